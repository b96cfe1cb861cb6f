"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKey, companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import type { CompanyProfile, CompanyProfileDto } from "@/lib/companies/profile-schema";

export function useCompanyProfile(companyId: string) {
  return useQuery({
    queryKey: companyKeys(companyId).profile(),
    queryFn: () => api<CompanyProfileDto>(`/companies/${companyId}/profile`),
    meta: { errorMessage: "Failed to load profile" },
  });
}

/** PUT the whole profile; the answer becomes the cached profile. */
export function useSaveCompanyProfile(
  companyId: string,
  { onSuccess, onError }: { onSuccess: (dto: CompanyProfileDto) => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompanyProfile) => api<CompanyProfileDto>(`/companies/${companyId}/profile`, { method: "PUT", body: profile }),
    onSuccess: async (dto) => {
      const profileKey = companyKeys(companyId).profile();
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
