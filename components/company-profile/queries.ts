"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKey, companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import type { CompanyProfile, CompanyProfileDto } from "@/lib/companies/profile-schema";

/** `?fy=` when a year was picked; without it the server answers the year every screen opens on. */
const yearQuery = (fy: string | null) => (fy ? `?fy=${encodeURIComponent(fy)}` : "");

/** The profile as at a financial year (Section A facts are held per year; null: the default year). */
export function useCompanyProfile(companyId: string, fy: string | null = null) {
  return useQuery({
    queryKey: [...companyKeys(companyId).profile(), fy ?? ""],
    queryFn: () => api<CompanyProfileDto>(`/companies/${companyId}/profile${yearQuery(fy)}`),
    meta: { errorMessage: "Failed to load profile" },
  });
}

/** PUT the whole profile; the answer becomes the cached profile. */
export function useSaveCompanyProfile(
  companyId: string,
  fy: string | null,
  { onSuccess, onError }: { onSuccess: (dto: CompanyProfileDto) => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompanyProfile) => api<CompanyProfileDto>(`/companies/${companyId}/profile${yearQuery(fy)}`, { method: "PUT", body: profile }),
    onSuccess: async (dto) => {
      const profileKey = [...companyKeys(companyId).profile(), fy ?? ""];
      queryClient.setQueryData(profileKey, dto);
      // A new financial-year start month re-reads the periods the dashboard adds up, and changes
      // the years the company record offers (the calculators' default year). The questionnaire
      // shows the profile's completeness and gaps (and its years follow the start month).
      await Promise.all([
        refreshCompanyData(queryClient, companyId, { except: profileKey }),
        queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
      ]);
      onSuccess(dto);
    },
    onError,
  });
}
