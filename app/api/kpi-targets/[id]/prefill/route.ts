// GET /api/kpi-targets/{companyId}/prefill?framework=&metric=&baseline_period=&unit= — the unit and baseline the target form fills from the company's data
import { route } from "@/lib/api/route";
import { kpiPrefillQuery } from "@/lib/kpi/schemas";
import { targetPrefill } from "@/lib/kpi/service";

export const GET = route("GET /api/kpi-targets/[id]/prefill", { query: kpiPrefillQuery }, ({ company, query }) =>
  targetPrefill({
    companyId: company.id,
    fyStartMonth: company.fyStartMonth,
    framework: query.framework,
    metric: query.metric,
    baselinePeriod: query.baseline_period,
    unit: query.unit,
  }),
);
