"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, apiWithHeaders } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { EntryListResponse } from "@/lib/esg-data/response-schemas";
import { ENTRY_PAGE_MAX } from "@/lib/esg-data/entry-limits";
import type { EntryListFilters, EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";

/** Entries the screen asks for at a time: a first screenful fast, more as the user scrolls. */
export const ENTRY_SCREEN_PAGE = 100;

export type EntryPage = {
  entries: EsgEntryDto[];
  /** Entries matching the filters (X-Total-Count). */ total: number;
  /** The next page's cursor (Link: rel="next"). */ next: string | null;
};

/** The filters as query parameters: empty ones left out. */
function filterQuery(filters: EntryListFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((pair): pair is [string, string] => typeof pair[1] === "string" && pair[1].trim() !== ""));
}

/** The cursor in a `Link: <…?cursor=…>; rel="next"` header, or null. */
export function nextCursor(link: string | null): string | null {
  const target = link ? /<([^>]*)>\s*;\s*rel="?next"?/.exec(link)?.[1] : undefined;
  if (!target) return null;
  return new URL(target, "http://x").searchParams.get("cursor");
}

export async function fetchEntryPage(companyId: string, filters: EntryListFilters, cursor: string | null, limit = ENTRY_SCREEN_PAGE): Promise<EntryPage> {
  const { data, headers } = await apiWithHeaders<EntryListResponse>(`/esg-data/${companyId}`, {
    query: { ...filterQuery(filters), limit, cursor: cursor ?? undefined },
  });
  const total = Number(headers.get("X-Total-Count"));
  return { entries: data, total: headers.has("X-Total-Count") && Number.isFinite(total) ? total : data.length, next: nextCursor(headers.get("Link")) };
}

/**
 * The entry list a page at a time, with the search and filters done by the server. Changing a
 * filter keeps the last list on screen until the new one arrives.
 */
export function useEntryPages(companyId: string, filters: EntryListFilters) {
  const query = filterQuery(filters);
  return useInfiniteQuery({
    queryKey: companyKeys(companyId).entryPages(query),
    queryFn: ({ pageParam }) => fetchEntryPage(companyId, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load data" },
  });
}

/** How many entries the company has, whatever the filters (the count's "of N" while filtering). */
export function useEntryTotal(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys(companyId).entryLookup({ total: "1" }),
    queryFn: async () => (await fetchEntryPage(companyId, {}, null, 1)).total,
    enabled,
  });
}

/**
 * A few entries the form needs (one metric's, or one entry by id), at most a page of 1,000: read
 * without the list's headers.
 */
const lookupEntries = (companyId: string, filters: EntryListFilters) =>
  api<EntryListResponse>(`/esg-data/${companyId}`, { query: { ...filterQuery(filters), limit: ENTRY_PAGE_MAX } });

/** One metric's entries (the form's previous figure); nothing while no metric is chosen. */
export function useMetricEntries(companyId: string, metric: string) {
  const name = useDebounced(metric.trim(), 300);
  return useQuery({
    queryKey: companyKeys(companyId).entryLookup({ metric: name }),
    queryFn: () => lookupEntries(companyId, { metric: name }),
    enabled: Boolean(name),
  });
}

/** Entries as the server has them now (after a conflict, what the screen shows was out of date). */
export function freshEntries(queryClient: QueryClient, companyId: string, filters: EntryListFilters): Promise<EsgEntryDto[]> {
  const query = filterQuery(filters);
  return queryClient.fetchQuery({ queryKey: companyKeys(companyId).entryLookup(query), queryFn: () => lookupEntries(companyId, query), staleTime: 0 });
}

/** The value, once it has stayed the same for `ms` (typing in a search box sends one request, not one per key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

export function useEntryHistory(entry: Pick<EsgEntryDto, "id" | "company_id"> | null) {
  return useQuery({
    queryKey: companyKeys(entry?.company_id ?? "").entryHistory(entry?.id ?? ""),
    queryFn: () => api<EsgEntryHistoryItem[]>(`/esg-data/${entry?.id}/history`),
    enabled: Boolean(entry),
    staleTime: 0,
  });
}
