"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { CellWrite, Questionnaire, SaveAnswer } from "./types";

/** Every questionnaire of one company, whatever the year. */
export const brsrCompanyKey = (companyId: string) => ["brsr", companyId] as const;

/** The questionnaire of one company; `fy` null means the year the server chooses. */
export const brsrKey = (companyId: string, fy: string | null) => [...brsrCompanyKey(companyId), fy ?? "default"] as const;

export function useQuestionnaire(companyId: string, fy: string | null) {
  return useQuery({
    queryKey: brsrKey(companyId, fy),
    queryFn: () => api<Questionnaire>(`/brsr/${companyId}`, fy ? { query: { fy } } : {}),
  });
}

/** Writes one financial year's cells; answers that year's questionnaire as it now stands. */
export function putCells(companyId: string, fy: string, cells: CellWrite[]) {
  return api<SaveAnswer>(`/brsr/${companyId}/cells`, { method: "PUT", body: { fy, cells } });
}
