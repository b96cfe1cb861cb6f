"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { CompanyListResponse } from "@/lib/companies/response-schemas";
import type { DashboardDto } from "@/lib/dashboard/types";
import type { CatalogueResponse } from "@/lib/frameworks";
import type { Recommendation } from "@/lib/frameworks/recommend";
import { companyKeys } from "@/lib/client/query-keys";

export const companiesKey = ["companies"] as const;
const frameworksKey = ["frameworks"] as const;

export function useCompanies(enabled: boolean) {
  return useQuery({ queryKey: companiesKey, queryFn: () => api<CompanyListResponse>("/companies"), enabled, staleTime: 0 });
}

export function useFrameworkCatalogue() {
  // The catalogue changes only with a deployment.
  return useQuery({ queryKey: frameworksKey, queryFn: () => api<CatalogueResponse>("/frameworks"), staleTime: Infinity });
}

export function useRecommendations(location: string, enabled: boolean) {
  return useQuery({
    queryKey: ["frameworks", "recommend", location],
    queryFn: () => api<{ recommendations: Recommendation[] }>("/frameworks/recommend", { query: { location } }),
    enabled,
    staleTime: Infinity,
  });
}

/** The dashboard, its completion of `fy` (none: the company's default year, as the questionnaire opens on). */
export function useDashboard(companyId: string, fy?: string) {
  // Every save under the company invalidates this key too (lib/client/query-keys.ts), so the
  // figures are cached like any other query rather than refetched on every visit.
  return useQuery({
    queryKey: companyKeys(companyId).dashboard(fy ?? null),
    queryFn: () => api<DashboardDto>(`/dashboard/${companyId}`, fy ? { query: { fy } } : undefined),
    // Another year's completion keeps the screen (and the year chooser) in place while it loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load dashboard", quietStatuses: [404] },
  });
}
