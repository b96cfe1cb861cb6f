// POST /api/kpi-targets — creates a KPI target (audited) and answers it with 201 (Idempotency-Key honoured)
import { idempotent } from "@/lib/api/idempotency";
import { json, route } from "@/lib/api/route";
import { getMemberCompany } from "@/lib/companies/access";
import { kpiTargetInput } from "@/lib/kpi/schemas";
import { createTarget } from "@/lib/kpi/service";

export const POST = route("POST /api/kpi-targets", { body: kpiTargetInput }, async ({ req, user, demand, body }) =>
  idempotent({ req, userId: user.id, request: body }, async () => {
    const { company_id, ...data } = body;
    const company = await getMemberCompany({ user, demand, companyId: company_id });
    return json(await createTarget({ companyId: company.id, actorId: user.id, data }), 201);
  }),
);
