/**
 * What the companies' read endpoints answer, as zod schemas: the handlers' output types and the
 * screens' fetchers' types are inferred from them (one declaration of each shape), and
 * tests/integration/response-schemas.test.ts parses real answers with them. Kept apart from
 * ./schemas.ts, whose input schemas the forms import at run time: a screen imports these as types
 * only, so they cost the browser nothing.
 */
import { z } from "zod";
import { COMPANY_ROLES } from "./roles";

/** A company as the API answers it (SPEC section 3). */
export const companyResponse = z.strictObject({
  id: z.string().uuid(),
  name: z.string(),
  /** null when missing; screens show 'Other'. */
  industry: z.string().nullable(),
  location: z.string(),
  size: z.string(),
  description: z.string().nullable(),
  frameworks: z.array(z.string()),
  created_at: z.string().datetime({ offset: true }),
  /** The month its financial year starts (1–12; 4 = April): which year a screen offers by default. */
  fy_start_month: z.number().int().min(1).max(12),
  /** The caller's role in it (decisions D20); null for an admin who is not a member. Absent where no caller is in view. */
  role: z.enum(COMPANY_ROLES).nullable().optional(),
  /** GET /api/companies/{id} only: the year screens and exports open on (latest with data, else the last ended). */
  default_fy: z.strictObject({ id: z.string(), label: z.string() }).optional(),
  /** GET /api/companies/{id} only: the financial years locked against change (ids as '2024-25'). */
  locked_years: z.array(z.string()).optional(),
});

/** GET /api/companies: the caller's companies (an admin's: all). */
export const companyListResponse = z.array(companyResponse);

/** GET /api/companies/{id}: one company with the caller's role, its default year and its locked years. */
export const companyDetailResponse = companyResponse.required({ role: true, default_fy: true, locked_years: true });
export type CompanyListResponse = z.infer<typeof companyListResponse>;
export type CompanyDetailResponse = z.infer<typeof companyDetailResponse>;
