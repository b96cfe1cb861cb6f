/**
 * The direction a KPI target on a metric is read in when the user does not choose one: the
 * catalogue's (LTIFR, emissions, waste, water and complaints are lower-is-better), else what the
 * metric's name says, else none — and then the baseline decides (lib/kpi/status.ts).
 */
import { allFrameworks, findMetric, type MetricBetter } from "@/lib/frameworks";
import { betterFromName } from "@/lib/frameworks/catalogue/direction";
import { metricKey } from "@/lib/frameworks/metric-key";
import type { KpiDirection } from "./status";

let byName: Map<string, MetricBetter> | null = null;

/** Every catalogue name and synonym with its direction; the first framework to say wins. */
function catalogueDirections(): Map<string, MetricBetter> {
  if (byName) return byName;
  byName = new Map();
  for (const f of allFrameworks())
    for (const c of f.categories)
      for (const m of c.metrics) {
        if (!m.better) continue;
        for (const name of [m.name, ...(m.synonyms ?? [])]) if (!byName.has(metricKey(name))) byName.set(metricKey(name), m.better);
      }
  return byName;
}

const AS_DIRECTION: Record<MetricBetter, KpiDirection> = { lower: "decrease", higher: "increase" };

export function metricDirection(metric: string, framework?: string): KpiDirection | null {
  if (!metric.trim()) return null;
  const own = framework ? findMetric(framework, metric) : undefined;
  const better = own?.better ?? catalogueDirections().get(metricKey(metric)) ?? betterFromName(metric);
  return better ? AS_DIRECTION[better] : null;
}
