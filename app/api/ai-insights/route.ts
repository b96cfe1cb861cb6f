// POST /api/ai-insights — generates, stores and returns an insight for one company and framework (Idempotency-Key honoured)
import { idempotent } from "@/lib/api/idempotency";
import { json, route } from "@/lib/api/route";
import { getMemberCompany } from "@/lib/companies/access";
import { insightRequestSchema } from "@/lib/insights/schemas";
import { generateInsight } from "@/lib/insights/service";
import { requireFiscalYear } from "@/lib/periods/param";

export const runtime = "nodejs";
export const maxDuration = 120;

export const POST = route("POST /api/ai-insights", { body: insightRequestSchema }, async ({ req, body, user, demand }) =>
  // A double click that lands twice with one Idempotency-Key makes one card, not two.
  idempotent({ req, userId: user.id, request: body }, async () => {
    const company = await getMemberCompany({ user, demand, companyId: body.company_id });
    const fy = body.fy ? requireFiscalYear(body.fy, company.fyStartMonth) : null;
    return json(await generateInsight({ company, user, framework: body.framework, category: body.category, fy }), 201);
  }),
);
