/**
 * For each derived cell with a metric name (a total such as 'Total energy consumption', an
 * intensity such as 'Energy intensity'), what must be entered for it to be computable: groups of
 * input metric names, each group satisfied by any one of its names (a sum needs one part; an
 * intensity needs its figure and the revenue). Completion counts such a metric as reported then.
 */
import { allCells, ROW_TABLES } from "./index";
import type { Cell, Denominator, Formula } from "./types";
import { metricKey } from "@/lib/frameworks/metric-key";

const DENOMINATOR_KEYS: Record<Denominator, string[]> = { revenue: ["INT-REVENUE"], revenue_ppp: ["INT-REVENUE", "INT-PPP"], output: ["INT-OUTPUT"] };

/** The cells a formula reads (an intensity: its figure and its denominator's cells). */
export function formulaOperands(f: Formula): readonly string[] {
  switch (f.op) {
    case "sum":
      return f.of;
    case "percent":
      return [f.part, f.whole];
    case "ratio":
      return [f.num, f.den];
    case "intensity":
      return [f.of, ...DENOMINATOR_KEYS[f.per]];
  }
}

/** Groups of input metric names, all of which must have an entry in at least one name. */
function requirements(cell: Cell, byKey: Map<string, Cell>, seen: Set<string>): string[][] {
  if (seen.has(cell.key)) return [];
  seen.add(cell.key);
  if (cell.kind === "input") return [[cell.metric]];
  const anyOf = (keys: readonly string[]) => [keys.flatMap((k) => requirements(byKey.get(k)!, byKey, new Set(seen)).flat())];
  const allOf = (keys: readonly string[]) => keys.flatMap((k) => requirements(byKey.get(k)!, byKey, new Set(seen)));
  // A sum needs any one of its parts; the others need every cell they read.
  return cell.formula.op === "sum" ? anyOf(cell.formula.of) : allOf(formulaOperands(cell.formula));
}

export const DERIVED_PARTS: ReadonlyMap<string, readonly (readonly string[])[]> = (() => {
  const cells = allCells();
  const byKey = new Map<string, Cell>(cells.map((c) => [c.key, c] as const));
  const map = new Map<string, string[][]>();
  for (const cell of cells) {
    if (cell.kind === "derived" && cell.metric)
      map.set(
        metricKey(cell.metric),
        requirements(cell, byKey, new Set()).map((g) => [...new Set(g)]),
      );
  }
  // A narrative answer that became a table of rows is answered by any row's first column, so a
  // company that fills the table is not counted as missing the question it replaced.
  for (const table of ROW_TABLES) {
    const first = table.columns[0]?.id;
    if (!table.legacy || !first) continue;
    map.set(metricKey(table.legacy.metric), [table.rows.flatMap((r) => (r.cells[first] ? [r.cells[first].metric] : []))]);
  }
  return map;
})();
