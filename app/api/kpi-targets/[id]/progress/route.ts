// GET /api/kpi-targets/{companyId}/progress — each target with its actual value, progress and status (rules: lib/kpi/status.ts)
import { route } from "@/lib/api/route";
import { getKpiProgress } from "@/lib/kpi/service";

export const GET = route({ access: "entitled", company: "id" }, async ({ company, dataVersion }) => ({
  progress: await getKpiProgress({ companyId: company.id, fyStartMonth: company.fyStartMonth, dataVersion }),
}));
