"use client";

import { useQuery } from "@tanstack/react-query";
import type { CompanyDto } from "@/lib/companies/types";
import { api } from "@/lib/client/api";

export const companyKey = (companyId: string) => ["company", companyId] as const;

export function useCompany(companyId: string) {
  return useQuery({ queryKey: companyKey(companyId), queryFn: () => api<CompanyDto>(`/companies/${companyId}`) });
}
