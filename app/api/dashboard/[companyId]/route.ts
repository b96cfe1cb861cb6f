// GET /api/dashboard/{companyId}?fy=2024-25 — the company with its statistics and per-framework completion
// of the financial year (without fy: the company's default year, as the questionnaire's)
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { getDashboard } from "@/lib/dashboard/service";
import type { DashboardDto } from "@/lib/dashboard/types";

export const GET = route("GET /api/dashboard/[companyId]", { query: fyQuery }, ({ company, role, dataVersion, query }): Promise<DashboardDto> =>
  getDashboard({ company, role, dataVersion, fyParam: query.fy }),
);
