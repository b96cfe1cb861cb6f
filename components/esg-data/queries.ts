"use client";

import { useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";

export const entriesKey = (companyId: string) => ["esg-data", companyId] as const;
export const entryHistoryKey = (entryId: string) => ["esg-data-history", entryId] as const;
/** Queries of other screens that read entries (dashboard, KPI progress). */
export const entryDependentKeys = (companyId: string) => [["dashboard", companyId], ["kpi-progress", companyId]] as const;

const fetchEntries = (companyId: string) => api<EsgEntryDto[]>(`/esg-data/${companyId}`);

export function useEntries(companyId: string) {
  return useQuery({ queryKey: entriesKey(companyId), queryFn: () => fetchEntries(companyId) });
}

/** The list as the server has it now (after a conflict, the cached one is what was out of date). */
export function freshEntries(queryClient: QueryClient, companyId: string): Promise<EsgEntryDto[]> {
  return queryClient.fetchQuery({ queryKey: entriesKey(companyId), queryFn: () => fetchEntries(companyId), staleTime: 0 });
}

export function useEntryHistory(entryId: string | null) {
  return useQuery({
    queryKey: entryHistoryKey(entryId ?? ""),
    queryFn: () => api<EsgEntryHistoryItem[]>(`/esg-data/${entryId}/history`),
    enabled: Boolean(entryId),
    staleTime: 0,
  });
}
