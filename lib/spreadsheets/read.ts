import ExcelJS from "exceljs";
import { formatCount } from "@/lib/format";
import { parseCsv } from "@/lib/format/csv";
import { BRSR_COLUMNS, GENERIC_FIELDS, REPORTING_UNIT_HEADERS, REQUIRED_GENERIC, TEMPLATE_MARK, type GenericField } from "./layout";
import { UploadRefused, checkWorkbookZip, zipEntries } from "@/lib/format/zip";

export { UploadRefused } from "@/lib/format/zip";

/** An error in the file, where it is: the sheet, the row (1-based, as Excel numbers it) and the cell key. */
export type ImportIssue = { sheet: string; row: number | null; key?: string; message: string };

export type GenericRow = { sheet: string; row: number; /** The "Reporting unit" column as typed ("" when absent or blank). */ reporting_unit: string } & Record<
  GenericField,
  string
>;

/** A value for a questionnaire cell from the template: the year is the column's heading ('FY 2024-25'). */
export type CellRow = { sheet: string; row: number; key: string; year: string; value: string; unit: string; notes: string };

export type ParsedUpload = { format: "xlsx" | "csv"; cells: CellRow[]; rows: GenericRow[]; issues: ImportIssue[] };

/** At most this many rows are read from one file (the benchmark's 50,000 with room to spare). */
export const MAX_ROWS = 100_000;

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** An Excel date serial (days since 1899-12-30) in the years a report can name, as YYYY-MM-DD. */
export function excelSerialDate(n: number): string | null {
  // 1990-01-01 … 2100-12-31: a plain count such as 2025 is a year, not a serial.
  if (!Number.isInteger(n) || n < 32874 || n > 73415) return null;
  return new Date(EXCEL_EPOCH + n * DAY_MS).toISOString().slice(0, 10);
}

type Read = { text: string; issue?: string; external?: boolean };

const EXTERNAL_REF = /\[[^\]]*\]/;

/** One cell as text: a formula by its saved result, a date as YYYY-MM-DD, rich text joined. */
export function cellText(value: ExcelJS.CellValue): Read {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "number") return { text: Number.isFinite(value) ? String(value) : "" };
  if (typeof value === "string") return { text: value.trim() };
  if (typeof value === "boolean") return { text: value ? "Yes" : "No" };
  if (value instanceof Date) return { text: Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10) };
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) {
      const f = value as ExcelJS.CellFormulaValue | ExcelJS.CellSharedFormulaValue;
      const formula = "formula" in f ? f.formula : f.sharedFormula;
      if (formula && EXTERNAL_REF.test(formula)) return { text: "", external: true };
      const result = f.result;
      if (result === undefined || result === null) return { text: "", issue: "a formula without a saved result (open the file in Excel and save it again)" };
      if (typeof result === "object" && "error" in result) return { text: "", issue: `the formula gives ${result.error}` };
      return cellText(result as ExcelJS.CellValue);
    }
    if ("richText" in value)
      return {
        text: value.richText
          .map((r) => r.text)
          .join("")
          .trim(),
      };
    if ("error" in value) return { text: "", issue: `the cell holds the error ${value.error}` };
    if ("text" in value) return cellText((value as ExcelJS.CellHyperlinkValue).text);
  }
  return { text: String(value).trim() };
}

/** A period as typed, with an Excel serial ('45382', or a number cell) read as the day it counts. */
function periodText(text: string): string {
  const t = text.trim();
  if (/^\d{5}$/.test(t)) return excelSerialDate(Number(t)) ?? t;
  return t;
}

const HEADER_ALIASES: Record<string, GenericField> = {
  fy: "period",
  "financial year": "period",
  "reporting period": "period",
  note: "notes",
  comments: "notes",
};

/** The generic layout's column of each field, from a header row (case and spaces ignored), or what is missing. */
function genericColumns(header: readonly string[]): { columns: Partial<Record<GenericField, number>>; missing: GenericField[]; reportingUnit?: number } {
  const columns: Partial<Record<GenericField, number>> = {};
  let reportingUnit: number | undefined;
  header.forEach((h, i) => {
    const name = h
      .replace(/^\uFEFF/, "")
      .trim()
      .replace(/\s*\*$/, "")
      .replace(/\s+/g, " ")
      .toLowerCase();
    const field = (GENERIC_FIELDS as readonly string[]).includes(name) ? (name as GenericField) : HEADER_ALIASES[name];
    if (field && columns[field] === undefined) columns[field] = i;
    if (REPORTING_UNIT_HEADERS.includes(name) && reportingUnit === undefined) reportingUnit = i;
  });
  return { columns, missing: REQUIRED_GENERIC.filter((f) => columns[f] === undefined), reportingUnit };
}

type Grid = { sheet: string; rows: { number: number; cells: Read[] }[] };

/** Rows of the generic layout: the first non-blank row is the header; blank rows are skipped. */
function readGenericGrid(grid: Grid, issues: ImportIssue[]): GenericRow[] {
  const [head, ...body] = grid.rows.filter((r) => r.cells.some((c) => c.text));
  if (!head) {
    issues.push({ sheet: grid.sheet, row: null, message: "The file has no rows" });
    return [];
  }
  const { columns, missing, reportingUnit } = genericColumns(head.cells.map((c) => c.text));
  if (missing.length) {
    issues.push({
      sheet: grid.sheet,
      row: head.number,
      message: `Missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}: the header must name ${GENERIC_FIELDS.join(", ")} (found: ${head.cells
        .map((c) => c.text)
        .filter(Boolean)
        .join(", ")})`,
    });
    return [];
  }
  const out: GenericRow[] = [];
  for (const r of body) {
    const row = { sheet: grid.sheet, row: r.number } as GenericRow;
    let bad = false;
    for (const field of GENERIC_FIELDS) {
      const i = columns[field];
      const c = i === undefined ? { text: "" } : (r.cells[i] ?? { text: "" });
      if (c.issue) {
        issues.push({ sheet: grid.sheet, row: r.number, message: `${field}: ${c.issue}` });
        bad = true;
      }
      row[field] = field === "period" ? periodText(c.text) : c.text;
    }
    const unitCell = reportingUnit === undefined ? { text: "" } : (r.cells[reportingUnit] ?? { text: "" });
    if (unitCell.issue) {
      issues.push({ sheet: grid.sheet, row: r.number, message: `reporting unit: ${unitCell.issue}` });
      bad = true;
    }
    row.reporting_unit = unitCell.text;
    if (!bad) out.push(row);
  }
  return out;
}

function headerRowOf(ws: ExcelJS.Worksheet): { number: number; texts: string[] } | null {
  for (let n = 1; n <= Math.min(10, ws.rowCount); n++) {
    const row = ws.getRow(n);
    const texts: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 30); c++) texts.push(cellText(row.getCell(c).value).text);
    if (texts.some(Boolean)) return { number: n, texts };
  }
  return null;
}

function gridOf(ws: ExcelJS.Worksheet, width: number): Grid & { external: boolean } {
  const rows: Grid["rows"] = [];
  let external = false;
  ws.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: Read[] = [];
    for (let c = 1; c <= width; c++) {
      const read = cellText(row.getCell(c).value);
      if (read.external) external = true;
      cells.push(read);
    }
    rows.push({ number, cells });
  });
  return { sheet: ws.name, rows, external };
}

function findBrsrHeader(ws: ExcelJS.Worksheet): number | null {
  for (let n = 1; n <= Math.min(10, ws.rowCount); n++) if (cellText(ws.getRow(n).getCell(1).value).text === BRSR_COLUMNS[0]) return n;
  return null;
}

/** A template sheet: every row with a cell key and a value in a year column. */
function readBrsrSheet(ws: ExcelJS.Worksheet, headerRow: number, issues: ImportIssue[]): CellRow[] {
  const header = ws.getRow(headerRow);
  const years = [6, 7].map((c) => ({ column: c, year: cellText(header.getCell(c).value).text }));
  const out: CellRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, number) => {
    if (number <= headerRow) return;
    const key = cellText(row.getCell(1).value).text;
    if (!key) return;
    const status = cellText(row.getCell(9).value).text;
    if (status.startsWith("Computed")) return;
    const unit = cellText(row.getCell(5).value).text;
    const notes = cellText(row.getCell(8).value).text;
    for (const { column, year } of years) {
      const read = cellText(row.getCell(column).value);
      if (read.external) throw new UploadRefused("The workbook has formulas that refer to other workbooks. Paste them as values and upload it again.");
      if (read.issue) {
        issues.push({ sheet: ws.name, row: number, key, message: `${year}: ${read.issue}` });
        continue;
      }
      if (!read.text) continue;
      out.push({ sheet: ws.name, row: number, key, year, value: read.text, unit, notes: column === 6 ? notes : "" });
    }
  });
  return out;
}

/** An .xlsx upload: checked as a zip first (bombs, encryption, external links), then read sheet by sheet. */
export async function readWorkbook(bytes: Uint8Array): Promise<ParsedUpload> {
  checkWorkbookZip(zipEntries(bytes));
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new UploadRefused("The workbook could not be read. Save it again in Excel as .xlsx and upload it again.");
  }
  const issues: ImportIssue[] = [];
  const cells: CellRow[] = [];
  const rows: GenericRow[] = [];
  let recognised = 0;
  for (const ws of wb.worksheets) {
    if (ws.name === TEMPLATE_MARK) continue;
    const brsrHeader = findBrsrHeader(ws);
    if (brsrHeader) {
      recognised++;
      cells.push(...readBrsrSheet(ws, brsrHeader, issues));
      continue;
    }
    const head = headerRowOf(ws);
    if (!head) continue;
    const { missing } = genericColumns(head.texts);
    if (missing.length === REQUIRED_GENERIC.length) continue;
    recognised++;
    const grid = gridOf(ws, Math.max(head.texts.length, 7));
    if (grid.external) throw new UploadRefused("The workbook has formulas that refer to other workbooks. Paste them as values and upload it again.");
    rows.push(...readGenericGrid(grid, issues));
    if (rows.length + cells.length > MAX_ROWS) throw new UploadRefused(`The file has more than ${formatCount(MAX_ROWS)} rows; split it.`);
  }
  if (!recognised)
    issues.push({ sheet: "", row: null, message: `No sheet is in the template's layout or the generic one (columns ${GENERIC_FIELDS.join(", ")})` });
  return { format: "xlsx", cells, rows, issues };
}

/** A CSV upload: UTF-8 (with or without BOM), comma or semicolon, the generic layout. */
export function readCsv(bytes: Uint8Array, sheet = "CSV"): ParsedUpload {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UploadRefused("The CSV file is not UTF-8 text. Save it as 'CSV UTF-8' and upload it again.");
  }
  if (text.includes("\u0000")) throw new UploadRefused("The file is not a CSV text file.");
  const { rows: raw } = parseCsv(text);
  if (raw.length > MAX_ROWS + 1) throw new UploadRefused(`The file has more than ${formatCount(MAX_ROWS)} rows; split it.`);
  const width = Math.max(0, ...raw.slice(0, 1).map((r) => r.length));
  const grid: Grid = {
    sheet,
    rows: raw.map((cells, i) => ({
      number: i + 1,
      cells: Array.from({ length: Math.max(width, cells.length) }, (_, c) => ({ text: (cells[c] ?? "").trim() })),
    })),
  };
  const issues: ImportIssue[] = [];
  const rows = readGenericGrid(grid, issues);
  return { format: "csv", cells: [], rows, issues };
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** What the upload is, by its bytes (the name only decides between CSV and a refusal): xlsx, csv, or UploadRefused. */
export function sniffUpload(bytes: Uint8Array, fileName: string): "xlsx" | "csv" {
  if (!bytes.length) throw new UploadRefused("The file is empty.");
  if (startsWith(bytes, OLE_MAGIC)) {
    // Password-protected .xlsx files are OLE containers holding an 'EncryptedPackage' stream.
    const marker = new TextDecoder("utf-16le").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
    if (marker.includes("EncryptedPackage")) throw new UploadRefused("The workbook is encrypted. Remove its password in Excel and upload it again.");
    throw new UploadRefused("Old .xls workbooks cannot be read. Save the file as .xlsx (Excel Workbook) and upload it again.");
  }
  if (startsWith(bytes, ZIP_MAGIC)) return "xlsx";
  if (/\.csv$/i.test(fileName) || /\.txt$/i.test(fileName)) return "csv";
  throw new UploadRefused("Upload an .xlsx workbook or a .csv file.");
}

export async function readUpload(bytes: Uint8Array, fileName: string): Promise<ParsedUpload> {
  return sniffUpload(bytes, fileName) === "xlsx" ? readWorkbook(bytes) : readCsv(bytes);
}
