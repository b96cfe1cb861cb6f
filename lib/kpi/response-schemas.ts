/**
 * What the KPI screen reads, as zod schemas: `KpiTargetDto` and `KpiProgressDto` (./schemas.ts)
 * are inferred from them, so the handlers' output and the screen's fetchers share one
 * declaration; tests/integration/response-schemas.test.ts parses real answers with them. Kept
 * apart from ./schemas.ts, which the target dialog imports at run time: screens import these as
 * types only.
 */
import { z } from "zod";

const direction = z.enum(["decrease", "increase"]);

export const kpiTargetResponse = z.strictObject({
  id: z.string().uuid(),
  company_id: z.string().uuid(),
  framework: z.string(),
  category: z.string(),
  metric: z.string(),
  target_value: z.number(),
  unit: z.string(),
  target_period: z.string(),
  baseline_value: z.number().nullable(),
  baseline_period: z.string().nullable(),
  direction: direction.nullable(),
  notes: z.string(),
  created_at: z.string().datetime({ offset: true }),
});

export const kpiProgressItem = z.strictObject({
  target: kpiTargetResponse,
  actual_value: z.number().nullable(),
  /** The period of the entry the actual value came from. */
  actual_period: z.string().nullable(),
  progress_percentage: z.number().nullable(),
  /** Share of time elapsed between baseline and target periods, when both parse. */
  expected_percentage: z.number().nullable(),
  status: z.enum(["achieved", "on_track", "at_risk", "behind", "pending"]),
  /** The direction progress was read in: the target's own, else the metric's, else the baseline's (lib/kpi/status.ts rule 2). */
  direction: direction.optional(),
  /**
   * Why there is no actual value ('Latest figure is in kL; the target is in GJ', 'Only Q1 FY
   * 2025-26 is entered; the target is annual'), or which newer figures were left out; null when
   * there is nothing to say (lib/kpi/actual.ts).
   */
  note: z.string().nullable().optional(),
  /**
   * Whether the actual value rests on approved figures only ('approved') or on at least one not
   * yet approved ('draft', only with `?include_drafts=true`); null when there is no actual value.
   */
  current_status: z.enum(["approved", "draft"]).nullable().optional(),
});

/** GET /api/kpi-targets/{companyId}: the company's targets. */
export const kpiTargetListResponse = z.array(kpiTargetResponse);

/** GET /api/kpi-targets/{companyId}/progress: each target with its actual value and status. */
export const kpiProgressResponse = z.strictObject({ progress: z.array(kpiProgressItem) });
export type KpiTargetListResponse = z.infer<typeof kpiTargetListResponse>;
export type KpiProgressResponse = z.infer<typeof kpiProgressResponse>;
