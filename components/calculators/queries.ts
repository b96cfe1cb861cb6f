"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { FactorSet, FactorSetId } from "@/lib/factors";

/** GET /api/companies/{id}/factors?fy= (lib/calculators/factor-settings.ts). */
export type YearFactors = {
  fy: string;
  period: string;
  fy_end_year: number;
  set_id: FactorSetId;
  set_label: string;
  frozen_at: string | null;
  set: FactorSet;
  sets: { id: FactorSetId; name: string; edition: string }[];
  overrides: { activity: string; label: string; unit: string; value: number; library_value: number | null; reason: string; updated_at: string }[];
  saved_calculations: { id: string; kind: string; set_id: string; edition: string; created_at: string }[];
};

/**
 * While another year's factors load, the last year's stay as placeholder data (`isPlaceholderData`):
 * the calculators stay mounted, so what the user typed survives a change of year.
 */
export function useYearFactors(companyId: string, fy: string) {
  return useQuery({
    queryKey: companyKeys(companyId).factors(fy),
    queryFn: () => api<YearFactors>(`/companies/${companyId}/factors?fy=${encodeURIComponent(fy)}`),
    placeholderData: keepPreviousData,
  });
}
