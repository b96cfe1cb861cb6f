"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { KpiProgressResponse } from "@/lib/kpi/response-schemas";
import type { KpiPrefillDto } from "@/lib/kpi/schemas";

/**
 * The progress list carries each target, so the screen needs only this one call. Approved figures
 * only unless `includeDrafts` (the screen's 'Include drafts' toggle, decisions D23 §3).
 */
export function useKpiProgress(companyId: string, includeDrafts = false) {
  return useQuery({
    queryKey: companyKeys(companyId).kpiProgressList(includeDrafts),
    queryFn: async () => (await api<KpiProgressResponse>(`/kpi-targets/${companyId}/progress${includeDrafts ? "?include_drafts=true" : ""}`)).progress,
    meta: { errorMessage: "Failed to load data" },
  });
}

export type PrefillArgs = { framework: string; metric: string; baseline_period: string; unit: string };

/** The unit and baseline the target form fills from the company's data, once a metric is chosen. */
export function useTargetPrefill(companyId: string, args: PrefillArgs | null) {
  return useQuery({
    queryKey: [...companyKeys(companyId).kpiProgress(), "prefill", args],
    queryFn: () => api<KpiPrefillDto>(`/kpi-targets/${companyId}/prefill?${new URLSearchParams(args ?? {})}`),
    // A fill that fails leaves the fields as they are: nothing to say over the form.
    enabled: Boolean(args?.metric),
  });
}
