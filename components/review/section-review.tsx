"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCheck, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import type { CompanyRole } from "@/lib/auth/access-table";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { formatCount } from "@/lib/format";
import { actionStartsFrom, roleMayReview } from "@/lib/review/rules";
import type { BatchReviewResult } from "@/lib/review/schemas";
import type { ReviewState } from "@/lib/esg-data/review-states";

/** One figure of a section: its entry and state. */
export type SectionFigure = { entryId: string; state: ReviewState };

type BatchAction = "submit" | "approve";

const figures = (n: number) => `${formatCount(n)} ${n === 1 ? "figure" : "figures"}`;

/** POST /api/companies/{id}/review. */
export function reviewBatch(companyId: string, body: { action: BatchAction | "reject"; entry_ids: string[]; comment?: string }) {
  return api<BatchReviewResult>(`/companies/${companyId}/review`, { method: "POST", body });
}

/** What a batch left as it was, grouped by reason: 'You entered or last changed this figure (2)'. */
export function skippedSummary(skipped: BatchReviewResult["skipped"]): string {
  const byReason = new Map<string, number>();
  for (const s of skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  return [...byReason].map(([reason, n]) => `${reason} (${formatCount(n)})`).join("; ");
}

/**
 * 'Submit section' for makers and 'Approve section' for checkers: one batch over the section's
 * figures that can move, after a confirmation with the counts. The server skips what the rules
 * do not allow (one's own figures) and says so.
 */
export function SectionReview({
  companyId,
  role,
  sectionLabel,
  items,
}: {
  companyId: string;
  role: CompanyRole | null | undefined;
  /** 'P6', 'Section A'. */
  sectionLabel: string;
  items: readonly SectionFigure[];
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<BatchAction | null>(null);
  const byAction = (action: BatchAction) => [...new Set(items.filter((f) => actionStartsFrom(action, f.state)).map((f) => f.entryId))];
  const toSubmit = byAction("submit");
  const toApprove = byAction("approve");
  const shown = (["submit", "approve"] as const).filter((a) => role !== undefined && roleMayReview(role, a));

  const run = useMutation({
    mutationFn: (action: BatchAction) => reviewBatch(companyId, { action, entry_ids: action === "submit" ? toSubmit : toApprove }),
    onSuccess: async (result, action) => {
      const done = action === "submit" ? "submitted for review" : "approved";
      const message = result.updated.length ? `${figures(result.updated.length)} of ${sectionLabel} ${done}` : `No figure of ${sectionLabel} was ${done}`;
      if (result.skipped.length) toast.warning(message, { description: `Skipped ${figures(result.skipped.length)}: ${skippedSummary(result.skipped)}` });
      else toast.success(message);
      setConfirming(null);
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error, action) => {
      setConfirming(null);
      failureToast(error, action === "submit" ? "Failed to submit the section" : "Failed to approve the section");
    },
  });

  if (!shown.length || !items.length) return null;
  const total = new Set(items.map((f) => f.entryId)).size;
  const count = confirming === "submit" ? toSubmit.length : toApprove.length;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="section-review">
      {shown.map((action) => {
        const n = action === "submit" ? toSubmit.length : toApprove.length;
        const Icon = action === "submit" ? Send : CheckCheck;
        const label = action === "submit" ? "Submit section" : "Approve section";
        const none =
          action === "submit" ? "Nothing to submit: no draft or rejected figure in this section" : "Nothing to approve: no submitted figure in this section";
        return (
          <span key={action} title={n ? undefined : none} className="inline-flex">
            <Button
              type="button"
              size="sm"
              variant={action === "approve" ? "default" : "secondary"}
              disabled={!n || run.isPending}
              onClick={() => setConfirming(action)}
              data-testid={`section-${action}`}
            >
              <Icon className="size-4" aria-hidden />
              {run.isPending && run.variables === action ? (action === "submit" ? "Submitting..." : "Approving...") : `${label} (${formatCount(n)})`}
            </Button>
          </span>
        );
      })}
      <LazyConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (!open ? setConfirming(null) : undefined)}
        title={confirming === "submit" ? `Submit ${sectionLabel} for review` : `Approve ${sectionLabel}`}
        description={
          <span data-testid="section-review-counts">
            {confirming === "submit"
              ? `${figures(count)} of ${figures(total)} in ${sectionLabel} will be submitted for review. The others are already submitted or approved.`
              : `${figures(count)} of ${figures(total)} in ${sectionLabel} will be approved. Figures you entered or last changed are skipped: someone else must approve them.`}
          </span>
        }
        confirmLabel={confirming === "submit" ? `Submit ${figures(count)}` : `Approve ${figures(count)}`}
        confirmTestId="section-review-confirm"
        destructive={false}
        busy={run.isPending}
        busyLabel="Working..."
        stayOpenOnConfirm
        onConfirm={() => {
          if (confirming) run.mutate(confirming);
        }}
      />
    </div>
  );
}
