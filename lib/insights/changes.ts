/**
 * Year-over-year moves and intensities for the insight engines, financial year against financial
 * year (decisions D19): each metric's figure per year is resolved by the one rule
 * (lib/esg-data/year-figures.ts), so a quarter is never set against a year and a year still being
 * filled is not read as a fall. Pure.
 */
import { BRSR_METRIC } from "@/lib/frameworks/metric-names";
import { metricMeasure } from "@/lib/esg-data/measure";
import { typedUnit, yearFigures, type FigureEntry } from "@/lib/esg-data/year-figures";
import { convertUnit, unitDimension } from "@/lib/measures/convert";
import type { FiscalYear } from "@/lib/periods/types";
import type { MetricChange, MetricIntensity } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

export type NumericRow = FigureEntry & { metric: string; category: string };

type YearPoint = { fy: FiscalYear; value: number };
/** Per metric (normalised name): its figure for each financial year that resolves, oldest first, in one unit. */
type YearSeries = Map<string, { metric: string; category: string; unit: string; years: YearPoint[] }>;

/** Each metric's financial-year figures, in the unit of its newest entry (older figures converted). */
export function yearSeries(rows: readonly NumericRow[], fyStartMonth = 4): YearSeries {
  const byMetric = new Map<string, NumericRow[]>();
  for (const r of rows) {
    const key = metricKey(r.metric);
    const list = byMetric.get(key);
    if (list) list.push(r);
    else byMetric.set(key, [r]);
  }
  const out: YearSeries = new Map();
  for (const [key, list] of byMetric) {
    const newest = [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    // The unit the newest figure's number is in ('₹ 1,250 Cr' typed without a unit is rupees).
    const unit = typedUnit(newest).trim();
    const { measure } = metricMeasure(newest.metric, unit);
    const years = yearFigures(list, { measure, unit, fyStartMonth })
      .flatMap((f) => (f.ok ? [{ fy: f.fy, value: f.value }] : []))
      .reverse();
    if (years.length) out.set(key, { metric: newest.metric, category: newest.category, unit, years });
  }
  return out;
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** Four significant digits: an intensity is a small number whose size is the point. */
const significant = (n: number) => (n === 0 || !Number.isFinite(n) ? n : Number(n.toPrecision(4)));

/** Revenue as BRSR and GRI divide by it: per ₹ crore, whatever scale it was typed in. */
const REVENUE_UNIT = "₹ crore";

/** Each metric's move between its two latest financial years with a figure; the biggest first, Core before others of the same size. */
export function yearOnYear(series: YearSeries, metrics: ReadonlyArray<{ name: string; core?: string }>): MetricChange[] {
  const core = new Set(metrics.filter((m) => m.core).map((m) => metricKey(m.name)));
  const changes: MetricChange[] = [];
  for (const [name, { metric, category, unit, years }] of series) {
    if (years.length < 2) continue;
    const from = years[years.length - 2];
    const to = years[years.length - 1];
    changes.push({
      metric,
      category,
      unit,
      from: { period: from.fy.label, value: from.value },
      to: { period: to.fy.label, value: to.value },
      change_pct: from.value !== 0 ? round(((to.value - from.value) / Math.abs(from.value)) * 100, 1) : null,
      core: core.has(name),
    });
  }
  return changes.sort((a, b) => Math.abs(b.change_pct ?? 0) - Math.abs(a.change_pct ?? 0) || Number(b.core) - Number(a.core));
}

const ABSOLUTE_UNIT = /co2|gj|mwh|kwh|tj|kl|m3|litre|tonne|\bt\b|\bmt\b/i;

/** Environmental totals per unit of revenue (or per employee) in the latest financial year both have a figure for. */
export function intensitiesOf(series: YearSeries, denominators: YearSeries, metrics: ReadonlyArray<{ name: string; category: string }>): MetricIntensity[] {
  const revenue = denominators.get(metricKey(BRSR_METRIC.revenue));
  const employees = denominators.get(metricKey(BRSR_METRIC.employees));
  const environmental = new Set(metrics.filter((m) => m.category === "environmental").map((m) => metricKey(m.name)));
  const out: MetricIntensity[] = [];
  for (const [name, { metric, unit, years }] of series) {
    if (!environmental.has(name) || /intensity|share|rate|%/i.test(metric) || !ABSOLUTE_UNIT.test(unit)) continue;
    for (const point of [...years].reverse()) {
      const rev = revenue?.years.find((p) => p.fy.id === point.fy.id && p.value > 0);
      const emp = employees?.years.find((p) => p.fy.id === point.fy.id && p.value > 0);
      const per = rev ?? emp;
      if (!per) continue;
      const denominator = rev ? revenue! : employees!;
      // Per rupee, a plant's energy is 0.00000768 GJ: shown to three decimals that is '0 GJ per INR'.
      const inCrore = rev && unitDimension(denominator.unit) === "money" ? convertUnit(per.value, denominator.unit, REVENUE_UNIT) : null;
      const by = inCrore?.ok ? { value: inCrore.value, unit: REVENUE_UNIT } : { value: per.value, unit: denominator.unit };
      out.push({
        metric,
        unit,
        period: point.fy.label,
        value: significant(point.value / by.value),
        per: rev ? "revenue" : "employee",
        denominator: { metric: rev ? BRSR_METRIC.revenue : BRSR_METRIC.employees, value: by.value, unit: by.unit },
      });
      break;
    }
  }
  return out;
}
