/**
 * From a company's entries to the questionnaire's inputs for each financial year: which entries
 * fill which cell (the cell's metric or a synonym, BRSR entries before other frameworks'), read
 * for the year by the one period model (lib/periods), converted into the cell's unit.
 */
import { parseNumericValue } from "@/lib/numbers/read";
import { readPeriod } from "@/lib/periods/read";
import { resolveYear } from "@/lib/periods/resolve";
import type { FiscalYear, Measure, PeriodValue } from "@/lib/periods/types";
import { convertUnit, unitOfTypedValue } from "@/lib/measures/convert";
import { formatFigureNumber } from "@/lib/format";
import type { CellInput, YearData } from "./evaluate";
import type { Cell } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

/** The fields of an entry the questionnaire reads. */
export type SourceEntry = {
  id: string;
  framework: string;
  metric: string;
  value: string;
  numericValue: number | null;
  unit: string;
  period: string;
  notes: string;
  source: string;
  createdAt: Date;
  /** Maker–checker state (lib/review), when the reader loaded it: the questionnaire then shows each cell's. */
  reviewState?: string;
};

/** A value typed as 'Not applicable' (or 'NA', 'N/A'): the reason is in the entry's notes. */
export const NOT_APPLICABLE = /^(?:not applicable|n\.?\s?a\.?|n\/a)$/i;

function indexByMetric(entries: readonly SourceEntry[]): Map<string, SourceEntry[]> {
  const index = new Map<string, SourceEntry[]>();
  for (const e of entries) {
    const key = metricKey(e.metric);
    const list = index.get(key);
    if (list) list.push(e);
    else index.set(key, [e]);
  }
  return index;
}

type Candidate = { entry: SourceEntry; number: number | null; unitProblem?: string };

function candidatesFor(names: readonly string[], index: Map<string, SourceEntry[]>, unit: string, numeric: boolean): Candidate[] {
  const seen = new Set<string>();
  const found: SourceEntry[] = [];
  for (const name of names) {
    for (const e of index.get(metricKey(name)) ?? []) {
      if (!seen.has(e.id)) {
        seen.add(e.id);
        found.push(e);
      }
    }
  }
  // One figure entered under BRSR and under another framework: the BRSR entry is the filing's.
  const brsr = found.filter((e) => e.framework === "BRSR");
  const chosen = brsr.length ? brsr : found;
  return chosen.map((entry) => {
    if (!numeric || NOT_APPLICABLE.test(entry.value.trim())) return { entry, number: null };
    const parsed = entry.numericValue ?? parseNumericValue(entry.value);
    if (parsed === null) return { entry, number: null, unitProblem: `'${entry.value}' is not a number` };
    if (!unit) return { entry, number: parsed };
    const converted = convertUnit(parsed, unitOfTypedValue(entry.value, entry.unit), unit);
    return converted.ok ? { entry, number: converted.value } : { entry, number: null, unitProblem: converted.reason };
  });
}

function resolveCell(candidates: Candidate[], fy: FiscalYear, measure: Measure, fyStartMonth: number, numeric: boolean): CellInput | undefined {
  if (!candidates.length) return undefined;
  const values: PeriodValue<Candidate>[] = candidates.map((c) => ({
    period: readPeriod(c.entry.period, { fyStartMonth }),
    value: c.number,
    createdAt: c.entry.createdAt,
    item: c,
  }));
  // Text answers are never summed: only the year's own answer counts.
  const r = resolveYear(values, fy, numeric ? measure : "stock");
  if (r.status === "missing") return undefined;
  if (!numeric && r.status !== "annual") return undefined;
  const used = r.used;
  const last = used[used.length - 1];
  const entryIds = used.map((c) => c.entry.id);
  const source = [...new Set(used.map((c) => c.entry.source))].join(", ");
  if (used.length === 1 && NOT_APPLICABLE.test(last.entry.value.trim())) {
    return { text: last.entry.value.trim(), number: null, status: "annual", notApplicable: last.entry.notes.trim(), entryIds, source };
  }
  const unitProblem = used.find((c) => c.unitProblem)?.unitProblem;
  const note = r.status === "partial" ? r.note : unitProblem;
  const text = r.status === "summed" ? formatFigureNumber(r.value) : last.entry.value.trim();
  return { text, number: unitProblem ? null : r.value, status: r.status, note, unit: last.entry.unit.trim() || undefined, entryIds, source };
}

/** Inputs and entered totals of every cell, for each of the years. */
export function collectYears({
  cells,
  entries,
  years,
  fyStartMonth,
}: {
  cells: readonly Cell[];
  entries: readonly SourceEntry[];
  years: readonly FiscalYear[];
  fyStartMonth: number;
}): YearData[] {
  const index = indexByMetric(entries);
  const inputCandidates = new Map<string, Candidate[]>();
  const givenCandidates = new Map<string, Candidate[]>();
  for (const cell of cells) {
    if (cell.kind === "input") {
      const c = candidatesFor([cell.metric, ...(cell.synonyms ?? [])], index, cell.unit, cell.type === "number");
      if (c.length) inputCandidates.set(cell.key, c);
    } else if (cell.given?.length) {
      const c = candidatesFor(cell.given, index, cell.unit, true);
      if (c.length) givenCandidates.set(cell.key, c);
    }
  }
  const byKey = new Map(cells.map((c) => [c.key, c]));
  return years.map((fy) => {
    const inputs = new Map<string, CellInput>();
    for (const [key, candidates] of inputCandidates) {
      const cell = byKey.get(key)!;
      if (cell.kind !== "input") continue;
      const v = resolveCell(candidates, fy, cell.measure, fyStartMonth, cell.type === "number");
      if (v) inputs.set(key, v);
    }
    const given = new Map<string, CellInput>();
    for (const [key, candidates] of givenCandidates) {
      const cell = byKey.get(key)!;
      // A total adds up over the year; a percentage or a ratio does not.
      const measure = cell.measure ?? (cell.kind === "derived" && cell.formula.op === "sum" ? "flow" : "stock");
      const v = resolveCell(candidates, fy, measure, fyStartMonth, true);
      if (v) given.set(key, v);
    }
    return { fy, inputs, given };
  });
}
