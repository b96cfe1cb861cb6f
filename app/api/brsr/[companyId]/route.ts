// GET /api/brsr/{companyId}?fy=2024-25&section=P6 — SEBI's questionnaire for one financial year with
// the years before it, derived values, warnings, progress and the filing-readiness list; with
// `section`, only that tab's questions (the screen asks for the tab it shows)
import { route } from "@/lib/api/route";
import { answerResponse } from "@/lib/brsr/answer-cache";
import { questionnaireQuery } from "@/lib/brsr/schemas";
import { getQuestionnaireJson } from "@/lib/brsr/service";

export const dynamic = "force-dynamic";

// The answer is JSON bytes already (kept by its inputs' fingerprint: lib/brsr/answer-cache.ts).
export const GET = route({ access: "entitled", company: "companyId", query: questionnaireQuery }, async ({ company, query, dataVersion }) =>
  answerResponse(await getQuestionnaireJson({ company, fyParam: query.fy, section: query.section, dataVersion })),
);
