"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";

export const entriesKey = (companyId: string) => ["esg-data", companyId] as const;
export const entryHistoryKey = (entryId: string) => ["esg-data-history", entryId] as const;
/** Queries of other screens that read entries (dashboard, KPI progress). */
export const entryDependentKeys = (companyId: string) => [["dashboard", companyId], ["kpi-progress", companyId]] as const;

export function useEntries(companyId: string) {
  return useQuery({ queryKey: entriesKey(companyId), queryFn: () => api<EsgEntryDto[]>(`/esg-data/${companyId}`) });
}

export function useEntryHistory(entryId: string | null) {
  return useQuery({
    queryKey: entryHistoryKey(entryId ?? ""),
    queryFn: () => api<EsgEntryHistoryItem[]>(`/esg-data/${entryId}/history`),
    enabled: Boolean(entryId),
    staleTime: 0,
  });
}
