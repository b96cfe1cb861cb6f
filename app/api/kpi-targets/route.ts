// POST /api/kpi-targets — creates a KPI target (audited) and answers it with 201
import { json, route } from "@/lib/api/route";
import { getOwnedCompany } from "@/lib/companies/access";
import { kpiTargetInput } from "@/lib/kpi/schemas";
import { createTarget } from "@/lib/kpi/service";

export const POST = route({ access: "entitled", body: kpiTargetInput }, async ({ user, body }) => {
  const { company_id, ...data } = body;
  const company = await getOwnedCompany({ user, companyId: company_id });
  return json(await createTarget({ companyId: company.id, actorId: user.id, data }), 201);
});
