import "server-only";
import ExcelJS from "exceljs";
import { unprocessable } from "@/lib/errors";
import { formatCount } from "@/lib/format/numbers";
import { parseNumericValue } from "@/lib/esg-data/parse-value";
import { cellText } from "@/lib/spreadsheets/read";
import { INDIAN_NUMBER_FORMAT, styleHeader } from "@/lib/spreadsheets/style";
import { checkWorkbookZip, UploadRefused, zipEntries } from "@/lib/format/zip";
import { sideOf } from "@/lib/value-chain/rules";
import type { LedgerInput } from "@/lib/value-chain/schemas";

/**
 * The purchase and sales ledgers as an Excel workbook: a 'Ledger' sheet with one row per entry
 * (partner, side, value in ₹), the side a drop-down, and the partners already there listed on
 * 'Existing partners' so that a name can be matched. Uploaded back, its rows are the ledger
 * import's input (summed per partner, with the dry run); a bad row is named by its row number.
 */
export const LEDGER_SHEET = "Ledger";
const EXISTING_SHEET = "Existing partners";
/** The ledger import's own ceiling (ledgerInput). */
const MAX_LEDGER_ROWS = 50_000;
const TEMPLATE_ROWS = 1000;
/** How many bad rows one answer names. */
const NAMED_ERRORS = 5;

const HEADERS: Record<"name" | "side" | "value", readonly string[]> = {
  name: ["partner", "name", "party", "partner name", "party name", "supplier / customer"],
  side: ["side", "type", "ledger", "purchase / sale"],
  value: ["value", "value (₹)", "value (rs)", "value (inr)", "amount", "amount (₹)", "amount (rs)", "amount (inr)"],
};

export async function buildLedgerTemplate(existing: readonly { name: string; side: "upstream" | "downstream" }[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(LEDGER_SHEET);
  ws.columns = [
    { key: "name", header: "Partner", width: 36 },
    { key: "side", header: "Side", width: 12 },
    { key: "value", header: "Value (₹)", width: 20, style: { numFmt: INDIAN_NUMBER_FORMAT } },
  ];
  styleHeader(ws.getRow(1));
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (let r = 2; r <= TEMPLATE_ROWS + 1; r++) ws.getCell(r, 2).dataValidation = { type: "list", allowBlank: true, formulae: ['"Purchase,Sale"'] };
  const have = wb.addWorksheet(EXISTING_SHEET);
  have.columns = [
    { key: "name", header: "Partner", width: 36 },
    { key: "side", header: "Side", width: 12 },
  ];
  styleHeader(have.getRow(1));
  for (const p of existing) have.addRow({ name: p.name, side: p.side === "upstream" ? "Purchase" : "Sale" });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A value as a ledger may hold it: a number cell, or text grouped the Indian or Western way, with ₹ or Rs. */
function valueOf(raw: ExcelJS.CellValue, text: string): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const t = text
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/\s+/g, "")
    .trim();
  return t ? parseNumericValue(t) : null;
}

/**
 * The 'Ledger' sheet's filled rows (or the first sheet's, when none is named so) as the ledger
 * import's rows: 422 naming up to five bad rows, 422 for no rows or a file that is not an .xlsx.
 */
export async function readLedgerWorkbook(bytes: Uint8Array): Promise<LedgerInput["rows"]> {
  const wb = new ExcelJS.Workbook();
  try {
    checkWorkbookZip(zipEntries(bytes));
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (e) {
    throw unprocessable(e instanceof UploadRefused ? e.message : "The workbook could not be read. Save it again in Excel as .xlsx and upload it again.");
  }
  const ws = wb.getWorksheet(LEDGER_SHEET) ?? wb.worksheets.find((w) => w.name !== EXISTING_SHEET);
  if (!ws) throw unprocessable(`file: no sheet named '${LEDGER_SHEET}' (download the ledger template and fill it)`);
  const headers = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => headers.set(cellText(cell.value).text.toLowerCase().replace(/\s+/g, " "), col));
  const colOf = (k: keyof typeof HEADERS) => HEADERS[k].map((h) => headers.get(h)).find((c) => c !== undefined);
  const cols = { name: colOf("name"), side: colOf("side"), value: colOf("value") };
  if (!cols.name || !cols.side || !cols.value) throw unprocessable(`file: the '${ws.name}' sheet needs its Partner, Side and Value columns in row 1`);
  const rows: LedgerInput["rows"] = [];
  const errors: string[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const read = (c: number) => cellText(row.getCell(c).value);
    const name = read(cols.name);
    const side = read(cols.side);
    const value = read(cols.value);
    if (!name.text && !side.text && !value.text && !name.issue && !side.issue && !value.issue) continue;
    const where = `${ws.name} row ${r}`;
    const problem = [name, side, value].find((x) => x.issue || x.external);
    if (problem) {
      errors.push(`${where}: ${problem.issue ?? "a link to another workbook (paste the values instead)"}`);
      continue;
    }
    if (!name.text) {
      errors.push(`${where}: the partner's name is empty`);
      continue;
    }
    if (name.text.length > 200) {
      errors.push(`${where}: the partner's name is longer than 200 characters`);
      continue;
    }
    if (!sideOf(side.text)) {
      errors.push(`${where}: ${name.text}'s side must be Purchase or Sale (got '${side.text}')`);
      continue;
    }
    const amount = valueOf(row.getCell(cols.value).value, value.text);
    if (amount === null || amount < 0) {
      errors.push(`${where}: ${name.text}'s value must be a number of rupees, zero or more (got '${value.text}')`);
      continue;
    }
    rows.push({ name: name.text, side: side.text, value: amount });
    if (rows.length > MAX_LEDGER_ROWS) throw unprocessable(`file: at most ${formatCount(MAX_LEDGER_ROWS)} ledger rows at once`);
  }
  if (errors.length) {
    const more = errors.length > NAMED_ERRORS ? ` (and ${errors.length - NAMED_ERRORS} more bad rows)` : "";
    throw unprocessable(`${errors.slice(0, NAMED_ERRORS).join("; ")}${more}`);
  }
  if (!rows.length) throw unprocessable(`file: the '${ws.name}' sheet has no ledger rows filled in`);
  return rows;
}
