/**
 * Whether a metric adds up over a year (a flow) or is read at a moment (a stock), so that a
 * year's figure can be made from quarters or months (lib/periods resolveYear, decisions D19).
 * The questionnaire knows this for its own cells, and wins; for any other metric the unit tells.
 */
import { allCells, inputCellByMetric } from "@/lib/frameworks/questionnaire";
import { metricKey } from "@/lib/frameworks/metric-key";
import type { Measure } from "@/lib/periods/types";
import { normaliseUnit, unitDimension } from "@/lib/measures/convert";

type MetricMeasure = {
  /** null when neither the questionnaire nor the unit says: such figures are never combined. */
  measure: Measure | null;
  /** The questionnaire cell's canonical unit ('GJ', 'kL', '%'…), or null when it has none. */
  unit: string | null;
  source: "questionnaire" | "unit" | "unknown";
};

// A rate or an intensity is a ratio of two flows: summing four quarters' LTIFR is meaningless.
const PER = /(?:^|\s)per\s|\//;
const STOCK_WORDS = /\b(?:ratio|rate|index|score|days?|count|number|nos?|headcount|people|persons|employees|fte)\b/;
const FLOW_WORDS =
  /\b(?:hours?|hrs?|person-hours|man-hours|km|passenger-km|tonne-km|litres?|liters?|kl|ml|m3|gj|mj|tj|kwh|mwh|gwh|tonnes?|tons?|kg|t|mt|tco2e?|co2e?|inr|rs|rupees?|crores?|lakhs?)\b|₹|m³/;

/** The measure a unit implies: %, counts, ratios, rates, days and anything 'per …' are stocks; quantities are flows. */
export function measureOfUnit(unit: string | null | undefined): Measure | null {
  const u = normaliseUnit(unit ?? "");
  if (!u) return null;
  if (PER.test(u) || /%|\bper ?cent/.test(u)) return "stock";
  const dimension = unitDimension(u);
  if (dimension === "percent" || dimension === "count" || dimension === "days") return "stock";
  if (dimension) return "flow";
  if (STOCK_WORDS.test(u)) return "stock";
  if (FLOW_WORDS.test(u)) return "flow";
  return null;
}

/** Computed cells by metric name and the names a total is entered under ('Total energy consumption'). */
const DERIVED: ReadonlyMap<string, { measure: Measure; unit: string }> = (() => {
  const index = new Map<string, { measure: Measure; unit: string }>();
  for (const c of allCells()) {
    if (c.kind !== "derived") continue;
    // As the questionnaire reads a given total (lib/frameworks/questionnaire/collect.ts): a sum adds up over the year; a percentage or a ratio does not.
    const measure = c.measure ?? (c.formula.op === "sum" ? "flow" : "stock");
    for (const name of [c.metric, ...(c.given ?? [])]) {
      if (!name) continue;
      const key = metricKey(name);
      if (!index.has(key)) index.set(key, { measure, unit: c.unit });
    }
  }
  return index;
})();

/** How `metric` adds up over a year, and the unit the questionnaire holds it in; `unit` decides for metrics it does not know. */
export function metricMeasure(metric: string, unit?: string | null): MetricMeasure {
  const cell = inputCellByMetric(metric);
  if (cell) return { measure: cell.measure, unit: cell.unit || null, source: "questionnaire" };
  const derived = DERIVED.get(metricKey(metric));
  if (derived) return { measure: derived.measure, unit: derived.unit || null, source: "questionnaire" };
  const measure = measureOfUnit(unit);
  return { measure, unit: null, source: measure ? "unit" : "unknown" };
}
