"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { companyKeys } from "@/lib/client/query-keys";
import type { InvitationDto, InvitationPreviewDto, MemberDto } from "@/lib/companies/member-schemas";

/** Under the company's data key, so a company-wide refresh includes them. */
export const teamKeys = (companyId: string) => ({
  members: () => companyKeys(companyId).members(),
  invitations: () => companyKeys(companyId).invitations(),
});

export const invitationKey = (token: string) => ["invitation", token] as const;

export function useMembers(companyId: string) {
  return useQuery({
    queryKey: teamKeys(companyId).members(),
    queryFn: () => api<MemberDto[]>(`/companies/${companyId}/members`),
    meta: { errorMessage: "Failed to load members" },
  });
}

export function useInvitations(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys(companyId).invitations(),
    queryFn: () => api<InvitationDto[]>(`/companies/${companyId}/invitations`),
    enabled,
    meta: { errorMessage: "Failed to load invitations" },
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: () => api<InvitationPreviewDto>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
    meta: { quietStatuses: [404] },
  });
}
