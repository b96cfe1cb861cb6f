"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { CompanyDto } from "@/lib/companies/types";
import type { DashboardDto } from "@/lib/dashboard/types";
import type { CatalogueResponse } from "@/lib/frameworks";
import type { Recommendation } from "@/lib/frameworks/recommend";

// Query keys other screens invalidate after they change a company's data.
export const companiesKey = ["companies"] as const;
export const frameworksKey = ["frameworks"] as const;
export const dashboardKey = (companyId: string) => ["dashboard", companyId] as const;

export function useCompanies(enabled: boolean) {
  return useQuery({ queryKey: companiesKey, queryFn: () => api<CompanyDto[]>("/companies"), enabled, staleTime: 0 });
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

export function useDashboard(companyId: string) {
  // Other screens change the figures (entries, targets, ticks, reports) without knowing this key:
  // refetch whenever the dashboard mounts, showing the cached figures meanwhile.
  return useQuery({ queryKey: dashboardKey(companyId), queryFn: () => api<DashboardDto>(`/dashboard/${companyId}`), staleTime: 0 });
}

export const formatNumber = (value: number) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 }).format(value);
