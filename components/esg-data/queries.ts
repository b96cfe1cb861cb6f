"use client";

import { useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";

const fetchEntries = (companyId: string) => api<EsgEntryDto[]>(`/esg-data/${companyId}`);

export function useEntries(companyId: string) {
  return useQuery({ queryKey: companyKeys(companyId).entries(), queryFn: () => fetchEntries(companyId), meta: { errorMessage: "Failed to load data" } });
}

/** The list as the server has it now (after a conflict, the cached one is what was out of date). */
export function freshEntries(queryClient: QueryClient, companyId: string): Promise<EsgEntryDto[]> {
  return queryClient.fetchQuery({ queryKey: companyKeys(companyId).entries(), queryFn: () => fetchEntries(companyId), staleTime: 0 });
}

export function useEntryHistory(entry: Pick<EsgEntryDto, "id" | "company_id"> | null) {
  return useQuery({
    queryKey: companyKeys(entry?.company_id ?? "").entryHistory(entry?.id ?? ""),
    queryFn: () => api<EsgEntryHistoryItem[]>(`/esg-data/${entry?.id}/history`),
    enabled: Boolean(entry),
    staleTime: 0,
  });
}
