"use client";

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { QuestionnaireTab } from "@/lib/brsr/tabs";
import type { CellWrite, Questionnaire, QuestionnaireStructure, SaveAnswer } from "./types";

/**
 * One year's questionnaire with one tab's questions (a tenth of the whole), as values by key
 * (decisions D35): the structure is the page's cards, or the tab's structure query. While another tab
 * loads, the last answer stays (its `section` says which tab it holds), so the form, and the
 * edits it keeps, stay mounted.
 */
export function useQuestionnaire(companyId: string, fy: string | null, section: QuestionnaireTab) {
  return useQuery({ ...questionnaireTab(companyId, fy, section), placeholderData: keepPreviousData, meta: { errorMessage: "Failed to load data" } });
}

/** One tab's query, as the screen reads it and as a tab is fetched ahead when the pointer or focus reaches it. */
export function questionnaireTab(companyId: string, fy: string | null, section: QuestionnaireTab) {
  return queryOptions({
    queryKey: companyKeys(companyId).brsr(fy, section),
    queryFn: () => api<Questionnaire>(`/brsr/${companyId}`, { query: { ...(fy && { fy }), section, view: "values" } }),
  });
}

/**
 * One tab's questions without values, for a tab (or year) the browser renders itself: read once,
 * since it does not move with the company's figures (decisions D35).
 */
export function tabStructure(companyId: string, fy: string | null, section: QuestionnaireTab) {
  return queryOptions({
    queryKey: companyKeys(companyId).brsrStructure(fy, section),
    queryFn: () => api<QuestionnaireStructure>(`/brsr/${companyId}`, { query: { ...(fy && { fy }), section, view: "structure" } }),
    staleTime: Infinity,
  });
}

/** Writes one financial year's cells; answers that year's questionnaire as it now stands, with the tab's questions. */
export function putCells(companyId: string, fy: string, cells: CellWrite[], section: QuestionnaireTab) {
  return api<SaveAnswer>(`/brsr/${companyId}/cells`, { method: "PUT", body: { fy, cells, section, view: "values" } });
}
