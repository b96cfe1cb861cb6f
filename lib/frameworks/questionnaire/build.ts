/**
 * Small constructors that keep the questionnaire's data files readable. Each returns plain data;
 * nothing here computes.
 */
import type { BrsrCoreAttribute, CategoryId } from "@/lib/frameworks/types";
import type { Measure } from "@/lib/periods/types";
import { rowCellKey } from "./row-keys";
import type { Cell, CellType, Column, DerivedCell, Field, Formula, InputCell, Row, RowColumn, RowSlot, RowTable, Table, YearSlot } from "./types";

type InputOptions = Partial<Pick<InputCell, "synonyms" | "alsoReportedAs" | "required" | "xbrl" | "core" | "options" | "computedFrom">>;

/** A number the user types. Flows add up over the year; stocks are read at its end. */
export function num(key: string, metric: string, unit: string, measure: Measure, category: CategoryId, options: InputOptions = {}): InputCell {
  return { kind: "input", key, metric, unit, type: "number", measure, category, ...options };
}

/** A narrative answer. */
export function text(key: string, metric: string, category: CategoryId, options: InputOptions = {}): InputCell {
  return { kind: "input", key, metric, unit: "", type: "text", measure: "stock", category, ...options };
}

/** A Yes/No answer. */
export function yesNo(key: string, metric: string, category: CategoryId, options: InputOptions = {}): InputCell {
  return { kind: "input", key, metric, unit: "", type: "yesno", measure: "stock", category, options: ["Yes", "No"], ...options };
}

/** One of a fixed list of answers. */
export function choice(key: string, metric: string, category: CategoryId, choices: readonly string[], options: InputOptions = {}): InputCell {
  return { kind: "input", key, metric, unit: "", type: "choice", measure: "stock", category, options: choices, ...options };
}

type DerivedOptions = Partial<Pick<DerivedCell, "shows" | "given" | "metric" | "category" | "measure" | "xbrl" | "core">>;

export function derived(key: string, unit: string, formula: Formula, options: DerivedOptions = {}): DerivedCell {
  return { kind: "derived", key, unit, formula, ...options };
}

export const sum = (...of: string[]): Formula => ({ op: "sum", of });
export const percent = (part: string, whole: string): Formula => ({ op: "percent", part, whole });
export const ratio = (num: string, den: string, factor: number): Formula => ({ op: "ratio", num, den, factor });

/**
 * An input the questionnaire asks so that a ratio SEBI prints can be computed: optional as a cell
 * (readiness names it through the ratio it feeds), labelled so the annual-report edition leaves it out.
 */
export function ratioInput(key: string, metric: string, unit: string, measure: Measure, category: CategoryId): InputCell {
  return num(key, metric, unit, measure, category, { required: false });
}

/** The label of a ratio's input row or field: not one of SEBI's rows. */
export const inputLabel = (label: string) => `${label} (input to the ratio; not a row of SEBI's table)`;

export function row(id: string, label: string, cells: Record<string, Cell> = {}): Row {
  return { id, label, cells };
}

export function heading(id: string, label: string): Row {
  return { id, label, heading: true, cells: {} };
}

/** A one-value-per-year table (SEBI's 'Parameter | FY (Current) | FY (Previous)' layout). */
const VALUE: Column[] = [{ id: "value", label: "" }];

export function table(id: string, rows: Row[], options: { title?: string; columns?: Column[]; years?: YearSlot[] } = {}): Table {
  return { kind: "table", id, title: options.title, columns: options.columns ?? VALUE, rows, years: options.years ?? ["cy", "py"] };
}

export function field(cell: InputCell | DerivedCell, label: string, years: YearSlot[] = ["cy"]): Field {
  return { kind: "field", id: cell.key, label, cell, years };
}

/** SEBI's closing note under the P6 tables: an external assessment, and the agency's name. */
export function externalAssessment(prefix: string, what: string, core?: BrsrCoreAttribute): Field[] {
  return [
    field(
      yesNo(`${prefix}-ASSESSED`, `${what}: independent assessment or assurance by an external agency`, "environmental", { required: false, core }),
      "Independent assessment / evaluation / assurance carried out by an external agency? (Y/N)",
    ),
    field(text(`${prefix}-AGENCY`, `${what}: name of the external agency`, "environmental", { required: false }), "If yes, name of the external agency"),
  ];
}

/** A column of a row table: free text unless told otherwise. */
export function col(
  id: string,
  label: string,
  options: { type?: CellType; options?: readonly string[]; unit?: string; measure?: Measure; required?: boolean } = {},
): RowColumn {
  const type = options.type ?? (options.options ? "choice" : "text");
  return {
    id,
    label,
    type,
    ...(type === "yesno" ? { options: ["Yes", "No"] } : options.options ? { options: options.options } : {}),
    unit: options.unit ?? "",
    measure: options.measure ?? "stock",
    ...(options.required === false ? { required: false } : {}),
  };
}

export const yesNoCol = (id: string, label: string, required = true) => col(id, label, { type: "yesno", required });
export const numCol = (id: string, label: string, unit: string, required = true) => col(id, label, { type: "number", unit, required });

/** The input cell of one row and column; metric 'Material issue 3: risk or opportunity (R/O)'. */
export function rowCell(tableId: string, noun: string, category: CategoryId, n: number, c: RowColumn, metric?: string): InputCell {
  return {
    kind: "input",
    key: rowCellKey(tableId, n, c.id),
    metric: metric ?? `${noun} ${n}: ${c.label}`,
    unit: c.unit,
    type: c.type,
    ...(c.options ? { options: c.options } : {}),
    measure: c.measure,
    category,
    // A row table is answered as a whole (a complete row, or 'Not applicable'), never cell by cell.
    required: false,
  };
}

/**
 * A table whose rows the company adds, with every row up to `maxRows` as data. `legacy` is the
 * narrative answer it replaces, kept under its old key and metric.
 */
export function rowTable(
  id: string,
  noun: string,
  category: CategoryId,
  columns: readonly RowColumn[],
  options: { title?: string; years?: YearSlot[]; maxRows?: number; legacy?: InputCell; required?: boolean } = {},
): RowTable {
  const maxRows = options.maxRows ?? 20;
  const rows: RowSlot[] = Array.from({ length: maxRows }, (_, i) => ({
    number: i + 1,
    cells: Object.fromEntries(columns.map((c) => [c.id, rowCell(id, noun, category, i + 1, c)])),
  }));
  return {
    kind: "rows",
    id,
    ...(options.title ? { title: options.title } : {}),
    noun,
    columns,
    years: options.years ?? ["cy"],
    maxRows,
    ...(options.required !== undefined ? { required: options.required } : {}),
    rows,
    ...(options.legacy ? { legacy: { ...options.legacy, required: false } } : {}),
  };
}
