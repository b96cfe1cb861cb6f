"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { brsrCompanyKey } from "@/components/brsr/queries";
import { companyKey } from "@/components/company/use-company";
import { dashboardKey } from "@/components/dashboard/queries";
import { api } from "@/lib/client/api";
import type { CompanyProfile, CompanyProfileDto } from "@/lib/companies/profile-schema";

export const companyProfileKey = (companyId: string) => ["company-profile", companyId] as const;

export function useCompanyProfile(companyId: string) {
  return useQuery({ queryKey: companyProfileKey(companyId), queryFn: () => api<CompanyProfileDto>(`/companies/${companyId}/profile`) });
}

/** PUT the whole profile; the answer becomes the cached profile. */
export function useSaveCompanyProfile(companyId: string, { onSuccess, onError }: { onSuccess: (dto: CompanyProfileDto) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompanyProfile) => api<CompanyProfileDto>(`/companies/${companyId}/profile`, { method: "PUT", body: profile }),
    onSuccess: async (dto) => {
      queryClient.setQueryData(companyProfileKey(companyId), dto);
      // A new financial-year start month re-reads the periods the dashboard adds up, and changes
      // the years the company record offers (the calculators' default year). The questionnaire
      // shows the profile's completeness and gaps (and its years follow the start month).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: brsrCompanyKey(companyId) }),
      ]);
      onSuccess(dto);
    },
    onError,
  });
}
