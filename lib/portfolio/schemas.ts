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
