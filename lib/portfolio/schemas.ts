import { z } from "zod";
import { PORTFOLIO_SORTS } from "./rules";

/** GET /api/portfolio?sort=blockers|name|due|completeness */
export const portfolioQuery = z.object({
  sort: z.enum(PORTFOLIO_SORTS, { message: `sort: must be one of ${PORTFOLIO_SORTS.join(", ")}` }).optional(),
});

/** PUT /api/companies/{id}/filing-due-date: the annual report's date, or null to clear it. */
export const filingDueDateInput = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a date in the calendar")
    .nullable(),
});

const coverage = z.strictObject({ reported: z.number().int(), total: z.number().int(), percentage: z.number() });

/** One client on the portfolio: `PortfolioRow` (./rules.ts) is inferred from it, so the handler's output and the screen's fetcher share it. */
export const portfolioRowResponse = z.strictObject({
  company: z.strictObject({
    id: z.string().uuid(),
    name: z.string(),
    industry: z.string().nullable(),
    location: z.string(),
    frameworks: z.array(z.string()),
    role: z.string().nullable(),
  }),
  /** The financial year shown: the company's default year (latest with figures, else the last ended). */
  fy: z.strictObject({ id: z.string(), label: z.string() }),
  /** BRSR and BRSR Core completeness (lib/frameworks/completeness.ts); null for a company without BRSR. */
  brsr: coverage.nullable(),
  core: coverage.nullable(),
  /** Figures submitted and awaiting a reviewer. */
  awaiting_review: z.number().int(),
  open_evidence_requests: z.number().int(),
  /** Data requests still open past their due date (lib/requests). */
  requests_overdue: z.number().int().nullable(),
  /** Whether the year shown is locked. */
  locked: z.boolean(),
  /** The year's board sign-off ('Signed v2', 'Reopened after v1'); null when never signed ('None' on the screen). */
  signoff: z.strictObject({ state: z.string(), signed_at: z.string().datetime({ offset: true }).nullable() }).nullable(),
  /** When the annual report is due (YYYY-MM-DD), entered per company; null when not entered. */
  filing_due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** Days until the filing is due (negative: overdue), on India's calendar; null without a date. */
  due_in_days: z.number().int().nullable(),
  /** What stands between the client and filing, most pressing first. */
  blockers: z.array(z.string()),
});

/** GET /api/portfolio. */
export const portfolioResponse = z.strictObject({ companies: z.array(portfolioRowResponse) });
export type PortfolioResponse = z.infer<typeof portfolioResponse>;
