// GET /api/brsr/{companyId}?fy=2024-25&section=P6 — SEBI's questionnaire for one financial year with
// the years before it, derived values, warnings, progress and the filing-readiness list; with
// `section`, only that tab's questions (the screen asks for the tab it shows). `view=values`: the
// questions' values by key without their structure; `view=structure`: one tab's questions without
// values (lib/brsr/values-view.ts, decisions D35)
import { route } from "@/lib/api/route";
import { answerResponse } from "@/lib/brsr/answer-cache";
import { questionnaireQuery } from "@/lib/brsr/schemas";
import { getDb } from "@/db/client";
import { getQuestionnaireJson, getQuestionnaireStructure, getQuestionnaireValuesJson, getUnitQuestionnaire } from "@/lib/brsr/service";
import { onlyTab } from "@/lib/brsr/tabs";
import { structureView, valuesView } from "@/lib/brsr/values-view";
import { getUnit } from "@/lib/units/service";
import { jsonBytesResponse, withFields } from "@/lib/format/json-bytes";

export const dynamic = "force-dynamic";

// The answer is JSON bytes already (kept by its inputs' fingerprint: lib/brsr/answer-cache.ts).
export const GET = route("GET /api/brsr/[companyId]", { query: questionnaireQuery }, async ({ company, query, dataVersion }) => {
  if (query.unit_id) {
    // One unit's own figures, evaluated once per data version for all its tabs.
    const unit = await getUnit(await getDb(), company.id, query.unit_id);
    const view = await getUnitQuestionnaire({ company, fyParam: query.fy, unitId: unit.id, tab: query.section, dataVersion });
    const answer = query.section ? onlyTab(view, query.section) : view;
    if (query.view === "structure" && query.section) return structureView(answer, query.section);
    return query.view === "values" ? { ...valuesView(answer), data_version: dataVersion } : answer;
  }
  const args = { company, fyParam: query.fy, section: query.section, dataVersion };
  if (query.view === "structure" && query.section) return getQuestionnaireStructure({ ...args, section: query.section });
  if (query.view === "values") return jsonBytesResponse(withFields({ data_version: dataVersion }, (await getQuestionnaireValuesJson(args)).json));
  return answerResponse(await getQuestionnaireJson(args));
});
