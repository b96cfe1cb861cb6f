import "server-only";
import type { DehydratedState } from "@tanstack/react-query";
import { getQuestionnaireJson } from "@/lib/brsr/service";
import type { QuestionnaireTab } from "@/lib/brsr/tabs";
import { companyKey, companyKeys } from "@/lib/client/query-keys";
import { companyPageData, seededQueries } from "@/lib/api/page-data";
import { companyView } from "@/lib/companies/company-view";
import type { QuestionnaireResponse, QuestionnaireValuesResponse } from "@/lib/brsr/response-schemas";
import { valuesView } from "@/lib/brsr/values-view";

/**
 * The company and the opened tab of the questionnaire, read from lib/ for this page request's
 * visitor, as the browser's cache will hold them (`state`: the tab's values only, as
 * `GET ?view=values` answers them, decisions D35), and the tab's whole answer for the page to
 * render its cards from: the screen then renders with the page instead of
 * after the browser has booted, learnt its user and fetched them (decisions D30). The gate is the
 * API's (GET /api/brsr/{id}, through companyPageData); anything else — no session, not a member, a
 * year the API would refuse, the database down — seeds nothing, and the screen loads them itself
 * and shows its own state.
 */
export async function questionnaireSeed(
  companyId: string,
  fy: string | null,
  section: QuestionnaireTab,
): Promise<{ state: DehydratedState; questionnaire: QuestionnaireResponse } | null> {
  if (fy !== null && fy.length > 20) return null;
  const read = await companyPageData(`/brsr/${companyId}`, companyId, async ({ company, role, dataVersion }) => {
    // The company as GET /api/companies/{id} answers it (components/company/use-company.ts reads that).
    const [companyAnswer, answer] = await Promise.all([
      companyView({ company, role }),
      getQuestionnaireJson({ company, fyParam: fy ?? undefined, section, dataVersion }),
    ]);
    // The answer is JSON bytes already (lib/brsr/answer-cache.ts): passed on as its text, parsed once.
    return { companyAnswer, questionnaire: new TextDecoder().decode(answer.json), dataVersion };
  });
  if (!read) return null;
  // The page renders the tab's cards from it too (components/brsr/server-questions.tsx).
  const questionnaire = JSON.parse(read.questionnaire) as QuestionnaireResponse;
  // The browser holds the values; the structure travels once, as the cards.
  const values: QuestionnaireValuesResponse = { ...valuesView(questionnaire), data_version: read.dataVersion };
  return {
    questionnaire,
    state: seededQueries([
      [companyKey(companyId), read.companyAnswer],
      [companyKeys(companyId).brsr(fy, section), values],
    ]),
  };
}
