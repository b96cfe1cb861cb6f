"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvitationDto, InviteFormValues } from "@/lib/companies/member-schemas";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { teamKeys } from "./queries";

export type InvitePayload = { email: string; role: InviteFormValues["role"]; access_until?: string };

/** POSTs an invitation; the answer's link is shown once by the caller. */
export function useInvite(companyId: string, onCreated: (invitation: CreatedInvitationDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitePayload) => api<CreatedInvitationDto>(`/companies/${companyId}/invitations`, { method: "POST", body }),
    onSuccess: async (invitation) => {
      onCreated(invitation);
      await queryClient.invalidateQueries({ queryKey: teamKeys(companyId).invitations() });
    },
    onError: (error) => failureToast(error, "Failed to create the invitation"),
  });
}
