"use client";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { REVIEW_STATE_LABELS, type ReviewState } from "@/lib/esg-data/review-states";

const STYLES: Record<ReviewState, string> = {
  draft: "border-slate-300 text-slate-700 dark:text-slate-300",
  submitted: "border-sky-400 bg-sky-50 text-sky-800 dark:bg-sky-950/40 dark:text-sky-300",
  approved: "border-emerald-400 bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300",
  rejected: "border-red-400 bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-300",
};

/** A figure's maker–checker state; a rejection shows its comment on hover and to screen readers. */
export function ReviewBadge({
  state,
  comment,
  className,
  testId = "review-badge",
}: {
  state: ReviewState;
  comment?: string | null;
  className?: string;
  testId?: string;
}) {
  const reason = state === "rejected" && comment ? comment : null;
  return (
    <Badge
      variant="outline"
      className={cn(STYLES[state], className)}
      title={reason ? `Rejected: ${reason}` : `Review: ${REVIEW_STATE_LABELS[state]}`}
      data-testid={testId}
      data-state={state}
    >
      {REVIEW_STATE_LABELS[state]}
      {reason ? <span className="sr-only">: {reason}</span> : null}
    </Badge>
  );
}

/** A small dot for a questionnaire cell's state (the label is its title and accessible name). */
export function ReviewMarker({
  state,
  testId,
  compact = false,
}: {
  state: ReviewState;
  testId?: string;
  /** The dot alone (the label for screen readers): table cells. */ compact?: boolean;
}) {
  const dot: Record<ReviewState, string> = { draft: "bg-slate-400", submitted: "bg-sky-500", approved: "bg-emerald-500", rejected: "bg-red-500" };
  return (
    <span
      className="text-muted-foreground inline-flex items-center gap-1 text-[11px] leading-none"
      title={`Review: ${REVIEW_STATE_LABELS[state]}`}
      data-testid={testId}
      data-state={state}
    >
      <span className={cn("inline-block size-2 rounded-full", dot[state])} aria-hidden />
      <span className={compact ? "sr-only" : undefined}>{REVIEW_STATE_LABELS[state]}</span>
    </span>
  );
}
