/**
 * Turns one company's questionnaire (lib/brsr), entity profile and raw entries into the content of
 * its BRSR report, in SEBI's layout: Section A questions 1–26, Section B's matrix, Section C per
 * principle (Essential, then Leadership), the BRSR Core table, then our own appendices. Pure: the
 * data gathering is in data.ts, the drawing in document.tsx. Nothing is inferred: a figure the
 * questionnaire does not hold reads 'Not disclosed'.
 */
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { CORE_ATTRIBUTE_TITLES, CORE_KPIS } from "@/lib/brsr/core";
import { formatFigure, NOT_DISCLOSED, type CellValue } from "@/lib/frameworks/questionnaire/evaluate";
import { viewCells, type CellView, type ItemView, type QuestionnaireView, type QuestionView, type YearColumn } from "@/lib/brsr/view";
import { getIndustryChecklist, CHECKLIST_GROUPS } from "@/lib/checklist/industry-checklists";
import type { CompanyProfile } from "@/lib/companies/profile-schema";
import { PRINCIPLES, type Principle } from "@/lib/frameworks/types";
import { parsePeriod } from "@/lib/periods/span";
import { previousFiscalYear } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { formatProgress, KPI_STATUS_LABELS, normaliseStatus } from "@/lib/kpi/status";
import type { YearSlot } from "@/lib/frameworks/questionnaire/types";
import { formatFixed, formatSignificant } from "@/lib/format";
import { reportValue, formatIndianNumber, formatLongDate, sourceLabel } from "./format";
import { PRINCIPLE_TITLES } from "./principles";
import { basisOfPreparation, scope2Check, type YearFactors } from "./basis";
import { REVIEW_STATE_LABELS, type ReviewState } from "@/lib/esg-data/review-states";
import type { ValueChainDto } from "@/lib/value-chain/types";
import { valueChainReport, type ValueChainReport } from "./value-chain";

/** An entry as the questionnaire reads it, with its category and audit count for the annex. */
export type ReportEntry = SourceEntry & {
  category: string;
  /** Rows in audit_log for this entry (create, updates). */
  auditCount: number;
  /** Maker–checker (lib/review): the state, and who approved or rejected it. */
  reviewState?: ReviewState;
  reviewedBy?: string | null;
  /** The company marked the entry's notes for print: they are the cell's footnote (decisions D24). */
  notesPrint?: boolean;
};

type ReportCompany = {
  name: string;
  industry: string | null;
  location: string;
  size: string;
  description: string | null;
  frameworks: string[];
};

/** The part of a KPI progress record (lib/kpi) the report prints. */
type ReportKpi = {
  target: {
    metric: string;
    framework: string;
    target_value: number;
    unit: string;
    target_period: string;
    baseline_value: number | null;
    baseline_period: string | null;
  };
  actual_value: number | null;
  actual_period?: string | null;
  progress_percentage: number | null;
  status: string;
};

/**
 * Which report: the one that goes into the annual report (SEBI's Sections A–C and the BRSR Core
 * table, nothing of the platform's) or the working copy with the platform's appendices.
 */
export type ReportEdition = "annual-report" | "working";
export const REPORT_EDITIONS = ["annual-report", "working"] as const satisfies readonly ReportEdition[];

/** The board's approval a signed-off report prints on its cover (lib/signoffs). */
export type BoardApproval = {
  approvedBy: string;
  designation: string;
  din: string;
  /** ISO date. */
  approvalDate: string;
  resolutionReference: string;
  version: number;
};

/** A previous-year figure changed after that year was signed off: what was reported, when it changed, why. */
export type Restatement = { previous: string; date: Date; reason: string };

/** One reporting unit's own figure of a questionnaire cell in the report's year (data.ts reads them), for the working edition's annex. */
export type UnitFigureInput = {
  key: string;
  label: string;
  unitName: string;
  value: string;
  numericValue: number | null;
  unit: string;
  reviewState: string;
  enteredBy: string;
};

/** A rolled-up cell in the "Breakdown by reporting unit" annex: each unit's figure and their sum. */
export type UnitBreakdown = {
  question: string;
  key: string;
  label: string;
  rows: { unitName: string; value: string; status: string; enteredBy: string }[];
  sum: string;
};

export type ReportInput = {
  /** The units' own figures of the report's year; the working edition prints them as an annex. */
  unitFigures?: UnitFigureInput[];
  company: ReportCompany;
  /** The year's emission factors and market-based Scope 2, for the basis of preparation (basis.ts). */
  basis?: { factors: YearFactors[]; scope2Market: number | null };
  /** By entry id: the previous year's figures changed after its sign-off (restatements.ts). */
  restatements?: ReadonlyMap<string, Restatement>;
  /** 'working' when not given. */
  edition?: ReportEdition;
  /** The approval of the year's sign-off; none (a draft) until the year is signed off. */
  approval?: BoardApproval | null;
  /** Section A facts (Q1–Q19, Q23, Q24(i)). */
  profile: CompanyProfile;
  /** The questionnaire for the year being filed, with the years before it. */
  questionnaire: QuestionnaireView;
  /** Every entry of the company, for the data annex. */
  entries: ReportEntry[];
  /** Checklist items the company has ticked (any order; items not on its list are ignored). */
  checklistCompleted: readonly string[];
  checklistUpdatedAt: Date | null;
  kpis: ReportKpi[];
  generatedAt: Date;
  /** The year's value-chain disclosure when the company includes it in the BRSR (lib/value-chain). */
  valueChain?: ValueChainDto | null;
};

// ---- Content types: what document.tsx draws.

/** A printed value; `muted` for what is not an answer ('Not disclosed'). */
export type CellText = { text: string; muted?: boolean; bold?: boolean; indent?: boolean };
type HeadCell = { text: string; span: number };
type GridRow = { label: string; labelBold?: boolean; heading?: boolean; cells: CellText[] };
/**
 * A table: header rows (each row's spans add up to the number of columns, the row label's column
 * included), relative column widths (the row label's first), and the rows.
 */
export type Grid = { title?: string; head: HeadCell[][]; widths: number[]; rows: GridRow[] };
export type FactRow = { no?: string; label: string; value: CellText };

export type Block =
  | { kind: "grid"; grid: Grid }
  /** A two-column list: label, answer. */
  | { kind: "facts"; rows: FactRow[] }
  /** A narrative answer under its label. */
  | { kind: "text"; label: string; value: CellText }
  /** A sentence in place of a table ('None', 'Not disclosed'). */
  | { kind: "note"; value: CellText };

/** `notes`: footnotes printed under the question's tables (a restated figure's previous value). */
export type ReportQuestion = { id: string; number: string; title: string; blocks: Block[]; notes?: string[] };
export type ReportPart = { title: string; questions: ReportQuestion[] };
type PrincipleSection = { code: Principle; number: number; title: string; essential: ReportQuestion[]; leadership: ReportQuestion[] };

type CoreRow = {
  /** '1. Green-house gas (GHG) footprint' on the first row of its attribute. */
  attribute: string;
  parameter: string;
  /** A line of a KPI with several (a waste category, a denominator). */
  sub: boolean;
  unit: string;
  values: CellText[];
  ref: string;
};

type KpiRow = { metric: string; target: string; baseline: string; current: string; progress: string; status: string };
type ChecklistSummary = {
  done: number;
  total: number;
  percentage: number;
  groups: { name: string; done: number; total: number; items: { item: string; done: boolean }[] }[];
  lastUpdated: Date | null;
};
export type AnnexRow = { framework: string; category: string; metric: string; value: string; period: string; source: string; review: string; audit: number };
type CheckRow = { question: string; key: string; message: string };

export type BrsrReport = {
  company: ReportCompany;
  /** Footnotes under the BRSR Core table. */
  coreNotes: string[];
  /** The basis of preparation, printed after Principle 6 and under the BRSR Core table. */
  basis: FactRow[];
  generatedAt: Date;
  edition: ReportEdition;
  /** Null while the year is not signed off: every page then carries the draft mark. */
  approval: BoardApproval | null;
  /** 'FY 2024-25' */
  fy: string;
  cover: { label: string; value: string }[];
  /** The year headings the tables use, current year first. */
  years: YearColumn[];
  sectionA: ReportPart[];
  sectionB: ReportPart[];
  principles: PrincipleSection[];
  /** Revenue, PPP factor and output: what the intensities divide by. */
  intensityInputs: ReportQuestion | null;
  core: { head: string[]; rows: CoreRow[] };
  /** Printed after BRSR Core, in both editions, when the company includes it. */
  valueChain: ValueChainReport | null;
  kpis: KpiRow[];
  checklist: ChecklistSummary;
  annex: AnnexRow[];
  /** Who approved or rejected the annex's figures, by the initials its Review column prints. */
  reviewers: { initials: string; name: string }[];
  provenance: { source: string; count: number }[];
  checks: CheckRow[];
  /** The working edition's "Breakdown by reporting unit" annex; empty in the annual-report edition. */
  unitBreakdown: UnitBreakdown[];
};

// ---- Values

const muted = (text: string): CellText => ({ text, muted: true });
const NONE_GIVEN = muted(NOT_DISCLOSED);

/** A cell's value as printed: the view's display, '(partial)' for part of the year. */
export function valueText(v: CellValue | undefined): CellText {
  if (!v) return NONE_GIVEN;
  switch (v.state) {
    case "missing":
      return muted(v.display);
    case "partial":
      return { text: `${v.display} (partial)` };
    default:
      return { text: v.display };
  }
}

/** Prints a year's value of a cell; a restated previous-year figure says so and leaves its footnote in `notes`. */
type Print = (v: CellValue | undefined, slot: YearSlot) => CellText;
const plainPrint: Print = (v) => valueText(v);

/**
 * The annual report's presentation: percentages to two decimals, intensities (a unit 'per' something)
 * to four significant figures, SEBI's 'NA' for a cell marked not applicable (the working edition
 * keeps the reason).
 */
export function annualText(v: CellValue | undefined): CellText {
  const text = valueText(v);
  if (!v) return text;
  if (v.state === "not_applicable") return { text: "NA" };
  if (typeof v.value !== "number" || (v.state !== "entered" && v.state !== "derived")) return text;
  if (v.unit === "%") return { ...text, text: `${formatFixed(v.value, 2)}%` };
  if (/\bper\b/.test(v.unit) && v.state === "derived") return { ...text, text: `${formatSignificant(v.value, 4)} ${v.unit}` };
  return text;
}

/** The mark a ratio typed rather than computed from its inputs carries in print (lib/frameworks/questionnaire/evaluate `asReported`). */
export const AS_REPORTED = "(as reported)";

function makePrinter({
  restated,
  pyLabel,
  annual,
  notes,
  printedNotes,
}: {
  restated: ReadonlyMap<string, Restatement> | undefined;
  pyLabel: string | undefined;
  annual: boolean;
  notes: string[];
  /** By entry id: notes the company marked for print. */
  printedNotes?: ReadonlyMap<string, string>;
}): Print {
  const base: Print = annual ? (v) => annualText(v) : plainPrint;
  return (v, slot) => {
    let text = base(v, slot);
    if (!v) return text;
    // A ratio typed before its inputs were asked for: not recomputable, so said.
    if (v.asReported && v.state !== "missing") text = { ...text, text: `${text.text} ${AS_REPORTED}` };
    // The cell's own figure only: a total computed from it carries its parts' entries but not their notes.
    const note = printedNotes?.size && v.state !== "derived" ? v.entryIds.map((id) => printedNotes.get(id)).find(Boolean) : undefined;
    if (note) {
      const line = note.trim();
      let n = notes.findIndex((l) => l.endsWith(`: ${line}`) && l.startsWith("Note "));
      if (n < 0) {
        notes.push(`Note ${notes.filter((l) => l.startsWith("Note ")).length + 1}: ${line}`);
        n = notes.length - 1;
      }
      text = { ...text, text: `${text.text} (${notes[n].slice(0, notes[n].indexOf(":")).toLowerCase()})` };
    }
    if (slot !== "py" || !restated?.size) return text;
    const hit = v.entryIds.map((id) => restated.get(id)).find(Boolean);
    if (!hit) return text;
    notes.push(
      `Restated: ${pyLabel ?? "the previous year"}'s figure ${v.display} was reported as ${hit.previous || "blank"} when that year was signed off; changed on ${formatLongDate(hit.date)}${hit.reason ? `. Reason: ${hit.reason}` : ""}.`,
    );
    return { ...text, text: `${text.text} (restated)` };
  };
}

const given = (value: string | number | undefined | null, format: (v: string) => string = (v) => v): CellText =>
  value === undefined || value === null || (typeof value === "string" && !value.trim()) ? NONE_GIVEN : { text: format(String(value).trim()) };

const yesNo = (v: boolean | undefined): CellText => (v === undefined ? NONE_GIVEN : { text: v ? "Yes" : "No" });
const pct = (v: number | undefined): CellText => (v === undefined ? NONE_GIVEN : { text: `${formatIndianNumber(v)}%` });
const count = (v: number | undefined): CellText => (v === undefined ? NONE_GIVEN : { text: formatIndianNumber(v) });

// ---- Tables from the questionnaire

const PRINCIPLE_COLUMN = /^(.+)-(P[1-9])$/;

type TableView = Extract<ItemView, { kind: "table" }>;
type Column = { id: string; label: string; pyLabel?: string };

/**
 * A table whose columns are groups of the nine principles (Section B Q10: 'undertaken by' and
 * 'frequency' for P1…P9) is printed with the principles across and one row per group, as SEBI's
 * matrix does, rather than eighteen columns side by side.
 */
function pivotPrinciples(table: TableView): TableView | null {
  const groups = new Map<string, { label: string; ids: Map<string, string> }>();
  for (const c of table.columns) {
    const m = PRINCIPLE_COLUMN.exec(c.id);
    if (!m) return null;
    const group = groups.get(m[1]) ?? { label: c.label.replace(/:\s*P[1-9]\s*$/, ""), ids: new Map() };
    group.ids.set(m[2], c.id);
    groups.set(m[1], group);
  }
  if (groups.size < 2) return null;
  return {
    ...table,
    columns: PRINCIPLES.map((p) => ({ id: p, label: p })),
    // Each row of SEBI's table becomes a heading over one row per group ('undertaken by', 'frequency').
    rows: table.rows.flatMap((r) =>
      r.heading
        ? [r]
        : [
            { ...r, heading: true, cells: {} },
            ...[...groups.entries()].map(([g, { label, ids }]) => ({
              id: `${r.id}-${g}`,
              label,
              heading: false,
              cells: Object.fromEntries(PRINCIPLES.flatMap((p) => (ids.has(p) && r.cells[ids.get(p)!] ? [[p, r.cells[ids.get(p)!]]] : []))),
            })),
          ],
    ),
  };
}

/** Columns labelled 'Group: part' side by side share a header cell over them, as SEBI prints them. */
function columnGroups(columns: readonly Column[]): { group: string; parts: string[] }[] | null {
  const groups: { group: string; parts: string[] }[] = [];
  let grouped = false;
  for (const c of columns) {
    const at = c.label.lastIndexOf(": ");
    const group = at > 0 ? c.label.slice(0, at) : c.label;
    const part = at > 0 ? c.label.slice(at + 2) : "";
    const last = groups[groups.length - 1];
    if (at > 0 && last && last.group === group && last.parts.length) {
      last.parts.push(part);
      grouped = true;
    } else groups.push({ group, parts: at > 0 ? [part] : [] });
  }
  return grouped ? groups : null;
}

function labelWeight(valueColumns: number): number {
  if (valueColumns <= 1) return 3;
  if (valueColumns <= 2) return 2.4;
  if (valueColumns <= 3) return 2;
  if (valueColumns <= 5) return 1.8;
  if (valueColumns <= 8) return 1.7;
  return 1.5;
}

/** Widths of a 'Parameter | one column per year' table. */
const yearWidths = (years: number) => [1.9, ...Array.from({ length: years }, () => 1.5)];

const isPrincipleMatrix = (columns: readonly Column[]) => columns.length === PRINCIPLES.length && columns.every((c, i) => c.id === PRINCIPLES[i]);

function isTextColumn(table: TableView, columnId: string): boolean {
  return table.rows.some((r) => r.cells[columnId]?.type === "text");
}

/** A questionnaire table as a grid: SEBI's rows and columns under each year's heading. */
function gridOfTable(source: TableView, years: readonly YearColumn[], print: Print = plainPrint): Grid {
  const table = source.columns.length > 9 ? (pivotPrinciples(source) ?? source) : source;
  const slots = table.years.map((slot) => years.find((y) => y.slot === slot)!).filter(Boolean);
  const single = table.columns.length === 1 && !table.columns[0].label;
  const columns = table.columns;
  const head: HeadCell[][] = [];
  if (single) {
    head.push([{ text: "Parameter", span: 1 }, ...slots.map((y) => ({ text: y.heading, span: 1 }))]);
  } else {
    if (slots.length > 1) head.push([{ text: "", span: 1 }, ...slots.map((y) => ({ text: y.heading, span: columns.length }))]);
    // The previous year's columns carry SEBI's letters for that year where it gives them ('Total (C)').
    const labelled = (slot: YearSlot) => columns.map((c) => ({ ...c, label: slot === "py" && c.pyLabel ? c.pyLabel : c.label }));
    const groups = columnGroups(columns);
    if (groups) {
      const groupsOf = (slot: YearSlot) => columnGroups(labelled(slot)) ?? groups;
      head.push([{ text: "", span: 1 }, ...slots.flatMap((y) => groupsOf(y.slot).map((g) => ({ text: g.group, span: Math.max(1, g.parts.length) })))]);
      head.push([
        { text: "", span: 1 },
        ...slots.flatMap((y) => groupsOf(y.slot).flatMap((g) => (g.parts.length ? g.parts : [""]).map((p) => ({ text: p, span: 1 })))),
      ]);
    } else head.push([{ text: "", span: 1 }, ...slots.flatMap((y) => labelled(y.slot).map((c) => ({ text: c.label, span: 1 })))]);
  }
  // Section B's matrix: nine narrow principle columns beside a label wide enough for SEBI's question.
  const matrix = isPrincipleMatrix(columns);
  const weights = slots.flatMap(() => columns.map((c) => (!matrix && isTextColumn(table, c.id) ? 1.6 : 1)));
  const valueColumns = slots.length * columns.length;
  const label = matrix ? 2.8 : valueColumns === 1 && weights[0] > 1 ? weights[0] : labelWeight(valueColumns);
  return {
    title: table.title,
    head,
    // SEBI's 'Parameter | FY … | FY …' tables all alike, a year's heading on one line.
    widths: single ? yearWidths(slots.length) : [label, ...weights],
    rows: table.rows.map((r) =>
      r.heading
        ? { label: r.label, heading: true, cells: [] }
        : {
            label: r.label,
            cells: slots.flatMap((y) =>
              columns.map((c) => {
                const cell = r.cells[c.id];
                return cell ? print(cell.values[y.slot], y.slot) : { text: "" };
              }),
            ),
          },
    ),
  };
}

type FieldView = Extract<ItemView, { kind: "field" }>;
type RowTableView = Extract<ItemView, { kind: "rows" }>;

/**
 * A table whose rows the company adds, as SEBI prints it: 'S. No.' then its columns, one line per
 * row. A block table (P6 L1) prints each block's facts, then its inner table. With no row: the
 * narrative it replaced if one was given, else 'Not applicable' or 'Not disclosed'.
 */
function rowTableBlocks(item: RowTableView, years: readonly YearColumn[], print: Print): Block[] {
  if (item.not_applicable) return [{ kind: "note", value: { text: "Not applicable" } }];
  if (!item.rows.length) {
    const legacy = item.legacy?.values.cy;
    if (legacy && legacy.state !== "missing") return [{ kind: "text", label: "", value: valueText(legacy) }];
    return [{ kind: "note", value: muted(NOT_DISCLOSED) }];
  }
  if (item.block_header) {
    const header = new Set(item.block_header);
    return item.rows.flatMap((r): Block[] => [
      {
        kind: "facts",
        rows: item.columns.filter((c) => header.has(c.id)).map((c) => ({ no: String(r.number), label: c.label, value: valueText(r.cells[c.id].values.cy) })),
      },
      ...(r.block ? [{ kind: "grid" as const, grid: gridOfTable(r.block, years, print) }] : []),
    ]);
  }
  const slots = item.years.map((slot) => years.find((y) => y.slot === slot)!).filter(Boolean);
  const head: HeadCell[][] = [];
  if (slots.length > 1) head.push([{ text: "", span: 1 }, ...slots.map((y) => ({ text: y.heading, span: item.columns.length }))]);
  head.push([{ text: "S. No.", span: 1 }, ...slots.flatMap(() => item.columns.map((c) => ({ text: c.label, span: 1 })))]);
  return [
    {
      kind: "grid",
      grid: {
        title: item.title,
        head,
        widths: [0.5, ...slots.flatMap(() => item.columns.map((c) => (c.type === "text" ? 1.6 : 1)))],
        rows: item.rows.map((r, i) => ({
          label: String(i + 1),
          // An optional column left empty ('if a risk, the approach' on an opportunity) is blank, not 'Not disclosed'.
          cells: slots.flatMap((y) =>
            item.columns.map((c) => {
              const v = r.cells[c.id].values[y.slot];
              return !c.required && (!v || v.state === "missing") ? { text: "" } : valueText(v);
            }),
          ),
        })),
      },
    },
  ];
}

/** A question's items as blocks: tables as grids; fields of several years share one grid. */
function blocksOf(items: readonly ItemView[], years: readonly YearColumn[], print: Print = plainPrint): Block[] {
  const blocks: Block[] = [];
  let facts: FactRow[] | null = null;
  let yearFields: { slots: YearSlot[]; fields: FieldView[] } | null = null;
  const flush = () => {
    if (facts) blocks.push({ kind: "facts", rows: facts });
    if (yearFields) {
      const slots = yearFields.slots.map((slot) => years.find((y) => y.slot === slot)!).filter(Boolean);
      blocks.push({
        kind: "grid",
        grid: {
          head: [[{ text: "Parameter", span: 1 }, ...slots.map((y) => ({ text: y.heading, span: 1 }))]],
          widths: yearWidths(slots.length),
          rows: yearFields.fields.map((f) => ({ label: f.label, cells: slots.map((y) => print(f.cell.values[y.slot], y.slot)) })),
        },
      });
    }
    facts = null;
    yearFields = null;
  };
  for (const item of items) {
    if (item.kind === "table") {
      flush();
      blocks.push({ kind: "grid", grid: gridOfTable(item, years, print) });
    } else if (item.kind === "rows") {
      flush();
      blocks.push(...rowTableBlocks(item, years, print));
    } else if (item.years.length > 1) {
      if (facts || (yearFields && yearFields.slots.join() !== item.years.join())) flush();
      yearFields ??= { slots: item.years, fields: [] };
      yearFields.fields.push(item);
    } else if (item.cell.type === "text") {
      flush();
      blocks.push({ kind: "text", label: item.label, value: valueText(item.cell.values[item.years[0] ?? "cy"]) });
    } else {
      if (yearFields) flush();
      facts ??= [];
      facts.push({ label: item.label, value: valueText(item.cell.values[item.years[0] ?? "cy"]) });
    }
  }
  flush();
  return blocks;
}

const questionNumber = (q: QuestionView) => q.number.replace(/^[EL]/, "");

/** Makes a question's printer, collecting its footnotes. */
type Printers = (notes: string[]) => Print;

function reportQuestion(q: QuestionView, years: readonly YearColumn[], printers?: Printers): ReportQuestion {
  const notes: string[] = [];
  const blocks = blocksOf(q.items, years, printers?.(notes));
  return { id: q.id, number: questionNumber(q), title: q.title, blocks, ...(notes.length ? { notes } : {}) };
}

// ---- Section A from the entity profile

const BOUNDARY: Record<string, string> = {
  standalone: "Standalone (the listed entity only)",
  consolidated: "Consolidated (the listed entity and all the entities that form part of its consolidated financial statements)",
};

function fyDates(start: string, end: string): string {
  const day = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`));
  return `${day(start)} to ${day(end)}`;
}

function contactPerson(p: CompanyProfile["contact_person"]): CellText {
  if (!p?.name) return NONE_GIVEN;
  const who = p.designation ? `${p.name}, ${p.designation}` : p.name;
  return { text: [who, p.telephone ? `Telephone: ${p.telephone}` : null, p.email ? `E-mail: ${p.email}` : null].filter(Boolean).join("; ") };
}

function assuranceProvider(p: CompanyProfile): CellText {
  if (p.assurance_provider) return given(p.assurance_provider);
  if (p.assurance_type?.trim().toLowerCase() === "none") return muted("Not applicable: no assessment or assurance obtained");
  return NONE_GIVEN;
}

function detailsOfEntity(input: ReportInput): Block {
  const p = input.profile;
  const fy = input.questionnaire.fy;
  const rows: FactRow[] = [
    { no: "1", label: "Corporate Identity Number (CIN) of the listed entity", value: given(p.cin) },
    { no: "2", label: "Name of the listed entity", value: { text: input.company.name } },
    { no: "3", label: "Year of incorporation", value: given(p.incorporation_year) },
    { no: "4", label: "Registered office address", value: given(p.registered_address) },
    { no: "5", label: "Corporate address", value: given(p.corporate_address) },
    { no: "6", label: "E-mail", value: given(p.email) },
    { no: "7", label: "Telephone", value: given(p.telephone) },
    { no: "8", label: "Website", value: given(p.website) },
    { no: "9", label: "Financial year for which reporting is being done", value: { text: `${fy.label} (${fyDates(fy.start, fy.end)})` } },
    {
      no: "10",
      label: "Name of the Stock Exchange(s) where shares are listed",
      value: p.stock_exchanges?.length ? { text: p.stock_exchanges.join(", ") } : NONE_GIVEN,
    },
    { no: "11", label: "Paid-up Capital", value: p.paid_up_capital_inr === undefined ? NONE_GIVEN : { text: formatFigure(p.paid_up_capital_inr, "₹") } },
    {
      no: "12",
      label: "Name and contact details (telephone, email address) of the person who may be contacted in case of any queries on the BRSR report",
      value: contactPerson(p.contact_person),
    },
    {
      no: "13",
      label:
        "Reporting boundary: are the disclosures made on a standalone basis (only for the entity) or on a consolidated basis (for the entity and all the entities which form a part of its consolidated financial statements, taken together)",
      value: p.reporting_boundary ? { text: BOUNDARY[p.reporting_boundary] ?? p.reporting_boundary } : NONE_GIVEN,
    },
    { no: "14", label: "Name of assurance provider", value: assuranceProvider(p) },
    { no: "15", label: "Type of assessment or assurance obtained", value: given(p.assurance_type) },
  ];
  return { kind: "facts", rows };
}

const sNo = (i: number) => String(i + 1);

function businessActivities(p: CompanyProfile): Block {
  const rows = p.business_activities ?? [];
  if (!rows.length) return { kind: "note", value: NONE_GIVEN };
  return {
    kind: "grid",
    grid: {
      head: [["S. No.", "Description of Main Activity", "Description of Business Activity", "% of Turnover of the entity"].map((text) => ({ text, span: 1 }))],
      widths: [0.5, 2, 2.5, 1],
      rows: rows.map((r, i) => ({ label: sNo(i), cells: [given(r.main_activity), given(r.business_activity), pct(r.turnover_percent)] })),
    },
  };
}

function products(p: CompanyProfile): Block {
  const rows = p.products ?? [];
  if (!rows.length) return { kind: "note", value: NONE_GIVEN };
  return {
    kind: "grid",
    grid: {
      head: [["S. No.", "Product/Service", "NIC Code", "% of total Turnover contributed"].map((text) => ({ text, span: 1 }))],
      widths: [0.5, 3, 1, 1.2],
      rows: rows.map((r, i) => ({ label: sNo(i), cells: [given(r.product), given(r.nic_code), pct(r.turnover_percent)] })),
    },
  };
}

function locations(p: CompanyProfile): Block {
  const line = (label: string, l: { plants?: number; offices?: number } | undefined): GridRow => {
    const known = l?.plants !== undefined || l?.offices !== undefined;
    return { label, cells: [count(l?.plants), count(l?.offices), known ? { text: formatIndianNumber((l?.plants ?? 0) + (l?.offices ?? 0)) } : NONE_GIVEN] };
  };
  return {
    kind: "grid",
    grid: {
      head: [["Location", "Number of plants", "Number of offices", "Total"].map((text) => ({ text, span: 1 }))],
      widths: [2, 1, 1, 1],
      rows: [line("National", p.locations?.national), line("International", p.locations?.international)],
    },
  };
}

function markets(p: CompanyProfile): Block[] {
  const m = p.markets;
  return [
    {
      kind: "grid",
      grid: {
        title: "a. Number of locations",
        head: [["Locations", "Number"].map((text) => ({ text, span: 1 }))],
        widths: [3, 1],
        rows: [
          { label: "National (No. of States)", cells: [count(m?.national_states)] },
          { label: "International (No. of Countries)", cells: [count(m?.international_countries)] },
        ],
      },
    },
    {
      kind: "facts",
      rows: [{ label: "b. What is the contribution of exports as a percentage of the total turnover of the entity?", value: pct(m?.exports_percent) }],
    },
    { kind: "text", label: "c. A brief on types of customers", value: given(m?.customer_types) },
  ];
}

function relatedCompanies(p: CompanyProfile): Block {
  const rows = p.related_companies ?? [];
  if (!rows.length) {
    return {
      kind: "note",
      value: p.no_related_companies ? { text: "None: the entity has no holding, subsidiary or associate companies or joint ventures." } : NONE_GIVEN,
    };
  }
  return {
    kind: "grid",
    grid: {
      title: "(a) Names of holding / subsidiary / associate companies / joint ventures",
      head: [
        [
          "S. No.",
          "Name of the holding / subsidiary / associate companies / joint ventures (A)",
          "Indicate whether holding / Subsidiary / Associate / Joint Venture",
          "% of shares held by listed entity",
          "Does the entity indicated at column A, participate in the Business Responsibility initiatives of the listed entity? (Yes/No)",
        ].map((text) => ({ text, span: 1 })),
      ],
      widths: [0.5, 2.6, 1.3, 1, 1.6],
      rows: rows.map((r, i) => ({ label: sNo(i), cells: [given(r.name), given(r.kind), pct(r.shares_held_percent), yesNo(r.participates_in_br)] })),
    },
  };
}

/** Blocks of a Section A question the profile answers, by SEBI's number; null for the others. */
function profileBlocks(q: QuestionView, input: ReportInput): Block[] | null {
  const p = input.profile;
  switch (q.id) {
    case "A-I":
      return [detailsOfEntity(input)];
    case "A-16":
      return [businessActivities(p)];
    case "A-17":
      return [products(p)];
    case "A-18":
      return [locations(p)];
    case "A-19":
      return markets(p);
    case "A-23":
      return [relatedCompanies(p)];
    default:
      return null;
  }
}

const CSR_APPLICABLE = "(i) Whether CSR is applicable as per section 135 of Companies Act, 2013 (Yes/No)";

function sectionAQuestion(q: QuestionView, input: ReportInput, printers?: Printers): ReportQuestion {
  const years = input.questionnaire.years;
  const fromProfile = profileBlocks(q, input);
  if (q.id === "A-I") return { id: q.id, number: "", title: "", blocks: fromProfile! };
  const titles: Record<string, string> = {
    "A-16": "Details of business activities (accounting for 90% of the turnover)",
    "A-17": "Products/Services sold by the entity (accounting for 90% of the entity's Turnover)",
    "A-18": "Number of locations where plants and/or operations/offices of the entity are situated",
    "A-19": "Markets served by the entity",
    "A-23": "Holding, subsidiary and associate companies (including joint ventures)",
  };
  const title = titles[q.id] ?? q.title;
  if (fromProfile) return { id: q.id, number: q.number, title, blocks: fromProfile };
  const notes: string[] = [];
  const blocks = blocksOf(q.items, years, printers?.(notes));
  const withNotes = notes.length ? { notes } : {};
  if (q.id === "A-24") {
    blocks.unshift({ kind: "facts", rows: [{ label: CSR_APPLICABLE, value: yesNo(input.profile.csr_applicable) }] });
    return { id: q.id, number: q.number, title: "CSR Details", blocks, ...withNotes };
  }
  return { id: q.id, number: q.number, title, blocks, ...withNotes };
}

function partsOf(questions: readonly QuestionView[], build: (q: QuestionView) => ReportQuestion): ReportPart[] {
  const parts: ReportPart[] = [];
  for (const q of questions) {
    const title = q.part ?? "";
    let part = parts[parts.length - 1];
    if (!part || part.title !== title) parts.push((part = { title, questions: [] }));
    part.questions.push(build(q));
  }
  return parts;
}

// ---- BRSR Core

/** Units as Annexure I's 'Unit of measurement' words them: a count is a 'Number'. */
const unitText = (unit: string) => (unit === "count" ? "Number" : unit);

function coreTable(view: QuestionnaireView, cells: ReadonlyMap<string, CellView>, print: Print = plainPrint): BrsrReport["core"] {
  const slots = view.years.filter((y) => y.slot !== "py2");
  const rows: CoreRow[] = [];
  let attribute: string | null = null;
  const attributes = Object.keys(CORE_ATTRIBUTE_TITLES);
  for (const kpi of CORE_KPIS) {
    const title = kpi.attribute !== attribute ? `${attributes.indexOf(kpi.attribute) + 1}. ${CORE_ATTRIBUTE_TITLES[kpi.attribute]}` : "";
    attribute = kpi.attribute;
    const line = (key: string) => {
      const cell = cells.get(key);
      // A physical-output intensity carries the output's unit ('GJ per t crude steel') once computed.
      const computed = cell?.values.cy?.state === "derived" ? cell.values.cy.unit : null;
      return { unit: unitText(computed || cell?.unit || kpi.unit), values: slots.map((y) => print(cell?.values[y.slot], y.slot)) };
    };
    if (kpi.lines.length === 1 && !kpi.lines[0].label) {
      rows.push({ attribute: title, parameter: kpi.parameter, sub: false, ref: kpi.ref, ...line(kpi.lines[0].key) });
      continue;
    }
    const lines = kpi.lines.map((l) => ({ attribute: "", parameter: l.label ?? l.key, sub: true, ref: "", ...line(l.key) }));
    // The KPI's own unit only where every line has it (not over intensities per rupee and per output).
    const unit = lines.every((l) => l.unit === unitText(kpi.unit)) ? unitText(kpi.unit) : "";
    rows.push({ attribute: title, parameter: kpi.parameter, sub: false, unit, values: slots.map(() => ({ text: "" })), ref: kpi.ref }, ...lines);
  }
  return { head: ["Attribute", "Parameter", "Unit of measurement", ...slots.map((y) => y.heading), "BRSR reference"], rows };
}

// ---- Our additions: KPI targets, checklist, annex, checks

function withUnit(n: number, unit: string): string {
  return unit.trim() ? `${formatIndianNumber(n)} ${unit.trim()}` : formatIndianNumber(n);
}

function kpiRow(k: ReportKpi): KpiRow {
  const t = k.target;
  return {
    metric: t.metric,
    target: `${withUnit(t.target_value, t.unit)} by ${t.target_period}`,
    baseline: t.baseline_value === null ? "—" : `${withUnit(t.baseline_value, t.unit)}${t.baseline_period ? ` (${t.baseline_period})` : ""}`,
    current: k.actual_value === null ? "No data" : `${withUnit(k.actual_value, t.unit)}${k.actual_period ? ` (${k.actual_period})` : ""}`,
    // The screen's figure, from the same function: a report and a screen that disagree lose trust.
    progress: formatProgress(k.progress_percentage),
    status: KPI_STATUS_LABELS[normaliseStatus(k.status)],
  };
}

function checklistSummary(industry: string | null, completed: ReadonlySet<string>, lastUpdated: Date | null): ChecklistSummary {
  const { checklist } = getIndustryChecklist(industry);
  const groups = CHECKLIST_GROUPS.map((g) => ({
    name: g[0].toUpperCase() + g.slice(1),
    done: checklist[g].filter((item) => completed.has(item)).length,
    total: checklist[g].length,
    items: checklist[g].map((item) => ({ item, done: completed.has(item) })),
  }));
  const done = groups.reduce((s, g) => s + g.done, 0);
  const total = groups.reduce((s, g) => s + g.total, 0);
  return { done, total, percentage: total ? Math.round((done / total) * 100) : 0, groups, lastUpdated };
}

/**
 * The annex's Review column is narrow (a 10,000-row annex must stay one line a row): the state and,
 * for an approval or rejection, the reviewer's initials ('Approved RK'), spelled out under the
 * annex's title. Two reviewers with the same initials are told apart by a number ('RK2').
 */
/** Entries whose period lies within the report's years (the oldest year column's start to the report year's end). */
export function entriesOfYears(entries: readonly ReportEntry[], view: Pick<QuestionnaireView, "fy" | "years"> & { fy_start_month?: number }): ReportEntry[] {
  const fyStartMonth = view.fy_start_month ?? 4;
  const from = previousFiscalYear(view.fy, fyStartMonth, Math.max(0, view.years.length - 1)).start;
  const to = view.fy.end;
  return entries.filter((e) => {
    const p = readPeriod(e.period, { fyStartMonth });
    return !!p.start && !!p.end && p.start >= from && p.end <= to;
  });
}

function reviewerInitials(entries: readonly ReportEntry[]): Map<string, string> {
  const byName = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const name of [...new Set(entries.map((e) => e.reviewedBy).filter((n): n is string => !!n))].sort()) {
    const letters =
      name
        .split(/[\s@._-]+/)
        .filter(Boolean)
        .slice(0, 3)
        .map((w) => w[0].toUpperCase())
        .join("") || "?";
    const n = (taken.get(letters) ?? 0) + 1;
    taken.set(letters, n);
    byName.set(name, n === 1 ? letters : `${letters}${n}`);
  }
  return byName;
}

function reviewLabel(e: ReportEntry, initials: ReadonlyMap<string, string>): string {
  const state = e.reviewState ?? "draft";
  const label = REVIEW_STATE_LABELS[state];
  const who = e.reviewedBy ? initials.get(e.reviewedBy) : undefined;
  return (state === "approved" || state === "rejected") && who ? `${label} ${who}` : label;
}

/**
 * Each distinct text's place in localeCompare's order, equal texts (by that order) at equal
 * places: sorting 1,00,000 entries compared strings with localeCompare some five million times,
 * whereas the texts that differ are a few hundred.
 */
function collationRanks(texts: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(texts)].sort((a, b) => a.localeCompare(b));
  const ranks = new Map<string, number>();
  let rank = 0;
  sorted.forEach((text, i) => {
    if (i && sorted[i - 1].localeCompare(text) !== 0) rank++;
    ranks.set(text, rank);
  });
  return ranks;
}

function annexRows(entries: readonly ReportEntry[], initials: ReadonlyMap<string, string>): AnnexRow[] {
  const rank = collationRanks(entries.flatMap((e) => [e.framework, e.category, e.metric]));
  // periodSortKey reads the period text (a pure reading), and the periods repeat: each read once.
  const spans = new Map<string, number | null>();
  const periodKey = (period: string, createdAt: Date) => {
    let end = spans.get(period);
    if (end === undefined) spans.set(period, (end = parsePeriod(period)?.end ?? null));
    return end ?? createdAt.getTime();
  };
  // Each entry's sort keys found once, not at every comparison.
  return entries
    .map((e) => ({
      e,
      framework: rank.get(e.framework)!,
      category: rank.get(e.category)!,
      metric: rank.get(e.metric)!,
      period: periodKey(e.period, e.createdAt),
      created: e.createdAt.getTime(),
    }))
    .sort((a, b) => a.framework - b.framework || a.category - b.category || a.metric - b.metric || b.period - a.period || b.created - a.created)
    .map(({ e }) => ({
      framework: e.framework,
      category: e.category,
      metric: e.metric,
      value: reportValue(e),
      period: e.period.trim(),
      source: sourceLabel(e.source),
      review: reviewLabel(e, initials),
      audit: e.auditCount,
    }));
}

/** Every cell of the view by key, with the question it belongs to. */
function indexCells(view: QuestionnaireView): { cells: Map<string, CellView>; questionOf: Map<string, QuestionView> } {
  const cells = new Map<string, CellView>();
  const questionOf = new Map<string, QuestionView>();
  for (const { cell, question } of viewCells(view)) {
    cells.set(cell.key, cell);
    questionOf.set(cell.key, question);
  }
  return { cells, questionOf };
}

/** The units' figures by cell, in questionnaire order, with their sum (in the cell's unit; "—" when a figure is not a number or the units differ). */
function unitBreakdownOf(figures: readonly UnitFigureInput[], questionOf: Map<string, QuestionView>): UnitBreakdown[] {
  const byKey = new Map<string, UnitFigureInput[]>();
  for (const f of figures) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f]);
  const order = [...questionOf.keys()];
  return [...byKey.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([key, rows]) => {
      const units = new Set(rows.map((r) => r.unit.trim()));
      const numeric = rows.every((r) => r.numericValue !== null) && units.size === 1;
      const total = rows.reduce((n, r) => n + (r.numericValue ?? 0), 0);
      return {
        question: questionRef(questionOf.get(key)),
        key,
        label: rows[0].label,
        rows: [...rows]
          .sort((a, b) => a.unitName.localeCompare(b.unitName))
          .map((r) => ({
            unitName: r.unitName,
            value: reportValue(r),
            status: REVIEW_STATE_LABELS[r.reviewState as ReviewState] ?? r.reviewState,
            enteredBy: r.enteredBy,
          })),
        sum: numeric ? reportValue({ value: String(total), numericValue: total, unit: rows[0].unit }) : "—",
      };
    });
}

function questionRef(q: QuestionView | undefined): string {
  if (!q) return "";
  if (q.section !== "C") return `Section ${q.section} Q${q.number}`;
  if (!q.principle) return q.title;
  return `${q.principle} ${q.indicator === "leadership" ? "Leadership" : "Essential"} ${questionNumber(q)}`;
}

/** Scope 2 far from grid electricity × the year's grid factor, as a data check naming both figures. */
function scope2Checks(view: QuestionnaireView, gridKgPerKwh: number | null): CheckRow[] {
  const check = scope2Check(view, gridKgPerKwh);
  if (!check?.off) return [];
  return [
    {
      question: "P6 Essential 7",
      key: "P6-E7-S2",
      message: `Scope 2 (${formatFigure(check.reported, "tCO2e")}) differs by more than 1% from grid electricity × the year's grid factor (${formatFigure(check.expected, "tCO2e")})`,
    },
  ];
}

/** What the cover says until the board has approved the year. */
export const DRAFT_STATUS = "Draft — not approved by the Board";

function approvalText(a: BoardApproval): string {
  const day = formatLongDate(new Date(`${a.approvalDate}T00:00:00Z`));
  const resolution = a.resolutionReference.trim() ? `; resolution ${a.resolutionReference.trim()}` : "";
  return `On ${day}: ${a.approvedBy}, ${a.designation} (DIN ${a.din})${resolution}`;
}

/**
 * Rows the questionnaire computes for the platform (a total SEBI's table does not have, a Core
 * figure it derives) say so in their label: the annual-report edition prints SEBI's rows only.
 */
const PLATFORM_ROW = /not a row of SEBI's table/i;

export function isPlatformRow(label: string): boolean {
  return PLATFORM_ROW.test(label);
}

function questionWithoutPlatformRows(q: ReportQuestion): ReportQuestion {
  return {
    ...q,
    blocks: q.blocks.map((b) => (b.kind === "grid" ? { ...b, grid: { ...b.grid, rows: b.grid.rows.filter((r) => !isPlatformRow(r.label)) } } : b)),
  };
}

function withoutPlatformRows(part: ReportPart): ReportPart {
  return { ...part, questions: part.questions.map(questionWithoutPlatformRows) };
}

export function buildBrsrReport(input: ReportInput): BrsrReport {
  const view = input.questionnaire;
  const years = view.years;
  const { cells, questionOf } = indexCells(view);
  const section = (id: "A" | "B" | "C") => view.sections.find((s) => s.id === id)?.questions ?? [];

  const pyLabel = years.find((y) => y.slot === "py")?.label;
  const printedNotes = new Map(input.entries.filter((e) => e.notesPrint && e.notes.trim()).map((e) => [e.id, e.notes.trim()]));
  const printers: Printers = (notes) => makePrinter({ restated: input.restatements, pyLabel, annual: input.edition === "annual-report", notes, printedNotes });
  const sectionA = partsOf(section("A"), (q) => sectionAQuestion(q, input, printers));
  const sectionB = partsOf(section("B"), (q) => reportQuestion(q, years, printers));
  const c = section("C");
  const principles = PRINCIPLES.map((code, i) => ({
    code,
    number: i + 1,
    title: PRINCIPLE_TITLES[code],
    essential: c.filter((q) => q.principle === code && q.indicator !== "leadership").map((q) => reportQuestion(q, years, printers)),
    leadership: c.filter((q) => q.principle === code && q.indicator === "leadership").map((q) => reportQuestion(q, years, printers)),
  }));
  const inputs = c.find((q) => !q.principle);

  // The annex lists the figures of the years the report shows, not every year the company holds.
  const annexEntries = entriesOfYears(input.entries, view);
  const counts = new Map<string, number>();
  for (const e of annexEntries) counts.set(e.source, (counts.get(e.source) ?? 0) + 1);
  const initials = reviewerInitials(annexEntries);

  const coreNotes: string[] = [];
  const p = input.profile;
  const progress = view.progress;
  const edition = input.edition ?? "working";
  const annual = edition === "annual-report";
  const approval = input.approval ?? null;
  const cover = [
    { label: "Financial year", value: `${view.fy.label} (${fyDates(view.fy.start, view.fy.end)})` },
    { label: "Corporate Identity Number (CIN)", value: p.cin ?? NOT_DISCLOSED },
    { label: "Reporting boundary", value: p.reporting_boundary ? p.reporting_boundary[0].toUpperCase() + p.reporting_boundary.slice(1) : NOT_DISCLOSED },
    approval ? { label: "Approved by the Board of Directors", value: approvalText(approval) } : { label: "Status", value: DRAFT_STATUS },
  ];
  if (!annual) {
    cover.push(
      { label: "Date of generation", value: formatLongDate(input.generatedAt) },
      {
        label: "Required disclosures answered",
        value: `${formatIndianNumber(progress.answered)} of ${formatIndianNumber(progress.total)}${progress.total ? ` (${Math.round((progress.answered / progress.total) * 100)}%)` : ""}`,
      },
    );
  }
  const sebiOnly = (parts: ReportPart[]) => (annual ? parts.map(withoutPlatformRows) : parts);
  return {
    company: input.company,
    generatedAt: input.generatedAt,
    edition,
    approval,
    fy: view.fy.label,
    cover,
    years,
    sectionA: sebiOnly(sectionA),
    sectionB: sebiOnly(sectionB),
    principles: annual
      ? principles.map((pr) => ({
          ...pr,
          essential: pr.essential.map(questionWithoutPlatformRows),
          leadership: pr.leadership.map(questionWithoutPlatformRows),
        }))
      : principles,
    intensityInputs: inputs ? { ...reportQuestion(inputs, years), number: "" } : null,
    core: coreTable(view, cells, printers(coreNotes)),
    coreNotes,
    valueChain: valueChainReport(input.valueChain, view.fy.label),
    basis: basisOfPreparation({
      view,
      profile: p,
      factors: input.basis?.factors ?? [],
      scope2Market: input.basis?.scope2Market ?? null,
      notesOf: (ids) => {
        const wanted = new Set(ids);
        return input.entries
          .filter((e) => wanted.has(e.id))
          .map((e) => e.notes)
          .join(" ");
      },
    }),
    kpis: input.kpis.map(kpiRow),
    checklist: checklistSummary(input.company.industry, new Set(input.checklistCompleted), input.checklistUpdatedAt),
    annex: annexRows(annexEntries, initials),
    reviewers: [...initials].map(([name, initials]) => ({ initials, name })).sort((a, b) => a.initials.localeCompare(b.initials)),
    provenance: [
      "manual",
      "calculator",
      "extraction",
      "import",
      ...[...counts.keys()].filter((s) => !["manual", "calculator", "extraction", "import"].includes(s)),
    ].map((source) => ({
      source: sourceLabel(source),
      count: counts.get(source) ?? 0,
    })),
    unitBreakdown: annual ? [] : unitBreakdownOf(input.unitFigures ?? [], questionOf),
    checks: [
      ...view.warnings.filter((w) => w.fy === view.fy.id).map((w) => ({ question: questionRef(questionOf.get(w.key)), key: w.key, message: w.message })),
      ...scope2Checks(view, input.basis?.factors[0]?.gridKgPerKwh ?? null),
    ],
  };
}
