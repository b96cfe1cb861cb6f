import type { z } from "zod";
import type { dashboardResponse, frameworkCompletion, lockEvent } from "./schemas";

/** A lock or reopening of a financial year, from the audit trail (decisions D28: shown on the dashboard). */
export type LockEvent = z.infer<typeof lockEvent>;

export type FrameworkCompletion = z.infer<typeof frameworkCompletion>;

/** GET /api/dashboard/{companyId}: SPEC section 3's statistics, plus decisions D10's real figures under `extras`; its schema is ./schemas.ts. */
export type DashboardDto = z.infer<typeof dashboardResponse>;
