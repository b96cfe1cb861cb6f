import { parsePeriod, periodSortKey } from "@/lib/periods/span";
import type { EsgEntryDto } from "./schemas";
import { metricKey } from "@/lib/frameworks/metric-key";

/**
 * The value of the same metric for the latest earlier period, so a consultant sees last year's
 * figure while typing this year's. With no (readable) period typed yet, the latest value of any
 * period. The entry being edited is left out.
 */
export function previousValue(
  entries: readonly EsgEntryDto[],
  { metric, period, excludeId }: { metric: string; period?: string | null; excludeId?: string | null },
): EsgEntryDto | null {
  if (!metric.trim()) return null;
  const wanted = metricKey(metric);
  const current = (period ?? "").trim();
  const span = parsePeriod(current);
  const candidates = entries
    .filter((e) => e.id !== excludeId && metricKey(e.metric) === wanted)
    .filter((e) => metricKey(e.period) !== metricKey(current))
    .map((e) => ({ e, key: periodSortKey(e.period, e.created_at) }))
    .filter(({ key }) => !span || key < span.start);
  candidates.sort((a, b) => b.key - a.key || b.e.created_at.localeCompare(a.e.created_at));
  return candidates[0]?.e ?? null;
}
