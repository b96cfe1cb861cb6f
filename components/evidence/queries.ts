"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyDataKey, refreshCompanyData } from "@/lib/client/query-keys";
import type { EvidenceCommentDto, EvidenceFileDto, EvidenceRequestDto, EvidenceRequestStatus, EvidenceRequestSummaryDto } from "@/lib/evidence/schemas";

/**
 * Keys of a company's evidence: under the company's data key, so every save that refreshes the
 * company (refreshCompanyData) refreshes these too.
 */
export const evidenceKeys = (companyId: string) => {
  const all = companyDataKey(companyId);
  return {
    files: (entryId: string) => [...all, "evidence", entryId] as const,
    requests: (entryId: string) => [...all, "evidence-requests", entryId] as const,
    companyRequests: (status: EvidenceRequestStatus | "all") => [...all, "evidence-requests", "company", status] as const,
    counts: () => [...all, "evidence-counts"] as const,
  };
};

export function useEvidenceFiles(companyId: string, entryId: string, enabled = true) {
  return useQuery({
    queryKey: evidenceKeys(companyId).files(entryId),
    queryFn: () => api<EvidenceFileDto[]>(`/esg-data/${entryId}/evidence`),
    enabled,
  });
}

/** Files per entry for the whole company: one request behind every evidence button on a screen (an entry without files is absent: 0). */
export function useEvidenceCounts(companyId: string, enabled = true) {
  return useQuery({
    queryKey: evidenceKeys(companyId).counts(),
    queryFn: () => api<Record<string, number>>(`/companies/${companyId}/evidence-counts`),
    enabled,
  });
}

export function useEvidenceRequests(companyId: string, entryId: string, enabled = true) {
  return useQuery({
    queryKey: evidenceKeys(companyId).requests(entryId),
    queryFn: () => api<EvidenceRequestDto[]>(`/esg-data/${entryId}/evidence-requests`),
    enabled,
  });
}

/** The company's evidence requests (open by default): the dashboard's list for editors. */
export function useCompanyEvidenceRequests(companyId: string, status: EvidenceRequestStatus | "all" = "open") {
  return useQuery({
    queryKey: evidenceKeys(companyId).companyRequests(status),
    queryFn: () => api<EvidenceRequestSummaryDto[]>(`/companies/${companyId}/evidence-requests`, { query: { status } }),
  });
}

/** Every evidence change may move counts elsewhere (lists, dashboard): the company's data is refreshed. */
function useRefresh(companyId: string) {
  const queryClient = useQueryClient();
  return () => refreshCompanyData(queryClient, companyId);
}

export function useUploadEvidence(companyId: string, entryId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api<EvidenceFileDto>(`/esg-data/${entryId}/evidence`, { method: "POST", body: form, raw: true, timeoutMs: 120_000 });
    },
    onSuccess: (saved) => {
      // The file shows, and the upload counts as done, at once: a busy server's refresh of the
      // list (and of the company's counts) follows without holding up the toast or the button.
      queryClient.setQueryData<EvidenceFileDto[]>(evidenceKeys(companyId).files(entryId), (files) =>
        files?.some((f) => f.id === saved.id) ? files : [...(files ?? []), saved],
      );
      void refresh();
    },
  });
}

export function useDeleteEvidence(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (evidenceId: string) => api<void>(`/evidence/${evidenceId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useRaiseRequest(companyId: string, entryId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (comment: string) => api<EvidenceRequestDto>(`/esg-data/${entryId}/evidence-requests`, { method: "POST", body: { comment } }),
    onSuccess: refresh,
  });
}

export function useCommentOnRequest(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: string }) =>
      api<EvidenceCommentDto>(`/evidence-requests/${requestId}/comments`, { method: "POST", body: { body } }),
    onSuccess: refresh,
  });
}

export function useSetRequestStatus(companyId: string) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: EvidenceRequestStatus }) =>
      api<EvidenceRequestDto>(`/evidence-requests/${requestId}`, { method: "PATCH", body: { status } }),
    onSuccess: refresh,
  });
}
