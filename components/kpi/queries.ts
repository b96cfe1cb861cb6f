"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { KpiProgressDto } from "@/lib/kpi/schemas";

export const kpiProgressKey = (companyId: string) => ["kpi-progress", companyId] as const;
export const kpiTargetsKey = (companyId: string) => ["kpi-targets", companyId] as const;

/** The progress list carries each target, so the screen needs only this one call. */
export function useKpiProgress(companyId: string) {
  return useQuery({
    queryKey: kpiProgressKey(companyId),
    queryFn: async () => (await api<{ progress: KpiProgressDto[] }>(`/kpi-targets/${companyId}/progress`)).progress,
  });
}
