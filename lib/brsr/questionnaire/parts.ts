/**
 * For each derived cell with a metric name (a total such as 'Total energy consumption'), the
 * metric names of the input cells it is computed from, followed through nested totals. Entering
 * the parts reports the total: completion counts it.
 */
import { allCells } from "./index";
import type { Cell, Formula } from "./types";

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

function operands(f: Formula): string[] {
  switch (f.op) {
    case "sum":
      return [...f.of];
    case "percent":
      return [f.part, f.whole];
    case "ratio":
      return [f.num, f.den];
    case "intensity":
      return [f.of];
  }
}

function inputMetrics(cell: Cell, byKey: Map<string, Cell>, seen = new Set<string>()): string[] {
  if (seen.has(cell.key)) return [];
  seen.add(cell.key);
  if (cell.kind === "input") return [cell.metric];
  return operands(cell.formula).flatMap((k) => {
    const c = byKey.get(k);
    return c ? inputMetrics(c, byKey, seen) : [];
  });
}

export const DERIVED_PARTS: ReadonlyMap<string, readonly string[]> = (() => {
  const byKey = new Map<string, Cell>(allCells().map((c) => [c.key, c] as const));
  const map = new Map<string, string[]>();
  for (const cell of allCells()) {
    if (cell.kind === "derived" && cell.metric) map.set(normalise(cell.metric), inputMetrics(cell, byKey));
  }
  return map;
})();
