/**
 * GET /api/dashboard/{companyId}'s answer as a zod schema: `DashboardDto` (./types.ts) is
 * inferred from it, so the handler's output and the dashboard's fetcher share one declaration;
 * tests/integration/response-schemas.test.ts parses real answers with it. Screens import it as a
 * type only.
 */
import { z } from "zod";
import { companyResponse } from "@/lib/companies/response-schemas";
import { REVIEW_STATES } from "@/lib/esg-data/review-states";
import { CATEGORY_IDS } from "@/lib/frameworks/types";

const isoTime = z.string().datetime({ offset: true });
/** An object with exactly these keys, each holding `value`. */
const keyed = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, T>);

export const frameworkCompletion = z.strictObject({ reported: z.number().int(), total: z.number().int(), percentage: z.number() });

const recentUpdate = z.strictObject({
  id: z.string().uuid(),
  framework: z.string(),
  category: z.string(),
  metric: z.string(),
  value: z.string(),
  unit: z.string(),
  period: z.string(),
  created_at: isoTime,
});

const task = z.strictObject({
  id: z.enum(["environmental", "kpi", "checklist", "report"]),
  title: z.string(),
  status: z.enum(["Not Started", "Pending", "In Progress", "On Track", "Completed"]),
  detail: z.string(),
});

const yearLock = z.strictObject({
  fy: z.string(),
  label: z.string(),
  fy_end_year: z.number().int(),
  reason: z.string(),
  locked_at: isoTime,
  locked_by: z.strictObject({ id: z.string().uuid(), full_name: z.string(), email: z.string() }).nullable(),
});

/** A lock or reopening of a financial year, from the audit trail (decisions D28: shown on the dashboard). */
export const lockEvent = z.strictObject({ action: z.enum(["lock", "reopen"]), fy: z.string(), reason: z.string(), by: z.string().nullable(), at: isoTime });

/** SPEC section 3's statistics, plus decisions D10's real figures under `extras`. */
export const dashboardResponse = z.strictObject({
  company: companyResponse,
  statistics: z.strictObject({
    total_metrics: z.number().int(),
    /** Entries per framework: the company's frameworks (0 when empty) and any other with entries. */
    frameworks: z.record(z.string(), z.number().int()),
    categories: keyed(CATEGORY_IDS, z.number().int()),
    recent_updates: z.array(recentUpdate),
    extras: z.strictObject({
      reports_generated: z.number().int(),
      last_report_at: isoTime.nullable(),
      kpi_targets: z.number().int(),
      checklist: z.strictObject({ done: z.number().int(), total: z.number().int().nullable() }),
      latest_entry_at: isoTime.nullable(),
      category_last_updated: keyed(CATEGORY_IDS, isoTime.nullable()),
      tasks: z.array(task),
      /** Entries by review state (maker–checker, decisions D28). */
      review: keyed(REVIEW_STATES, z.number().int()),
      /** Locked financial years, oldest first, and the last locks and reopenings with their reasons. */
      locks: z.array(yearLock),
      lock_events: z.array(lockEvent),
      /** Evidence requests still open (assurers' and reviewers' questions on figures). */
      open_evidence_requests: z.number().int(),
      /** BRSR Core's coverage (lib/frameworks/completeness.ts), for a company that reports BRSR. */
      brsr_core: frameworkCompletion.nullable(),
      /** Data requests past their due date and not submitted (lib/requests). */
      overdue_requests: z.number().int(),
    }),
  }),
  /** Per selected framework, in saved order: catalogue metrics with at least one figure of `completion_fy`. */
  completion: z.record(z.string(), frameworkCompletion),
  /** The financial year completion (and BRSR Core's) is of: `?fy=`, else the company's default year. */
  completion_fy: z.strictObject({ id: z.string(), label: z.string() }),
});
