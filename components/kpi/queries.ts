"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { KpiProgressDto } from "@/lib/kpi/schemas";

/** The progress list carries each target, so the screen needs only this one call. */
export function useKpiProgress(companyId: string) {
  return useQuery({
    queryKey: companyKeys(companyId).kpiProgress(),
    queryFn: async () => (await api<{ progress: KpiProgressDto[] }>(`/kpi-targets/${companyId}/progress`)).progress,
    meta: { errorMessage: "Failed to load data" },
  });
}
