"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/spinner";
import type { EsgEntryDto, EsgEntryHistoryItem } from "@/lib/esg-data/schemas";
import { formatDateTime } from "@/lib/format";
import { REVIEW_STATE_LABELS, type ReviewState } from "@/lib/esg-data/review-states";
import { useEntryHistory } from "./queries";

const FIELDS: { key: keyof EsgEntryDto; label: string }[] = [
  { key: "framework", label: "Framework" },
  { key: "category", label: "Category" },
  { key: "metric", label: "Metric" },
  { key: "value", label: "Value" },
  { key: "unit", label: "Unit" },
  { key: "period", label: "Period" },
  { key: "notes", label: "Notes" },
];

const ACTIONS: Record<string, string> = {
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  submit: "Submitted for review",
  approve: "Approved",
  reject: "Rejected",
};

const REVIEW_ACTIONS = new Set(["submit", "approve", "reject"]);
const stateLabel = (v: unknown) => (typeof v === "string" && v in REVIEW_STATE_LABELS ? REVIEW_STATE_LABELS[v as ReviewState] : show(v));

const show = (v: unknown) => (v === undefined || v === null || v === "" ? "—" : String(v));

function Changes({ item }: { item: EsgEntryHistoryItem }) {
  if (REVIEW_ACTIONS.has(item.action)) {
    const comment = item.new_value?.review_comment;
    return (
      <div className="space-y-1 text-sm" data-testid="history-review">
        <p>
          <span className="text-muted-foreground">Review:</span> {stateLabel(item.old_value?.review_state)} →{" "}
          <span className="font-medium">{stateLabel(item.new_value?.review_state)}</span>
        </p>
        {comment ? <p className="break-words">&ldquo;{comment}&rdquo;</p> : null}
      </div>
    );
  }
  if (item.action === "update") {
    const changed = FIELDS.filter(({ key }) => show(item.old_value?.[key]) !== show(item.new_value?.[key]));
    const review = show(item.old_value?.review_state) !== show(item.new_value?.review_state) && item.new_value?.review_state !== undefined;
    if (!changed.length && !review) return <p className="text-muted-foreground text-sm">No field changed.</p>;
    return (
      <ul className="space-y-1 text-sm">
        {changed.map(({ key, label }) => (
          <li key={key}>
            <span className="text-muted-foreground">{label}:</span> <span className="line-through decoration-1">{show(item.old_value?.[key])}</span> →{" "}
            <span className="font-medium">{show(item.new_value?.[key])}</span>
          </li>
        ))}
        {review ? (
          <li>
            <span className="text-muted-foreground">Review:</span> {stateLabel(item.old_value?.review_state)} →{" "}
            <span className="font-medium">{stateLabel(item.new_value?.review_state)}</span>
          </li>
        ) : null}
      </ul>
    );
  }
  const snapshot = item.action === "delete" ? item.old_value : item.new_value;
  return (
    <p className="text-sm">
      {show(snapshot?.value)} {snapshot?.unit ?? ""} <span className="text-muted-foreground">· {show(snapshot?.period)}</span>
    </p>
  );
}

/** The audit trail of one entry: who changed what and when (BRSR Core assurance asks first). */
export function EntryHistoryDialog({ entry, onClose }: { entry: EsgEntryDto | null; onClose: () => void }) {
  const { data, isPending, error } = useEntryHistory(entry);
  return (
    <Dialog open={Boolean(entry)} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Entry history</DialogTitle>
          <DialogDescription>{entry ? `${entry.metric} · ${entry.period}` : ""}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <LoadingState label="Loading history..." />
        ) : error ? (
          <p className="text-destructive text-sm">Failed to load data</p>
        ) : (
          <ol className="space-y-3" data-testid="entry-history">
            {data.map((item) => (
              <li key={item.id} className="rounded-md border p-3">
                <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{ACTIONS[item.action] ?? item.action}</span>
                  <span className="text-muted-foreground text-xs">{formatDateTime(item.created_at)}</span>
                </div>
                <p className="text-muted-foreground mb-1 text-xs">by {item.actor ? `${item.actor.full_name} (${item.actor.email})` : "a removed user"}</p>
                <Changes item={item} />
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
