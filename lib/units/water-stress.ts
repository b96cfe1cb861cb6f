/**
 * P6's leadership indicator 1 from the units (pure): one block per unit that lies in a
 * water-stressed area, in name order (SEBI's table takes up to 10), its area named by the unit and
 * where it is, its nature of operations by its type, and its withdrawal by source, consumption and
 * discharge by destination being the unit's own figures of P6 E3 and E4. Derived, not retyped: a
 * figure the company typed in a block itself stands (for that metric and year).
 */
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { cellByKey } from "@/lib/frameworks/questionnaire";
import { rowCellKey } from "@/lib/frameworks/questionnaire/row-keys";
import { metricKey } from "@/lib/frameworks/metric-key";
import { UNIT_TYPE_LABELS, type UnitType } from "./rules";

/** SEBI's table holds this many facilities. */
export const STRESS_BLOCKS = 10;

/** Which E3/E4 cell of the unit's own fills which column of its L1 block. */
const FROM_CELL: [string, string][] = [
  ["P6-E3-i", "SURFACE"],
  ["P6-E3-ii", "GROUND"],
  ["P6-E3-iii", "THIRD_PARTY"],
  ["P6-E3-iv", "SEA"],
  ["P6-E3-v", "OTHERS"],
  ["P6-E3-CONSUMPTION", "CONSUMPTION"],
  ...["i", "ii", "iii", "iv", "v"].flatMap((d): [string, string][] => [
    [`P6-E4-${d}-NONE`, `DIS_${d.toUpperCase()}_NONE`],
    [`P6-E4-${d}-TREATED`, `DIS_${d.toUpperCase()}_TREATED`],
  ]),
];

const metricOf = (key: string): string => {
  const cell = cellByKey(key);
  if (!cell || cell.kind !== "input") throw new Error(`No input cell ${key}`);
  return cell.metric;
};

/** The metric keys of the unit figures the blocks take (what the reader asks the database for). */
export const STRESS_SOURCE_METRIC_KEYS: readonly string[] = FROM_CELL.map(([from]) => metricKey(metricOf(from)));
const COLUMN_OF = new Map(FROM_CELL.map(([from, column]) => [metricKey(metricOf(from)), column]));

export type StressUnit = { id: string; name: string; type: UnitType; state: string | null; district: string | null };
export type StressUnitEntry = SourceEntry & { unitId: string };

/** Where the unit is, as the block's area: 'Ambad Alloy Plant, Nashik, Maharashtra'. */
export function areaOf(u: StressUnit): string {
  return [u.name, u.district, u.state].filter((p): p is string => Boolean(p && p.trim())).join(", ");
}

/**
 * The company-level entries of P6 L1's blocks derived from the units: for block n, its area and
 * nature of operations in every year the unit has figures (else the years asked), and each of the
 * unit's E3/E4 figures under the block's own metric. `periods` are the years' period texts the
 * questionnaire reads ('FY 2024-25', …). Entries the company typed itself (same metric and period)
 * are left out: those stand.
 */
export function waterStressEntries({
  units,
  unitEntries,
  companyEntries,
  periods,
}: {
  units: readonly StressUnit[];
  unitEntries: readonly StressUnitEntry[];
  companyEntries: readonly SourceEntry[];
  periods: readonly string[];
}): SourceEntry[] {
  const typed = new Set(companyEntries.map((e) => `${metricKey(e.metric)}|${e.period}`));
  const blocks = [...units].sort((a, b) => a.name.localeCompare(b.name, "en-IN")).slice(0, STRESS_BLOCKS);
  const out: SourceEntry[] = [];
  const add = (n: number, column: string, base: Omit<SourceEntry, "id" | "metric">, id: string) => {
    const metric = metricOf(rowCellKey("P6-L1", n, column));
    if (typed.has(`${metricKey(metric)}|${base.period}`)) return;
    out.push({ ...base, id, metric });
  };
  blocks.forEach((u, i) => {
    const n = i + 1;
    const own = unitEntries.filter((e) => e.unitId === u.id);
    const years = [...new Set([...periods, ...own.map((e) => e.period)])];
    for (const period of years) {
      const base = { framework: "BRSR", numericValue: null, unit: "", period, notes: "", source: "units", createdAt: new Date(0) };
      add(n, "AREA", { ...base, value: areaOf(u) }, `stress:${u.id}:AREA:${period}`);
      add(n, "NATURE", { ...base, value: UNIT_TYPE_LABELS[u.type] }, `stress:${u.id}:NATURE:${period}`);
    }
    for (const e of own) {
      const column = COLUMN_OF.get(metricKey(e.metric));
      if (!column) continue;
      const { unitId: _u, ...entry } = e;
      add(n, column, { ...entry, source: "units" }, `stress:${u.id}:${e.id}`);
    }
  });
  return out;
}
