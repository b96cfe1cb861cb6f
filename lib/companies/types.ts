import type { CompanyRole } from "./roles";

/** A company as the API answers it (SPEC section 3). */
export type CompanyDto = {
  id: string;
  name: string;
  /** null when missing; screens show 'Other'. */
  industry: string | null;
  location: string;
  size: string;
  description: string | null;
  frameworks: string[];
  created_at: string;
  /** The month its financial year starts (1–12; 4 = April): which year a screen offers by default. */
  fy_start_month: number;
  /** The caller's role in it (decisions D20); null for an admin who is not a member. Absent where no caller is in view. */
  role?: CompanyRole | null;
  /** GET /api/companies/{id} only: the year screens and exports open on (latest with data, else the last ended). */
  default_fy?: { id: string; label: string };
  /** GET /api/companies/{id} only: the financial years locked against change (ids as '2024-25'). */
  locked_years?: string[];
};
