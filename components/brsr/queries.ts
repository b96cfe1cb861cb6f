"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { CellWrite, Questionnaire, SaveAnswer } from "./types";

export function useQuestionnaire(companyId: string, fy: string | null) {
  return useQuery({
    queryKey: companyKeys(companyId).brsr(fy),
    queryFn: () => api<Questionnaire>(`/brsr/${companyId}`, fy ? { query: { fy } } : {}),
    meta: { errorMessage: "Failed to load data" },
  });
}

/** Writes one financial year's cells; answers that year's questionnaire as it now stands. */
export function putCells(companyId: string, fy: string, cells: CellWrite[]) {
  return api<SaveAnswer>(`/brsr/${companyId}/cells`, { method: "PUT", body: { fy, cells } });
}
