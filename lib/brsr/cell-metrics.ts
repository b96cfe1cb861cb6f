import { metricKey } from "@/lib/frameworks/metric-key";
import type { Cell } from "@/lib/frameworks/questionnaire/types";

/**
 * The metric keys whose entries fill cells: an input's metric and synonyms, a computed cell's
 * entered totals (`given`) — the names collectYears and duplicateWarnings look entries up by.
 */
export function cellMetricKeys(cells: readonly Cell[]): string[] {
  const keys = new Set<string>();
  for (const cell of cells) {
    const names = cell.kind === "input" ? [cell.metric, ...(cell.synonyms ?? [])] : (cell.given ?? []);
    for (const name of names) keys.add(metricKey(name));
  }
  return [...keys];
}
