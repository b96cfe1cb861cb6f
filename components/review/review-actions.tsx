"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Send, X } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import type { CompanyRole } from "@/lib/auth/access-table";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { actionAvailability, type ReviewAction } from "@/lib/review/rules";
import type { ReviewState } from "@/lib/esg-data/review-states";
import { RejectDialog } from "./reject-dialog";

const DONE: Record<ReviewAction, string> = { submit: "Submitted for review", approve: "Figure approved", reject: "Figure rejected" };
const FAILED: Record<ReviewAction, string> = {
  submit: "Failed to submit the figure",
  approve: "Failed to approve the figure",
  reject: "Failed to reject the figure",
};
const BUSY: Record<ReviewAction, string> = { submit: "Submitting...", approve: "Approving...", reject: "Rejecting..." };

/** POST /api/esg-data/{id}/review. */
export function reviewEntry(entryId: string, body: { action: ReviewAction; comment?: string; expected_updated_at?: string }) {
  return api<EsgEntryDto>(`/esg-data/${entryId}/review`, { method: "POST", body });
}

type Figure = Pick<EsgEntryDto, "id" | "metric" | "period" | "updated_at" | "review_state" | "updated_by"> & { created_by?: string | null };

/**
 * Submit, Approve and Reject for one figure, as the caller's role and the figure's state allow
 * (lib/review/rules): hidden when the role never takes the action, disabled with the reason on
 * one's own figure. Reject asks for a comment first.
 */
export function EntryReviewActions({
  entry,
  companyId,
  role,
  userId,
}: {
  entry: Figure;
  companyId: string;
  role: CompanyRole | null | undefined;
  userId: string | null;
}) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const figure = { reviewState: entry.review_state as ReviewState, updatedBy: entry.updated_by, createdBy: entry.created_by ?? null };
  const act = useMutation({
    mutationFn: ({ action, comment }: { action: ReviewAction; comment?: string }) =>
      reviewEntry(entry.id, { action, ...(comment ? { comment } : {}), expected_updated_at: entry.updated_at }),
    onSuccess: async (_data, { action }) => {
      toast.success(DONE[action]);
      setRejecting(false);
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error, { action }) => {
      failureToast(error, FAILED[action]);
      // A figure changed meanwhile (409) or refused: show it as it now stands.
      void refreshCompanyData(queryClient, companyId);
    },
  });

  const buttons = (["submit", "approve", "reject"] as const)
    .map((action) => ({ action, a: actionAvailability({ action, figure, role, userId }) }))
    .filter((b) => b.a.show);
  if (!buttons.length) return null;
  const busy = act.isPending;

  return (
    <>
      <div className="flex flex-wrap gap-1.5" data-testid="review-actions">
        {buttons.map(({ action, a }) => {
          const disabled = busy || (a.show && !a.enabled);
          const why = a.show && !a.enabled ? a.reason : undefined;
          const Icon = action === "submit" ? Send : action === "approve" ? Check : X;
          const label = action === "submit" ? "Submit" : action === "approve" ? "Approve" : "Reject";
          return (
            // A disabled button fires no events: its wrapper carries the reason as the tooltip.
            <span key={action} title={why} className="inline-flex">
              <Button
                type="button"
                size="sm"
                variant={action === "approve" ? "default" : action === "reject" ? "outline" : "secondary"}
                className="h-7 px-2 text-xs"
                disabled={disabled}
                aria-label={`${label} ${entry.metric}`}
                aria-description={why}
                title={why}
                data-testid={`review-${action}`}
                onClick={() => (action === "reject" ? setRejecting(true) : act.mutate({ action }))}
              >
                <Icon className="size-3.5" aria-hidden />
                {busy && act.variables?.action === action ? BUSY[action] : label}
              </Button>
            </span>
          );
        })}
      </div>
      <RejectDialog
        open={rejecting}
        what={`${entry.metric}, ${entry.period}`}
        busy={busy}
        onClose={() => setRejecting(false)}
        onConfirm={(comment) => act.mutate({ action: "reject", comment })}
      />
    </>
  );
}
