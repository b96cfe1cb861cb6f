/**
 * # One figure for every framework (decisions D23) — the rules, pure
 *
 * A figure is a company's value of a metric for a period (and a site). Frameworks that ask for
 * the same figure (lib/frameworks/links.ts) are references to one stored entry. Copies stored
 * before that — the same figure under BRSR, GRI and TCFD — are merged when their values agree
 * (after unit conversion: 420 ML is 4,20,000 kL) and listed as a conflict when they do not.
 *
 * The copy kept: approved over submitted over draft over rejected, then the newest change.
 * Copies within one framework are not merged: a second figure of one framework is recorded on
 * purpose with a note (another site, a restatement; lib/esg-data/duplicates.ts).
 */
import { figurePlaces, sharedMetricKey, type FigurePlace } from "@/lib/frameworks/links";
import { convertUnit } from "@/lib/measures/convert";
import { parseNumericValue } from "@/lib/numbers/read";
import { figureWhen } from "./duplicates";

export type FigureCopy = {
  id: string;
  framework: string;
  metric: string;
  value: string;
  numericValue: number | null;
  unit: string;
  period: string;
  periodStart: string | null;
  periodEnd: string | null;
  unitId: string | null;
  reviewState: string;
  updatedAt: Date;
};

/** The figure a copy holds, across frameworks: shared metric key, the period's days, the site. */
export function figureOf(e: Pick<FigureCopy, "framework" | "metric" | "period" | "periodStart" | "periodEnd" | "unitId">, fyStartMonth = 4): string {
  return `${sharedMetricKey(e.framework, e.metric)}|${figureWhen(e, fyStartMonth)}|${e.unitId ?? ""}`;
}

/** A value as typed, with its unit, read for `sameValue`. */
export function valueReading(value: string, unit: string): Pick<FigureCopy, "value" | "numericValue" | "unit"> {
  return { value, numericValue: parseNumericValue(value), unit };
}

/** Whether two copies hold the same value: numbers equal once converted to one unit, else the same text and unit. */
export function sameValue(a: Pick<FigureCopy, "value" | "numericValue" | "unit">, b: Pick<FigureCopy, "value" | "numericValue" | "unit">): boolean {
  if (a.numericValue !== null && b.numericValue !== null) {
    const converted = convertUnit(a.numericValue, a.unit, b.unit);
    if (!converted.ok) return false;
    const scale = Math.max(Math.abs(converted.value), Math.abs(b.numericValue), 1);
    return Math.abs(converted.value - b.numericValue) <= scale * 1e-9;
  }
  if (a.numericValue !== null || b.numericValue !== null) return false;
  return a.value.trim().toLowerCase() === b.value.trim().toLowerCase() && a.unit.trim() === b.unit.trim();
}

const STATE_RANK: Record<string, number> = { approved: 3, submitted: 2, draft: 1, rejected: 0 };

/** The copy to keep: the furthest through review, then the newest change (then the id, so the choice is stable). */
export function pickKept<T extends Pick<FigureCopy, "id" | "reviewState" | "updatedAt">>(copies: readonly T[]): T {
  return [...copies].sort(
    (a, b) => (STATE_RANK[b.reviewState] ?? 0) - (STATE_RANK[a.reviewState] ?? 0) || b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id),
  )[0];
}

export type MergePlan<T> =
  | { kind: "merge"; figure: string; keep: T; others: T[] }
  | { kind: "conflict"; figure: string; copies: T[] }
  /** Two copies in one framework: recorded on purpose, left as they are. */
  | { kind: "left"; figure: string; copies: T[] };

/** What to do with a company's copies: per figure held in more than one framework, merge or list a conflict. */
export function planMerge<T extends FigureCopy>(entries: readonly T[], fyStartMonth = 4): MergePlan<T>[] {
  const groups = new Map<string, T[]>();
  for (const e of entries) {
    const figure = figureOf(e, fyStartMonth);
    const group = groups.get(figure);
    if (group) group.push(e);
    else groups.set(figure, [e]);
  }
  const plans: MergePlan<T>[] = [];
  for (const [figure, copies] of groups) {
    if (copies.length < 2) continue;
    const frameworks = new Set(copies.map((c) => c.framework));
    if (frameworks.size < copies.length) {
      plans.push({ kind: "left", figure, copies });
      continue;
    }
    const keep = pickKept(copies);
    const others = copies.filter((c) => c !== keep);
    plans.push(others.every((o) => sameValue(o, keep)) ? { kind: "merge", figure, keep, others } : { kind: "conflict", figure, copies });
  }
  return plans;
}

/**
 * Where copies of one figure are stored once merged: the figure's first place in the links among
 * the copies' frameworks (BRSR before GRI before TCFD), so the questionnaire reads it where it asks.
 */
export function homeOf(copies: readonly Pick<FigureCopy, "framework" | "metric">[]): FigurePlace {
  const frameworks = new Set(copies.map((c) => c.framework));
  return (
    figurePlaces(copies[0].framework, copies[0].metric).find((p) => frameworks.has(p.framework)) ?? { framework: copies[0].framework, metric: copies[0].metric }
  );
}
