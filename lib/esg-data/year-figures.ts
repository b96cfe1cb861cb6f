/**
 * A metric's figure for each financial year, from its entries, by the one reporting-year rule
 * (lib/periods resolveYear, decisions D19) — the same answer KPI progress, insights and the
 * dashboard give. Pure: callers read the entries.
 */
import { fiscalYear, fiscalYearOf } from "@/lib/periods/fiscal-year";
import { readPeriod } from "@/lib/periods/read";
import { resolveYear } from "@/lib/periods/resolve";
import type { FiscalYear, Measure, Period, PeriodKind, PeriodValue } from "@/lib/periods/types";
import { convertUnit } from "@/lib/measures/convert";
import { readFigure } from "@/lib/numbers/figure";

/** The fields of an entry this module reads; the stored period columns are optional. */
export type FigureEntry = {
  numericValue: number | null;
  /** The text as typed: a scale word in it ('2.6 crore') means the unit's scale is not applied again. */
  value?: string;
  unit?: string | null;
  period: string;
  createdAt: Date;
  periodKind?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
};

/** The unit an entry's number is in, by the one number reader (lib/esg-data/parse-value.ts readFigure). */
export const typedUnit = (e: Pick<FigureEntry, "value" | "unit">): string => readFigure(e.value ?? "", e.unit ?? "").unit;

const KINDS = new Set<string>(["fy", "half", "quarter", "month", "calendar_year", "date"]);

/**
 * The entry's period: its stored columns when they hold a reading, else the text read now — rows
 * written by a path that does not fill the columns stay 'unparsed' until the backfill reaches them.
 */
export function entryPeriod(e: FigureEntry, fyStartMonth = 4): Period {
  if (e.periodKind && KINDS.has(e.periodKind) && e.periodStart && e.periodEnd) {
    return { text: e.period.trim(), kind: e.periodKind as PeriodKind, start: String(e.periodStart).slice(0, 10), end: String(e.periodEnd).slice(0, 10) };
  }
  return readPeriod(e.period, { fyStartMonth });
}

export const hasNumber = (e: FigureEntry): boolean => e.numericValue !== null && Number.isFinite(e.numericValue);

/** Why a year has no figure to compare. `periods` are the entries' periods as typed. */
export type YearProblem =
  /** An entry's unit does not convert into the unit the figures are compared in. */
  | { kind: "unit"; unit: string; to: string }
  /** Sub-year entries that do not make up the year (a flow short of months, a stock short of the year's end). */
  | { kind: "partial"; periods: string[]; note: string; measure: Measure }
  /** A dated figure or a calendar year that overlaps the year without being a part of it. */
  | { kind: "not_in_year"; period: string }
  /** Sub-year entries of a metric whose unit does not say whether they add up. */
  | { kind: "unknown_measure"; periods: string[]; unit: string };

export type YearFigure<T> =
  | {
      fy: FiscalYear;
      ok: true;
      value: number;
      status: "annual" | "summed" | "year_end";
      /** What to show beside the value: the entry's own period for an annual entry, else the year's label. */
      period: string;
      used: T[];
    }
  | { fy: FiscalYear; ok: false; problem: YearProblem; used: T[] };

type Item<T> = { entry: T; period: Period; unitProblem: boolean };

/**
 * For every financial year the metric's entries touch, newest year first: its figure in `unit`
 * (default: the newest entry's unit), or why there is none. Entries without a number and
 * entries whose period does not read are left out. `measure` null means only an entry for the
 * whole year counts.
 */
export function yearFigures<T extends FigureEntry>(
  entries: readonly T[],
  { measure, unit, fyStartMonth = 4 }: { measure: Measure | null; unit?: string | null; fyStartMonth?: number },
): YearFigure<T>[] {
  const numeric = entries.filter(hasNumber);
  if (!numeric.length) return [];
  const newest = [...numeric].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const to = (unit ?? "").trim() || (newest.unit ?? "").trim();

  const values: PeriodValue<Item<T>>[] = [];
  const years = new Map<number, FiscalYear>();
  for (const entry of numeric) {
    const period = entryPeriod(entry, fyStartMonth);
    if (!period.start || !period.end) continue;
    const converted = convertUnit(entry.numericValue!, typedUnit(entry), to);
    values.push({ period, value: converted.ok ? converted.value : null, createdAt: entry.createdAt, item: { entry, period, unitProblem: !converted.ok } });
    // Readable periods are at most a year long, so an entry touches one or two years.
    const first = fiscalYearOf(period.start, fyStartMonth).endYear;
    const last = fiscalYearOf(period.end, fyStartMonth).endYear;
    for (let y = first; y <= last; y++) if (!years.has(y)) years.set(y, fiscalYear(y, fyStartMonth));
  }

  const out: YearFigure<T>[] = [];
  for (const fy of [...years.values()].sort((a, b) => b.endYear - a.endYear)) {
    const r = resolveYear(values, fy, measure ?? "flow");
    if (r.status === "missing") continue;
    const used = r.used.map((i) => i.entry);
    const texts = r.used.map((i) => i.period.text);
    const badUnit = r.used.find((i) => i.unitProblem);
    if (badUnit) {
      out.push({ fy, ok: false, problem: { kind: "unit", unit: (badUnit.entry.unit ?? "").trim(), to }, used });
    } else if (r.status === "partial") {
      const problem: YearProblem =
        r.coveredMonths > 0 ? { kind: "partial", periods: texts, note: r.note, measure: measure ?? "flow" } : { kind: "not_in_year", period: texts[0] };
      out.push({ fy, ok: false, problem, used });
    } else if (r.value === null) {
      // Every entry here has a number; a null can only come from a unit that did not convert.
      continue;
    } else if (measure === null && r.status !== "annual") {
      out.push({ fy, ok: false, problem: { kind: "unknown_measure", periods: texts, unit: to }, used });
    } else {
      out.push({ fy, ok: true, value: r.value, status: r.status, period: r.status === "annual" ? texts[0] : fy.label, used });
    }
  }
  return out;
}
