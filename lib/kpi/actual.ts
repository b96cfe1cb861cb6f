/**
 * # Which figure a KPI target is measured against
 *
 * A target compares like with like (decisions D19):
 *
 * - A target for a year (a financial year, a calendar year, a date, or a period that does not
 *   read) is measured against the metric's figure for a financial year: the newest year whose
 *   figure resolves by the one rule (lib/esg-data/year-figures.ts) — the year's own entry, or
 *   quarters/months summed for a flow when they cover the whole year, or the year-end reading of
 *   a stock. A lone quarter, a partial year, or a figure dated a day is never taken for a year.
 * - A target for a quarter, half or month is measured against the newest entry of that kind.
 * - The figure is converted into the target's unit (lib/measures/convert.ts); when it cannot be,
 *   the target has no actual value.
 *
 * When there is no actual value, or newer figures were left out, `note` says why.
 */
import { metricMeasure } from "@/lib/esg-data/measure";
import { entryPeriod, hasNumber, typedUnit, yearFigures, type FigureEntry, type YearFigure, type YearProblem } from "@/lib/esg-data/year-figures";
import { readPeriod } from "@/lib/periods/read";
import type { PeriodKind } from "@/lib/periods/types";
import { convertUnit } from "@/lib/measures/convert";

/** The value, its period, why there is none (or what was left out), and the entries it was made of. */
type Actual<T extends FigureEntry = FigureEntry> = { value: number | null; period: string | null; note: string | null; used: T[] };

const none = <T extends FigureEntry>(note: string | null = null): Actual<T> => ({ value: null, period: null, note, used: [] });

const SUB_YEAR: Partial<Record<PeriodKind, string>> = { quarter: "quarterly", half: "half-yearly", month: "monthly" };

/** 'Q1 FY 2025-26', 'Q1 FY 2025-26 and Q2 FY 2025-26', 'Apr 2025, May 2025 and 4 more'. */
function listOf(periods: string[]): string {
  const shown = periods.length > 4 ? [...periods.slice(0, 3), `${periods.length - 3} more`] : periods;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}` : shown[0];
}

const inUnit = (unit: string) => (unit ? `in ${unit}` : "without a unit");

/** Why a year's figure cannot be compared with an annual target, as one sentence without the target's side. */
function problemText(p: YearProblem, fyLabel: string): string {
  switch (p.kind) {
    case "unit":
      return `the figure for ${fyLabel} is ${inUnit(p.unit)}, which does not convert to ${p.to}`;
    case "partial":
      return p.measure === "stock"
        ? `only ${listOf(p.periods)} is entered for ${fyLabel} (${p.note}), not a year-end figure`
        : `only ${listOf(p.periods)} ${p.periods.length > 1 ? "are" : "is"} entered for ${fyLabel} (${p.note.replace(/ \(.*$/, "")})`;
    case "not_in_year":
      return `'${p.period}' is not a financial year`;
    case "unknown_measure":
      return `only ${listOf(p.periods)} ${p.periods.length > 1 ? "are" : "is"} entered for ${fyLabel}, and ${p.unit ? `'${p.unit}'` : "a figure without a unit"} does not say whether they add up over a year`;
  }
}

/** The note when the newest year cannot be compared: said from the target's side. */
function refusal(f: Extract<YearFigure<unknown>, { ok: false }>, targetUnit: string): string {
  const p = f.problem;
  if (p.kind === "unit" && targetUnit) return `Latest figure is ${inUnit(p.unit)}; the target is in ${targetUnit}`;
  if (p.kind === "partial" && p.measure === "flow") return `Only ${listOf(p.periods)} ${p.periods.length > 1 ? "are" : "is"} entered; the target is annual`;
  if (p.kind === "not_in_year") return `Latest figure is for '${p.period}', not a financial year; the target is annual`;
  const text = problemText(p, f.fy.label);
  const sentence = `${text[0].toUpperCase()}${text.slice(1)}`;
  // Units that do not convert are the problem whatever the target's period.
  return p.kind === "unit" ? sentence : `${sentence}; the target is annual`;
}

/** The figure an annual target is measured against: the newest financial year that resolves. */
export function annualActual<T extends FigureEntry>(
  entries: readonly T[],
  { metric, unit, fyStartMonth }: { metric: string; unit: string; fyStartMonth: number },
): Actual<T> {
  const numeric = entries.filter(hasNumber);
  if (!numeric.length) return none();
  const { measure } = metricMeasure(metric, unit.trim() || numeric[0].unit);
  const figures = yearFigures(numeric, { measure, unit, fyStartMonth });
  const found = figures.findIndex((f) => f.ok);
  if (found < 0) {
    const newest = figures[0];
    if (newest && !newest.ok) return none(refusal(newest, unit.trim()));
    // Every numeric entry has a period that does not read.
    const latest = [...numeric].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    return none(`Latest figure's period '${latest.period.trim()}' does not read as a financial year; the target is annual`);
  }
  const figure = figures[found] as Extract<YearFigure<T>, { ok: true }>;
  // Newer years that could not be used are said, so a figure typed in the wrong unit or a year
  // still being filled is not silently passed over.
  const skipped = figures
    .slice(0, found)
    .map((f) => (f.ok ? "" : `${f.fy.label} is left out: ${problemText(f.problem, f.fy.label)}`))
    .filter(Boolean);
  return { value: figure.value, period: figure.period, note: skipped.length ? skipped.join("; ") : null, used: figure.used };
}

/** The figure a quarterly, half-yearly or monthly target is measured against: the newest entry of that kind. */
function subYearActual<T extends FigureEntry>(
  entries: readonly T[],
  { kind, unit, fyStartMonth }: { kind: PeriodKind; unit: string; fyStartMonth: number },
): Actual<T> {
  const numeric = entries.filter(hasNumber);
  if (!numeric.length) return none();
  const candidates = numeric
    .map((e) => ({ e, p: entryPeriod(e, fyStartMonth) }))
    .filter(({ p }) => p.kind === kind)
    .sort((a, b) => b.p.end!.localeCompare(a.p.end!) || b.e.createdAt.getTime() - a.e.createdAt.getTime());
  const word = SUB_YEAR[kind]!;
  if (!candidates.length) return none(`No ${word} figure is entered; the target is ${word}`);
  const to = unit.trim() || (candidates[0].e.unit ?? "").trim();
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const { e, p } of candidates) {
    // The same period entered twice is one figure: the newest.
    if (seen.has(p.end!)) continue;
    seen.add(p.end!);
    const converted = convertUnit(e.numericValue!, typedUnit(e), to);
    if (converted.ok) return { value: converted.value, period: p.text, note: skipped.length ? skipped.join("; ") : null, used: [e] };
    if (!skipped.length && candidates.every((c) => !convertUnit(c.e.numericValue!, typedUnit(c.e), to).ok)) {
      return none(`Latest figure is ${inUnit((e.unit ?? "").trim())}; the target is in ${to}`);
    }
    skipped.push(`${p.text} is left out: its figure is ${inUnit((e.unit ?? "").trim())}, which does not convert to ${to}`);
  }
  return none(skipped.join("; ") || null);
}

/** The actual value a target is measured against, in the target's unit, with the reason when there is none. */
export function targetActual<T extends FigureEntry>(
  entries: readonly T[],
  rule: { metric: string; unit: string; targetPeriod: string; fyStartMonth: number },
): Omit<Actual<T>, "used"> {
  const { value, period, note } = measuredActual(entries, rule);
  return { value, period, note };
}

/** As targetActual, with the entries the value was made of (whose review states say whether it is approved). */
export function measuredActual<T extends FigureEntry>(
  entries: readonly T[],
  { metric, unit, targetPeriod, fyStartMonth }: { metric: string; unit: string; targetPeriod: string; fyStartMonth: number },
): Actual<T> {
  const kind = readPeriod(targetPeriod, { fyStartMonth }).kind;
  if (SUB_YEAR[kind]) return subYearActual(entries, { kind, unit, fyStartMonth });
  return annualActual(entries, { metric, unit, fyStartMonth });
}
