import "server-only";
import ExcelJS from "exceljs";
import { unprocessable } from "@/lib/errors";
import { cellText } from "@/lib/spreadsheets/read";
import { styleHeader } from "@/lib/spreadsheets/style";
import { checkWorkbookZip, UploadRefused, zipEntries } from "@/lib/format/zip";
import { UNIT_TYPE_LABELS, UNIT_TYPES, type UnitType } from "@/lib/units/rules";
import { bulkUnitInput } from "@/lib/units/schemas";
import type { UnitDto } from "@/lib/units/types";
import type { z } from "zod";

/**
 * The Excel template of a company's reporting units: a 'Units' sheet with one row per unit to add
 * (name, type, parent, where it is, NIC code, ownership, boundaries, water stress, active years),
 * type and yes/no as drop-downs, and the units already there listed on 'Existing units' (a parent
 * may be one of them or a unit above it on the sheet). Uploaded back, its rows are the bulk add's
 * input: all or none, each row's problem named by its row number.
 */
export const UNITS_SHEET = "Units";
const EXISTING_SHEET = "Existing units";

const COLUMNS = [
  { key: "name", header: "Name", width: 28 },
  { key: "type", header: "Type", width: 16 },
  { key: "parent_name", header: "Parent unit", width: 24 },
  { key: "country", header: "Country", width: 12 },
  { key: "state", header: "State", width: 16 },
  { key: "district", header: "District", width: 16 },
  { key: "nic_code", header: "NIC code", width: 10 },
  { key: "ownership_pct", header: "Ownership %", width: 12 },
  { key: "in_standalone", header: "In standalone boundary", width: 12 },
  { key: "in_consolidated", header: "In consolidated boundary", width: 12 },
  { key: "water_stressed", header: "Water-stressed area", width: 12 },
  { key: "active_from_fy", header: "Active from FY", width: 12 },
  { key: "active_to_fy", header: "Active to FY", width: 12 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]["key"];

const TYPE_BY_LABEL = new Map<string, UnitType>(UNIT_TYPES.flatMap((t) => [[t, t] as const, [UNIT_TYPE_LABELS[t].toLowerCase(), t] as const]));
const ROWS = 500;

export async function buildUnitsTemplate(existing: readonly UnitDto[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(UNITS_SHEET);
  ws.columns = COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  styleHeader(ws.getRow(1));
  ws.views = [{ state: "frozen", ySplit: 1 }];
  const types = `"${UNIT_TYPES.map((t) => UNIT_TYPE_LABELS[t]).join(",")}"`;
  for (let r = 2; r <= ROWS + 1; r++) {
    ws.getCell(r, 2).dataValidation = { type: "list", allowBlank: true, formulae: [types] };
    for (const c of [9, 10, 11]) ws.getCell(r, c).dataValidation = { type: "list", allowBlank: true, formulae: ['"Yes,No"'] };
  }
  const have = wb.addWorksheet(EXISTING_SHEET);
  have.columns = [
    { key: "name", header: "Name", width: 28 },
    { key: "type", header: "Type", width: 16 },
    { key: "archived", header: "Archived", width: 10 },
  ];
  styleHeader(have.getRow(1));
  for (const u of existing) have.addRow({ name: u.name, type: UNIT_TYPE_LABELS[u.type], archived: u.archived ? "Yes" : "" });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function yesNo(text: string, field: string, row: number): boolean | undefined {
  if (!text) return undefined;
  const t = text.toLowerCase();
  if (["yes", "y", "true", "1"].includes(t)) return true;
  if (["no", "n", "false", "0"].includes(t)) return false;
  throw unprocessable(`Units row ${row}: ${field} must be Yes or No (got '${text}')`);
}

/** The 'Units' sheet's filled rows as the bulk add's input (422 naming the row for a bad one; 422 for no rows). */
export async function readUnitsWorkbook(bytes: Uint8Array): Promise<z.infer<typeof bulkUnitInput>["units"]> {
  const wb = new ExcelJS.Workbook();
  try {
    checkWorkbookZip(zipEntries(bytes));
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (e) {
    throw unprocessable(e instanceof UploadRefused ? e.message : "The workbook could not be read. Save it again in Excel as .xlsx and upload it again.");
  }
  const ws = wb.getWorksheet(UNITS_SHEET);
  if (!ws) throw unprocessable(`file: no sheet named '${UNITS_SHEET}' (download the units template and fill it)`);
  const headers = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => headers.set(cellText(cell.value).text.toLowerCase(), col));
  const colOf = new Map<ColumnKey, number>();
  for (const c of COLUMNS) {
    const col = headers.get(c.header.toLowerCase());
    if (col) colOf.set(c.key, col);
  }
  if (!colOf.has("name") || !colOf.has("type")) throw unprocessable(`file: the '${UNITS_SHEET}' sheet needs its Name and Type columns`);
  const out: Record<string, unknown>[] = [];
  const rowNumbers: number[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const text = (k: ColumnKey) => (colOf.has(k) ? cellText(row.getCell(colOf.get(k)!).value).text : "");
    if (COLUMNS.every((c) => !text(c.key))) continue;
    const typeText = text("type");
    const type = TYPE_BY_LABEL.get(typeText.toLowerCase());
    if (!type) throw unprocessable(`Units row ${r}: Type must be one of ${UNIT_TYPES.map((t) => UNIT_TYPE_LABELS[t]).join(", ")} (got '${typeText}')`);
    const pct = text("ownership_pct").replace(/%$/, "").trim();
    const unit: Record<string, unknown> = { name: text("name"), type, parent_name: text("parent_name") || null };
    for (const k of ["country", "state", "district", "nic_code", "active_from_fy", "active_to_fy"] as const) if (text(k)) unit[k] = text(k);
    if (pct) {
      const n = Number(pct);
      if (!Number.isFinite(n)) throw unprocessable(`Units row ${r}: Ownership % must be a number (got '${pct}')`);
      unit.ownership_pct = n;
    }
    for (const [k, label] of [
      ["in_standalone", "In standalone boundary"],
      ["in_consolidated", "In consolidated boundary"],
      ["water_stressed", "Water-stressed area"],
    ] as const) {
      const v = yesNo(text(k), label, r);
      if (v !== undefined) unit[k] = v;
    }
    out.push(unit);
    rowNumbers.push(r);
  }
  if (!out.length) throw unprocessable(`file: the '${UNITS_SHEET}' sheet has no units filled in`);
  const parsed = bulkUnitInput.safeParse({ units: out });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [, index, field] = issue.path;
    const row = typeof index === "number" ? rowNumbers[index] : null;
    throw unprocessable(`${row ? `Units row ${row}` : "units"}: ${field ? `${String(field)}: ` : ""}${issue.message}`);
  }
  return parsed.data.units;
}
