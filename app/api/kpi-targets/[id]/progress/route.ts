// GET /api/kpi-targets/{companyId}/progress — each target with its actual value, progress and status (rules: lib/kpi/status.ts); approved figures only unless ?include_drafts=true
import { route } from "@/lib/api/route";
import { kpiProgressQuery } from "@/lib/kpi/schemas";
import { getKpiProgress } from "@/lib/kpi/service";
import type { KpiProgressResponse } from "@/lib/kpi/response-schemas";

export const GET = route(
  "GET /api/kpi-targets/[id]/progress",
  { query: kpiProgressQuery },
  async ({ company, query, dataVersion }): Promise<KpiProgressResponse> => ({
    progress: await getKpiProgress({ companyId: company.id, fyStartMonth: company.fyStartMonth, dataVersion, includeDrafts: query.include_drafts }),
  }),
);
