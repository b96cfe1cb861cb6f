/**
 * Small constructors that keep the questionnaire's data files readable. Each returns plain data;
 * nothing here computes.
 */
import type { BrsrCoreAttribute, CategoryId } from "@/lib/frameworks/types";
import type { Measure } from "@/lib/periods/types";
import type { Cell, Column, DerivedCell, Field, Formula, InputCell, Row, Table, YearSlot } from "./types";

type InputOptions = Partial<Pick<InputCell, "synonyms" | "alsoReportedAs" | "required" | "xbrl" | "core" | "options">>;

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
