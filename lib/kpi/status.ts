import { formatPercent } from "@/lib/format";
import { parsePeriod } from "@/lib/periods/span";

/**
 * # How a KPI target's progress and status are computed
 *
 * SPEC leaves the server's rule open; this is ours, chosen to be explainable to an auditor.
 *
 * 1. **Actual value** — the metric's figure for the same kind of period as the target (name
 *    compared case- and space-insensitively), in the target's unit: for a target set for a year,
 *    the newest financial year whose figure resolves; for a quarterly target, the newest quarter
 *    (lib/kpi/actual.ts). No such figure → status `pending`, progress `null`.
 * 2. **Direction** — the target's explicit `direction` ('decrease' | 'increase') when set;
 *    otherwise the metric's (lib/kpi/direction.ts: the catalogue knows that LTIFR, emissions,
 *    waste, water and complaints are lower-is-better); otherwise a target of 0 is a *reduction*
 *    (nothing grows to zero); otherwise a *reduction* when the target is below the baseline, an
 *    *increase* otherwise (also when there is no baseline).
 * 3. **Progress** — the share of the way from baseline to target, in percent, rounded to one
 *    decimal and not capped (the screen caps its bar at 100%):
 *    - reduction: (baseline − actual) / (baseline − target) × 100 — 6000 → 4500 toward 3000 is 50%;
 *    - increase: (actual − baseline) / (target − baseline) × 100;
 *    - no baseline: measured from zero (actual / target × 100) for an increase; a reduction with
 *      no baseline has no measurable way travelled, so progress is `null` until it is met;
 *    - baseline equal to target: 100 when met, else 0.
 *    Progress is negative when the metric moved away from the target.
 * 4. **Achieved** — the actual value meets the target (≤ target for a reduction, ≥ for an
 *    increase; a target of 0 only at 0, unless it is an increase from a negative baseline).
 *    Achieved wins over everything below.
 * 5. **Deadline** — when the target period parses and has ended by today (`now`), a target not
 *    achieved is `behind`, whatever its progress and whichever period the data is for: an overdue,
 *    unmet target never reads `on_track` or `at_risk`.
 * 6. **Timeline** — when both the baseline period and the target period parse (lib/periods, with
 *    the company's financial-year start month: 'FY 2024', 'FY 2023-24', '2025', 'Q1 2025',
 *    'Q1 FY 2025', 'H1 2025', 'March 2025'), the
 *    expected progress is the share of time elapsed from the end of the baseline period to the
 *    end of the target period, clamped to 0–100%. While the target period runs it is measured at
 *    the end of the actual value's period (a period's figure is only known once it ends; today
 *    when that period does not parse, or when it ends no later than the baseline's — time has
 *    passed with no newer figure, and that is not progress); once the target period is over it
 *    is 100%. Then:
 *    - the target period is over (rule 5) → `behind`;
 *    - progress < 0 (moving away) → `behind`;
 *    - progress ≥ expected → `on_track`;
 *    - progress ≥ expected − 15 points → `at_risk`;
 *    - otherwise → `behind`.
 * 7. **Fixed bands** — when the periods do not both parse (and rule 5 does not apply): progress
 *    ≥ 60% → `on_track`, ≥ 30% → `at_risk`, below (or negative) → `behind`.
 * 8. A reduction with no baseline and not yet met has no progress to compare: `at_risk`, or
 *    `behind` once its target period is over (rule 5).
 */
const KPI_STATUSES = ["achieved", "on_track", "at_risk", "behind", "pending"] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];
export type KpiDirection = "decrease" | "increase";

export const KPI_STATUS_LABELS: Record<KpiStatus, string> = {
  achieved: "Achieved",
  on_track: "On Track",
  at_risk: "At Risk",
  behind: "Behind",
  pending: "Pending",
};

/** SPEC section 4: any value the screen does not know is shown as Pending. */
export function normaliseStatus(value: unknown): KpiStatus {
  return typeof value === "string" && (KPI_STATUSES as readonly string[]).includes(value) ? (value as KpiStatus) : "pending";
}

/** Tolerance below the expected progress that still counts as "at risk" rather than "behind". */
const AT_RISK_TOLERANCE_POINTS = 15;
const BAND_ON_TRACK = 60;
const BAND_AT_RISK = 30;

type KpiStatusInput = {
  targetValue: number;
  baselineValue: number | null;
  direction?: KpiDirection | string | null;
  targetPeriod: string;
  baselinePeriod: string | null;
  actualValue: number | null;
  /** The period of the entry the actual value came from. */
  actualPeriod?: string | null;
  /** Today: decides whether the target period is over. Defaults to the current time. */
  now?: Date;
  /** The company's financial-year start month, which 'FY 2030' and 'Q1 FY 2027' are read with (default April). */
  fyStartMonth?: number;
  /** The metric's own direction (lib/kpi/direction.ts), used when the target sets none. */
  metricDirection?: KpiDirection | null;
};

type KpiStatusResult = {
  status: KpiStatus;
  progress_percentage: number | null;
  direction: KpiDirection;
  /** The share of time elapsed (percent) when the timeline could be read, else null; 100 once the target period is over. */
  expected_percentage: number | null;
  /** The actual value is for the baseline's period or an earlier one: no figure has come in since. */
  no_figure_since_baseline: boolean;
};

function targetDirection(t: {
  targetValue: number;
  baselineValue: number | null;
  direction?: string | null;
  metricDirection?: KpiDirection | null;
}): KpiDirection {
  if (t.direction === "decrease" || t.direction === "increase") return t.direction;
  if (t.metricDirection) return t.metricDirection;
  if (t.targetValue === 0 && (t.baselineValue === null || t.baselineValue >= 0)) return "decrease";
  return t.baselineValue !== null && t.targetValue < t.baselineValue ? "decrease" : "increase";
}

/** Whether the actual value meets the target (rule 4). */
function meetsTarget({
  targetValue: target,
  baselineValue: baseline,
  direction,
  actualValue: actual,
}: {
  targetValue: number;
  baselineValue: number | null;
  direction: KpiDirection;
  actualValue: number;
}): boolean {
  if (direction === "decrease") return actual <= target;
  // Growing to zero is only a target when starting below it; otherwise zero is met at zero alone.
  if (target === 0 && !(baseline !== null && baseline < 0)) return actual === 0;
  return actual >= target;
}

/**
 * Progress as the screen and the report print it, from the same number: one decimal, not capped
 * (a metric moving away from its target shows a negative share; only the bar stops at 0–100%).
 */
export function formatProgress(progress: number | null): string {
  return progress === null || !Number.isFinite(progress) ? "—" : formatPercent(progress, 1);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const spanOf = parsePeriod;

function progressPercentage(t: { targetValue: number; baselineValue: number | null; direction: KpiDirection; actualValue: number }): number | null {
  const { targetValue: target, baselineValue: baseline, direction, actualValue: actual } = t;
  const met = meetsTarget(t);
  if (baseline === null) {
    if (direction === "decrease") return met ? 100 : null;
    if (target === 0) return met ? 100 : 0;
    return round1((actual / target) * 100);
  }
  if (baseline === target) return met ? 100 : 0;
  const travelled = direction === "decrease" ? baseline - actual : actual - baseline;
  const way = direction === "decrease" ? baseline - target : target - baseline;
  return round1((travelled / way) * 100);
}

export function computeKpiStatus(input: KpiStatusInput): KpiStatusResult {
  const direction = targetDirection(input);
  const { actualValue } = input;
  if (actualValue === null || !Number.isFinite(actualValue)) {
    return { status: "pending", progress_percentage: null, direction, expected_percentage: null, no_figure_since_baseline: false };
  }
  const progress = progressPercentage({ ...input, direction, actualValue });
  const met = meetsTarget({ ...input, direction, actualValue });

  const fyStartMonth = input.fyStartMonth ?? 4;
  const baselineSpan = spanOf(input.baselinePeriod, fyStartMonth);
  const targetSpan = spanOf(input.targetPeriod, fyStartMonth);
  const actualSpan = spanOf(input.actualPeriod, fyStartMonth);
  const today = (input.now ?? new Date()).getTime();
  // Rule 5: the deadline is judged against today, never against the period of the data.
  const over = targetSpan ? today > targetSpan.end : false;
  // Rule 6: within the target period, expected progress is measured where the data stands —
  // unless the data is no newer than the baseline, when the clock has run on without it.
  const sinceBaseline = !baselineSpan || !actualSpan || actualSpan.end > baselineSpan.end;
  const asOf = actualSpan && sinceBaseline ? actualSpan.end : today;
  let expected: number | null = null;
  if (baselineSpan && targetSpan && targetSpan.end > baselineSpan.end) {
    const share = over ? 1 : (asOf - baselineSpan.end) / (targetSpan.end - baselineSpan.end);
    expected = round1(Math.min(1, Math.max(0, share)) * 100);
  }

  const stale = !sinceBaseline;
  if (met) return { status: "achieved", progress_percentage: progress, direction, expected_percentage: expected, no_figure_since_baseline: stale };
  const result = (status: KpiStatus): KpiStatusResult => ({
    status,
    progress_percentage: progress,
    direction,
    expected_percentage: expected,
    no_figure_since_baseline: stale,
  });
  if (over) return result("behind");
  if (progress === null) return result("at_risk");
  if (progress < 0) return result("behind");
  if (expected !== null) {
    if (progress >= expected) return result("on_track");
    if (progress >= expected - AT_RISK_TOLERANCE_POINTS) return result("at_risk");
    return result("behind");
  }
  if (progress >= BAND_ON_TRACK) return result("on_track");
  if (progress >= BAND_AT_RISK) return result("at_risk");
  return result("behind");
}
