"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Copy, RefreshCw, X } from "lucide-react";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/load-failed";
import { Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import type { CreatedInvitationDto, InvitationDto } from "@/lib/companies/member-schemas";
import { formatDate, formatDateTime, indianDay } from "@/lib/format";
import { RoleBadge } from "./role-badge";
import { teamKeys, useInvitations } from "./queries";
import { useInvite } from "./use-invite";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The link of an invitation just created: shown once, with a copy button (the server keeps only its hash). */
export function InviteLink({ invitation, onDismiss }: { invitation: CreatedInvitationDto; onDismiss: () => void }) {
  const copy = async () => {
    if (await copyText(invitation.link)) toast.success("Link copied");
    else toast.error("Could not copy: select the link and copy it yourself");
  };
  return (
    <div className="bg-muted/50 grid gap-2 rounded-lg border p-3" data-testid="invite-link-box">
      <p className="text-sm">
        Send this link to <span className="font-medium break-all">{invitation.email}</span>. It is shown only now; it works once, until{" "}
        {formatDateTime(invitation.expires_at)}.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={invitation.link}
          aria-label="Invitation link"
          data-testid="invite-link"
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={copy} data-testid="copy-invite-link">
          <Copy className="size-4" aria-hidden /> Copy link
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label="Hide the link" onClick={onDismiss}>
          <X className="size-4" />
        </Button>
      </div>
    </div>
  );
}

/** Pending invitations, with a fresh link (which replaces the old one) and Revoke. */
export function PendingInvitations({
  companyId,
  links,
  onCreated,
}: {
  companyId: string;
  /** Links created in this visit, by invitation id. */
  links: Record<string, CreatedInvitationDto>;
  onCreated: (invitation: CreatedInvitationDto) => void;
}) {
  const { data, isPending, isError, refetch } = useInvitations(companyId, true);
  if (isPending) return <LoadingState label="Loading invitations..." />;
  if (isError) return <LoadFailed message="Failed to load invitations." onRetry={() => void refetch()} testId="invitations-error" />;
  if (data.length === 0)
    return (
      <p className="text-muted-foreground py-6 text-center text-sm" data-testid="invitations-empty">
        No pending invitations.
      </p>
    );
  return (
    <ul className="divide-y" data-testid="invitations-list">
      {data.map((invitation) => (
        <InvitationRow key={invitation.id} companyId={companyId} invitation={invitation} link={links[invitation.id]} onCreated={onCreated} />
      ))}
    </ul>
  );
}

function InvitationRow({
  companyId,
  invitation,
  link,
  onCreated,
}: {
  companyId: string;
  invitation: InvitationDto;
  link?: CreatedInvitationDto;
  onCreated: (invitation: CreatedInvitationDto) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const renew = useInvite(companyId, (created) => {
    toast.success(`New link for ${created.email} created; the old one no longer works`);
    onCreated(created);
  });
  const revoke = useMutation({
    mutationFn: () => api(`/companies/${companyId}/invitations/${invitation.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(`Invitation for ${invitation.email} revoked`);
      await queryClient.invalidateQueries({ queryKey: teamKeys(companyId).invitations() });
    },
    onError: (error) => failureToast(error, "Failed to revoke the invitation"),
  });

  const copy = async () => {
    if (!link) return;
    if (await copyText(link.link)) toast.success("Link copied");
    else toast.error("Could not copy: select the link and copy it yourself");
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="invitation-row">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all" data-testid="invitation-email">
            {invitation.email}
          </span>
          <RoleBadge role={invitation.role} />
        </div>
        <p className="text-muted-foreground text-xs">
          Expires {formatDateTime(invitation.expires_at)}
          {invitation.access_until ? ` · access until ${formatDate(invitation.access_until)}` : ""}
          {invitation.invited_by ? ` · invited by ${invitation.invited_by.full_name}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {link ? (
          <Button size="sm" variant="outline" onClick={copy} data-testid="invitation-copy-link">
            <Copy className="size-4" aria-hidden /> Copy link
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={renew.isPending}
            title="The link is shown only when it is created: this makes a new one and the old link stops working"
            onClick={() =>
              renew.mutate({
                email: invitation.email,
                role: invitation.role,
                ...(invitation.access_until ? { access_until: indianDay(invitation.access_until) } : {}),
              })
            }
            data-testid="invitation-new-link"
          >
            <RefreshCw className="size-4" aria-hidden /> {renew.isPending ? "Creating..." : "New link"}
          </Button>
        )}
        <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" disabled={revoke.isPending} onClick={() => setConfirming(true)}>
          {revoke.isPending ? "Revoking..." : "Revoke"}
        </Button>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working at once.`}
        confirmLabel="Revoke"
        confirmTestId="confirm-revoke-invitation"
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}
