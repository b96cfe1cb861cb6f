/**
 * A figure of a metric that has a usual unit must say its unit: '4,500' for Scope 1 without one
 * could be tonnes or kilograms, and a grey hint in the unit box made users believe it was filled.
 * Counts, ratios and non-numeric answers need none; a unit carried by the value ('12 %',
 * '₹ 5,00,000') counts as given.
 */
import { findMetric } from "@/lib/frameworks";
import { readFigure } from "@/lib/numbers/figure";

const UNITLESS = new Set(["", "count", "ratio", "as entered"]);

/** The catalogue's usual unit of a metric when a figure of it must carry one, else null. */
export function expectedUnit(framework: string, metric: string): string | null {
  const catalogued = findMetric(framework.trim(), metric);
  if (!catalogued || catalogued.numeric === false) return null;
  const unit = catalogued.unit.trim();
  return UNITLESS.has(unit.toLowerCase()) ? null : unit;
}

/** The 422 detail for a figure saved without the unit its metric is measured in; null when fine. */
export function missingUnitDetail(entry: { framework: string; metric: string; value: string; unit?: string | null }): string | null {
  const unit = expectedUnit(entry.framework, entry.metric);
  if (!unit) return null;
  const figure = readFigure(entry.value, entry.unit);
  if (figure.number === null || figure.unit.trim()) return null;
  return `unit: ${entry.metric.trim()} is measured in ${unit}; give the unit (for example '${unit}')`;
}
