// GET /api/brsr/{companyId}?fy=2024-25&section=P6 — SEBI's questionnaire for one financial year with
// the years before it, derived values, warnings, progress and the filing-readiness list; with
// `section`, only that tab's questions (the screen asks for the tab it shows)
import { route } from "@/lib/api/route";
import { answerResponse } from "@/lib/brsr/answer-cache";
import { questionnaireQuery } from "@/lib/brsr/schemas";
import { getDb } from "@/db/client";
import { getQuestionnaireJson, getUnitQuestionnaire } from "@/lib/brsr/service";
import { onlyTab } from "@/lib/brsr/tabs";
import { getUnit } from "@/lib/units/service";

export const dynamic = "force-dynamic";

// The answer is JSON bytes already (kept by its inputs' fingerprint: lib/brsr/answer-cache.ts).
export const GET = route("GET /api/brsr/[companyId]", { query: questionnaireQuery }, async ({ company, query, dataVersion }) => {
  if (query.unit_id) {
    // One unit's own figures, evaluated once per data version for all its tabs.
    const unit = await getUnit(await getDb(), company.id, query.unit_id);
    const view = await getUnitQuestionnaire({ company, fyParam: query.fy, unitId: unit.id, tab: query.section, dataVersion });
    return query.section ? onlyTab(view, query.section) : view;
  }
  return answerResponse(await getQuestionnaireJson({ company, fyParam: query.fy, section: query.section, dataVersion }));
});
