// POST /api/ai-insights — generates, stores and returns an insight for one company and framework
import { json, route } from "@/lib/api/route";
import { getOwnedCompany } from "@/lib/companies/access";
import { insightRequestSchema } from "@/lib/insights/schemas";
import { generateInsight } from "@/lib/insights/service";

export const runtime = "nodejs";
export const maxDuration = 120;

export const POST = route({ access: "entitled", body: insightRequestSchema }, async ({ body, user }) => {
  const company = await getOwnedCompany({ user, companyId: body.company_id });
  return json(await generateInsight({ company, user, framework: body.framework, category: body.category }), 201);
});
