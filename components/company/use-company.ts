"use client";

import { useQuery } from "@tanstack/react-query";
import type { CompanyDetailResponse } from "@/lib/companies/response-schemas";
import { api } from "@/lib/client/api";
import { companyKey } from "@/lib/client/query-keys";

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: companyKey(companyId),
    queryFn: () => api<CompanyDetailResponse>(`/companies/${companyId}`),
    // A company that is not the caller's is 'Company Not Found' on the page, not a failure.
    meta: { errorMessage: "Failed to load data", quietStatuses: [404] },
  });
}
