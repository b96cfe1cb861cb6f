import "server-only";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companyFrameworks, esgDataEntries, type Company } from "@/db/schema";
import { getQuestionnaire } from "@/lib/brsr/service";
import { QUESTIONNAIRE } from "@/lib/frameworks/questionnaire";
import { questionReference } from "@/lib/frameworks/questionnaire/reference";
import type { Cell, Question, RowTable, YearSlot } from "@/lib/frameworks/questionnaire/types";
import { viewCells } from "@/lib/brsr/view";
import type { CellValue } from "@/lib/frameworks/questionnaire/evaluate";
import { frameworkMetrics, isFrameworkCode, type FrameworkCode } from "@/lib/frameworks";
import { metricKey } from "@/lib/frameworks/metric-key";
import { PRINCIPLES, type Principle } from "@/lib/frameworks/types";
import { readPeriod } from "@/lib/periods/read";
import { unitChoices, unitRequired } from "@/lib/measures/convert";
import { PRINCIPLE_TITLES } from "@/lib/reports/brsr/principles";
import { styleHeader } from "./style";
import { BRSR_COLUMNS, GENERIC_HEADERS, OTHER_FRAMEWORKS_SHEET, TEMPLATE_MARK } from "./layout";

type SheetPlan = { name: string; title: string; questions: Question[] };

/** Section A, Section B, then one sheet per principle (the intensity inputs with P6, whose ratios use them). */
function sheetPlan(): SheetPlan[] {
  const bySection = (s: "A" | "B") => QUESTIONNAIRE.filter((q) => q.section === s);
  const principle = (p: Principle): Question[] => QUESTIONNAIRE.filter((q) => q.section === "C" && (q.principle === p || (p === "P6" && !q.principle)));
  return [
    { name: "Section A", title: "Section A — General disclosures", questions: bySection("A") },
    { name: "Section B", title: "Section B — Management and process disclosures", questions: bySection("B") },
    ...PRINCIPLES.map((p) => ({ name: `Section C ${p}`, title: `Section C — Principle ${p.slice(1)}: ${PRINCIPLE_TITLES[p]}`, questions: principle(p) })),
  ];
}

const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF8DC" } };
const COMPUTED_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFEFEF" } };
const QUESTION_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDDEBE3" } };

type ValueLookup = (key: string, slot: YearSlot) => CellValue | undefined;

/** What a prefilled cell holds: a number in the cell's unit, the text of an answer, 'Not applicable'. */
function prefill(v: CellValue | undefined): string | number | null {
  if (!v || v.state === "missing") return null;
  if (v.state === "not_applicable") return "Not applicable";
  return v.value;
}

/**
 * What a protected BRSR sheet still lets the user do: select, fill the unlocked input and Notes
 * cells, resize, format and filter. Without a password (sheet protection guards against a slip,
 * not a person: Review › Unprotect Sheet lifts it), so computed cells, keys, labels and units
 * cannot be typed over or rows inserted or deleted by accident.
 */
const SHEET_PROTECTION: Partial<ExcelJS.WorksheetProtection> = {
  selectLockedCells: true,
  selectUnlockedCells: true,
  formatCells: true,
  formatColumns: true,
  formatRows: true,
  autoFilter: true,
  sort: false,
  insertRows: false,
  deleteRows: false,
  insertColumns: false,
  deleteColumns: false,
};

function addBrsrSheet(wb: ExcelJS.Workbook, plan: SheetPlan, company: Company, years: { cy: string; py: string }, valueOf: ValueLookup): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(plan.name, { views: [{ state: "frozen", ySplit: 3, xSplit: 3 }] });
  ws.getCell("A1").value = `${plan.title} — ${company.name}`;
  ws.getCell("A1").font = { bold: true, size: 13 };
  ws.getCell("B2").value =
    "Fill the shaded cells (current and previous financial year), Notes, and the Unit where your figures are in another unit (MWh for GJ, ₹ crore for ₹). Grey cells are computed and locked (the sheet is protected without a password). Leave a cell empty to keep what is saved; keep the rows where they are: the hidden column A ties each row to its questionnaire cell.";
  ws.getCell("B2").alignment = { wrapText: true };
  ws.getRow(2).height = 45;
  ws.addRow([]);
  const header = ws.getRow(3);
  header.values = BRSR_COLUMNS.map((c) => (c === "cy" ? years.cy : c === "py" ? years.py : c));
  styleHeader(header);
  ws.columns = [{ width: 18 }, { width: 24 }, { width: 60 }, { width: 22 }, { width: 14 }, { width: 18 }, { width: 18 }, { width: 30 }, { width: 12 }];
  ws.getColumn(1).hidden = true;

  const rowOfKey = new Map<string, number>();
  const derivedRows: { row: ExcelJS.Row; cell: Cell & { kind: "derived" }; years: readonly YearSlot[] }[] = [];
  for (const q of plan.questions) {
    const cells = q.items.flatMap((item) =>
      item.kind === "field"
        ? [item.cell]
        : item.kind === "rows"
          ? rowTableLines(item, valueOf).map((l) => l.cell)
          : item.rows.flatMap((r) => Object.values(r.cells)),
    );
    if (!cells.length) continue;
    const head = ws.addRow(["", questionReference(q), `${q.number ? `${q.number}. ` : ""}${q.title}`]);
    head.font = { bold: true };
    head.fill = QUESTION_FILL;
    head.getCell(3).alignment = { wrapText: true };
    for (const item of q.items) {
      const lines =
        item.kind === "field"
          ? [{ label: item.label, column: "", cell: item.cell }]
          : item.kind === "rows"
            ? rowTableLines(item, valueOf)
            : item.rows.flatMap((r) => {
                const labels = new Map(item.columns.map((c) => [c.id, c.label]));
                return Object.entries(r.cells).map(([col, cell]) => ({ label: r.label, column: labels.get(col) ?? "", cell }));
              });
      if (item.kind === "table" && item.title) ws.addRow(["", "", item.title]).font = { italic: true };
      for (const { label, column, cell } of lines) {
        const row = ws.addRow([cell.key, cellReference(q, cell), label, column, cell.unit]);
        row.getCell(3).alignment = { wrapText: true, vertical: "top" };
        if (cell.kind === "input" && cell.type === "number" && unitRequired(cell.unit)) unitInput(row.getCell(5), cell.unit);
        rowOfKey.set(cell.key, row.number);
        for (const [slot, col] of [
          ["cy", 6],
          ["py", 7],
        ] as const) {
          const target = row.getCell(col);
          if (!item.years.includes(slot)) {
            target.fill = COMPUTED_FILL;
            continue;
          }
          const current = valueOf(cell.key, slot);
          target.value = prefill(current);
          if (cell.kind === "derived") {
            target.fill = COMPUTED_FILL;
            continue;
          }
          target.fill = INPUT_FILL;
          target.protection = { locked: false };
          if (cell.type === "number") {
            target.numFmt = "General";
            target.dataValidation = {
              type: "decimal",
              operator: "between",
              formulae: [-1e15, 1e15],
              allowBlank: true,
              showErrorMessage: true,
              // A warning, not a stop: 'Not applicable' is a valid answer to a numeric cell.
              errorStyle: "warning",
              errorTitle: "A number",
              error: `Enter a number in ${cell.unit || "the unit shown"}, or 'Not applicable' with a reason in Notes.`,
            };
          } else if (cell.type === "yesno" || (cell.type === "choice" && cell.options && cell.options.join(",").length < 250)) {
            const options = cell.type === "yesno" ? ["Yes", "No", "Not applicable"] : [...(cell.options ?? []), "Not applicable"];
            target.dataValidation = {
              type: "list",
              allowBlank: true,
              formulae: [`"${options.map((o) => o.replace(/"/g, "")).join(",")}"`],
              showErrorMessage: true,
              errorStyle: "stop",
              error: `Choose ${options.join(" / ")}`,
            };
          }
          if (slot === "cy" && current?.state === "not_applicable" && current.note) row.getCell(8).value = current.note;
        }
        if (cell.kind === "input") {
          row.getCell(8).protection = { locked: false };
          row.getCell(9).value = "Input";
        } else {
          row.getCell(9).value = "Computed";
          derivedRows.push({ row, cell, years: item.years });
        }
      }
    }
  }
  // Sums become live formulas when every part sits on this sheet; other derivations stay values marked Computed.
  for (const { row, cell, years: shown } of derivedRows) {
    if (cell.formula.op !== "sum") continue;
    const parts = cell.formula.of.map((k) => rowOfKey.get(k));
    if (parts.some((r) => r === undefined)) continue;
    for (const [slot, col, letter] of [
      ["cy", 6, "F"],
      ["py", 7, "G"],
    ] as const) {
      if (!shown.includes(slot)) continue;
      const result = prefill(valueOf(cell.key, slot));
      row.getCell(col).value = {
        formula: `IF(COUNT(${parts.map((r) => `${letter}${r}`).join(",")})=0,"",SUM(${parts.map((r) => `${letter}${r}`).join(",")}))`,
        result: typeof result === "number" ? result : "",
      } as ExcelJS.CellFormulaValue;
    }
    row.getCell(9).value = "Computed (sum)";
  }
  ws.autoFilter = { from: { row: 3, column: 2 }, to: { row: 3, column: BRSR_COLUMNS.length } };
  return ws;
}

/**
 * The Unit of a measured figure's row (energy, water, mass, emissions, money) is filled in: the
 * cell's own unit to start with, changed when the figures are in another that converts to it
 * (MWh for GJ, ₹ crore for ₹), for both years; the import requires it (decisions D29).
 */
function unitInput(target: ExcelJS.Cell, unit: string) {
  target.fill = INPUT_FILL;
  target.protection = { locked: false };
  const choices = unitChoices(unit);
  target.dataValidation = {
    type: "list",
    allowBlank: false,
    formulae: [`"${choices.join(",")}"`],
    showInputMessage: true,
    promptTitle: "Unit of this row's figures",
    prompt: `The figures are read in this unit and converted to ${unit}. Change it if yours are in another (${choices.slice(0, 4).join(", ")}, …).`,
    showErrorMessage: true,
    // A warning: other spellings of a unit ('m3', 'INR crore') are read too.
    errorStyle: "warning",
    errorTitle: "A unit",
    error: `Choose one of ${choices.join(" / ")}, or another spelling of one of them.`,
  };
}

/** Free rows a row table offers in the workbook beyond those in use (a facility block is long: one). */
const FREE_ROWS = 3;

/**
 * A row table in the workbook: one line per column of each row in use and of a few free rows
 * after them ('Material issue 3 | Risk or opportunity (R/O)'), keyed like any cell, so an import
 * reads them back by key; the narrative it replaced, when given, on a line of its own.
 */
function rowTableLines(item: RowTable, valueOf: ValueLookup): { label: string; column: string; cell: Cell }[] {
  const filled = (key: string) => item.years.some((slot) => prefill(valueOf(key, slot)) !== null);
  const used = item.rows.filter((slot) => Object.values(slot.cells).some((cell) => filled(cell.key))).map((slot) => slot.number);
  const free = item.rows
    .map((slot) => slot.number)
    .filter((n) => !used.includes(n))
    .slice(0, item.blockHeader ? 1 : FREE_ROWS);
  const numbers = [...used, ...free].sort((a, b) => a - b);
  const legacy = item.legacy && filled(item.legacy.key) ? [{ label: "Previous answer (text)", column: "", cell: item.legacy as Cell }] : [];
  return [
    ...legacy,
    ...numbers.flatMap((n) => item.columns.map((c) => ({ label: `${item.noun} ${n}`, column: c.label, cell: item.rows[n - 1].cells[c.id] as Cell }))),
  ];
}

function cellReference(q: Question, cell: Cell): string {
  return `${questionReference(q)}${"shows" in cell && cell.shows ? ` (${cell.shows})` : ""}`;
}

/** The other frameworks' catalogue metrics as rows (the generic layout), prefilled with the year's figures. */
async function addOtherFrameworksSheet(wb: ExcelJS.Workbook, db: DbOrTx, company: Company, fyLabel: string, fyStart: string, fyEnd: string) {
  const ws = wb.addWorksheet(OTHER_FRAMEWORKS_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.addRow([...GENERIC_HEADERS]);
  styleHeader(ws.getRow(1));
  ws.columns = [{ width: 12 }, { width: 14 }, { width: 60 }, { width: 14 }, { width: 16 }, { width: 18 }, { width: 40 }, { width: 22 }];
  const chosen = await db.select({ framework: companyFrameworks.framework }).from(companyFrameworks).where(eq(companyFrameworks.companyId, company.id));
  const codes = chosen.map((c) => c.framework).filter((f): f is FrameworkCode => isFrameworkCode(f) && f !== "BRSR");
  if (!codes.length) return;
  const entries = await db
    .select()
    .from(esgDataEntries)
    .where(and(eq(esgDataEntries.companyId, company.id)));
  const ofYear = new Map<string, (typeof entries)[number]>();
  for (const e of entries) {
    // Prefilled with the company's own figures; a row naming a reporting unit (the last column) is that unit's.
    if (e.unitId) continue;
    const p = readPeriod(e.period, { fyStartMonth: company.fyStartMonth });
    if (p.kind !== "fy" || p.start !== fyStart || p.end !== fyEnd) continue;
    const key = `${e.framework}|${e.metricKey}`;
    const seen = ofYear.get(key);
    if (!seen || seen.createdAt < e.createdAt) ofYear.set(key, e);
  }
  for (const code of codes) {
    for (const m of frameworkMetrics(code)) {
      const e = ofYear.get(`${code}|${metricKey(m.name)}`);
      const row = ws.addRow([code, m.category, m.name, e?.unit || m.unit, fyLabel, e ? (e.numericValue ?? e.value) : null, e?.notes ?? ""]);
      for (const c of [4, 5, 6, 7, 8]) row.getCell(c).fill = INPUT_FILL;
    }
  }
}

/**
 * `template.xlsx`: the BRSR questionnaire laid out to fill offline (a sheet per section, Section C
 * by principle, the year and the one before prefilled), the other frameworks' metrics as rows,
 * and a hidden mark naming the template, so an import reads it back cell key by cell key.
 */
export async function buildTemplate({ company, fyParam, db }: { company: Company; fyParam?: string; db?: DbOrTx }): Promise<{ file: Buffer; fy: string }> {
  const d = db ?? (await getDb());
  const q = await getQuestionnaire({ company, fyParam, db: d });
  const values = new Map<string, CellValue>();
  const visit = (cell: { key: string; values: Partial<Record<YearSlot, CellValue>> }) => {
    for (const [slot, v] of Object.entries(cell.values)) if (v) values.set(`${cell.key}|${slot}`, v);
  };
  for (const { cell } of viewCells(q)) visit(cell);
  const slotLabel = (slot: YearSlot) => q.years.find((y) => y.slot === slot)?.label ?? slot;
  const years = { cy: slotLabel("cy"), py: slotLabel("py") };

  const wb = new ExcelJS.Workbook();
  wb.creator = "ESG reporting platform";
  for (const plan of sheetPlan()) {
    const ws = addBrsrSheet(wb, plan, company, years, (key, slot) => values.get(`${key}|${slot}`));
    // Every cell is locked unless addBrsrSheet unlocked it (the inputs and their Notes): the computed ones stay as computed.
    await ws.protect("", SHEET_PROTECTION);
  }
  await addOtherFrameworksSheet(wb, d, company, q.fy.label, q.fy.start, q.fy.end);
  const meta = wb.addWorksheet(TEMPLATE_MARK, { state: "veryHidden" });
  meta.addRow(["template", "brsr", "fy", q.fy.id, "company", company.id]);
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), fy: q.fy.id };
}
