/**
 * The company's figure of a cell from its units' figures (pure). Flows (withdrawal in the year,
 * energy used) and stocks (employees at the year's end, counted per site) add up across units;
 * only the units in the year's boundary (standalone or consolidated, as the Entity Profile says)
 * and active that year count. Shares typed as % are never added nor averaged: the percentages
 * the questionnaire derives (and the intensities) are recomputed from the rolled-up parts by its
 * formulas. A figure the company typed itself for the same metric and period stands, and the sum
 * is shown beside it as a warning, never added to it.
 */
import type { SourceEntry } from "@/lib/frameworks/questionnaire/collect";
import { metricKey } from "@/lib/frameworks/metric-key";
import { inBoundary, type Boundary, type UnitShape } from "./rules";

/** A unit's figure; with `unitCount`, already the sum of that many units' (a large company's, summed by PostgreSQL). */
export type UnitEntry = SourceEntry & { unitId: string; unitCount?: number };
export type RollupUnit = Pick<UnitShape, "id" | "name" | "inStandalone" | "inConsolidated" | "activeFromFy" | "activeToFy">;
/** What the roll-up needs of the cell a metric fills. */
export type RollupCell = { key: string; type: string; unit: string; measure: "flow" | "stock" };

export type RollupNote = { metric: string; period: string; message: string; cellKey: string };
export type UnitFigure = { unit_id: string; unit_name: string; value: string; unit: string; review_state: string | null; period: string };

const REVIEW_ORDER = ["draft", "rejected", "submitted", "approved"];

/** The year ('2024-25') a period text names, or null: unit figures are filed per financial year. */
function fyOf(period: string): string | null {
  const m = /(\d{4})\s*[-–]\s*(\d{2,4})/.exec(period);
  if (m) return `${m[1]}-${m[2].slice(-2)}`;
  const y = /^FY\s*(\d{4})$/i.exec(period.trim());
  return y ? y[1] : null;
}

const unitsIn = (parts: readonly UnitEntry[]) => parts.reduce((n, p) => n + (p.unitCount ?? 1), 0);

/** Whether a cell's figures add up across units. */
export function additive(cell: RollupCell): boolean {
  return cell.type === "number" && cell.unit !== "%";
}

export function rollUpUnits({
  companyEntries,
  unitEntries,
  units,
  boundary,
  cellOfMetric,
}: {
  companyEntries: readonly SourceEntry[];
  unitEntries: readonly UnitEntry[];
  units: readonly RollupUnit[];
  boundary: Boundary;
  cellOfMetric: (metricKey: string) => RollupCell | undefined;
}): { entries: SourceEntry[]; notes: RollupNote[]; breakdown: Record<string, UnitFigure[]> } {
  const unitById = new Map(units.map((u) => [u.id, u]));
  const groups = new Map<string, { metric: string; period: string; cell: RollupCell; parts: UnitEntry[] }>();
  const breakdown: Record<string, UnitFigure[]> = {};
  for (const e of unitEntries) {
    const cell = cellOfMetric(metricKey(e.metric));
    const unit = unitById.get(e.unitId);
    if (!cell || !unit) continue;
    (breakdown[cell.key] ??= []).push({
      unit_id: unit.id,
      unit_name: unit.name,
      value: e.value,
      unit: e.unit,
      review_state: e.reviewState ?? null,
      period: e.period,
    });
    const fy = fyOf(e.period);
    if (!fy || !inBoundary(unit, boundary, fy)) continue;
    const key = `${metricKey(e.metric)}|${e.period}`;
    const g = groups.get(key) ?? { metric: e.metric, period: e.period, cell, parts: [] };
    g.parts.push(e);
    groups.set(key, g);
  }
  const ownByKey = new Map(companyEntries.map((e) => [`${metricKey(e.metric)}|${e.period}`, e]));
  const own = new Set(ownByKey.keys());
  const entries: SourceEntry[] = [...companyEntries];
  const notes: RollupNote[] = [];
  for (const [key, g] of groups) {
    if (!additive(g.cell)) {
      if (!own.has(key))
        notes.push({
          metric: g.metric,
          period: g.period,
          cellKey: g.cell.key,
          message: "A share is not added up across units: enter the company's figure, or its parts",
        });
      continue;
    }
    const units = new Set(g.parts.map((p) => p.unit || g.cell.unit));
    const numbers = g.parts.map((p) => p.numericValue);
    if (units.size > 1 || numbers.some((n) => n === null)) {
      notes.push({
        metric: g.metric,
        period: g.period,
        cellKey: g.cell.key,
        message: "The units' figures are not all numbers in one unit, so they are not added up",
      });
      continue;
    }
    const sum = (numbers as number[]).reduce((a, b) => a + b, 0);
    const total = Number.isInteger(sum) ? String(sum) : String(Number(sum.toPrecision(12)));
    if (own.has(key)) {
      // The company's own figure stands; a warning only where the units say otherwise (the same number in the same unit agrees).
      const mine = ownByKey.get(key)!;
      if (
        mine.numericValue !== null &&
        Math.abs(Number(mine.numericValue) - sum) < 1e-9 * Math.max(1, Math.abs(sum)) &&
        (mine.unit || g.cell.unit) === [...units][0]
      )
        continue;
      notes.push({
        metric: g.metric,
        period: g.period,
        cellKey: g.cell.key,
        message: `The company's own figure is shown; its ${unitsIn(g.parts)} units in the boundary add up to ${total} ${[...units][0]}`,
      });
      continue;
    }
    const weakest = g.parts.map((p) => p.reviewState ?? "draft").sort((a, b) => REVIEW_ORDER.indexOf(a) - REVIEW_ORDER.indexOf(b))[0];
    const grouped = g.parts.some((p) => p.unitCount !== undefined);
    entries.push({
      id: `rollup:${key}`,
      framework: "BRSR",
      metric: g.metric,
      value: total,
      numericValue: Number(total),
      unit: [...units][0],
      period: g.period,
      notes: grouped ? `Sum of ${unitsIn(g.parts)} units` : `Sum of ${g.parts.length} units: ${g.parts.map((p) => unitById.get(p.unitId)!.name).join(", ")}`,
      source: "rollup",
      createdAt: new Date(Math.max(...g.parts.map((p) => p.createdAt.getTime()))),
      reviewState: weakest,
    });
  }
  return { entries, notes, breakdown };
}
