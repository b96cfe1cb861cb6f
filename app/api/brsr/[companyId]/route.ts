// GET /api/brsr/{companyId}?fy=2024-25 — SEBI's questionnaire for one financial year with the years
// before it, derived values, warnings, progress and the filing-readiness list
import { route } from "@/lib/api/route";
import { answerResponse } from "@/lib/brsr/answer-cache";
import { fyQuery } from "@/lib/brsr/schemas";
import { getQuestionnaireJson } from "@/lib/brsr/service";

export const dynamic = "force-dynamic";

// The answer is JSON bytes already (kept by its inputs' fingerprint: lib/brsr/answer-cache.ts).
export const GET = route({ access: "entitled", company: "companyId", query: fyQuery }, async ({ company, query, dataVersion }) =>
  answerResponse(await getQuestionnaireJson({ company, fyParam: query.fy, dataVersion })),
);
