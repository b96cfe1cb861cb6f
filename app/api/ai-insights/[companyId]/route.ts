// GET /api/ai-insights/{companyId} — the company's insights, newest first
import { route } from "@/lib/api/route";
import { listInsights } from "@/lib/insights/service";

export const GET = route("GET /api/ai-insights/[companyId]", async ({ company }) => listInsights({ companyId: company.id }));
