// GET /api/brsr/{companyId}?fy=2024-25 — SEBI's questionnaire for one financial year with the years
// before it, derived values, warnings, progress and the filing-readiness list
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { getQuestionnaire } from "@/lib/brsr/service";

export const dynamic = "force-dynamic";

export const GET = route({ access: "entitled", company: "companyId", query: fyQuery }, ({ company, query }) =>
  getQuestionnaire({ company, fyParam: query.fy }),
);
