"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { History, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { EntryHistoryDialog } from "./entry-history-dialog";
import { readPeriod } from "@/lib/periods/read";
import type { CompanyRole } from "@/lib/auth/access-table";
import { ReviewBadge } from "@/components/review/review-badge";
import { EntryReviewActions } from "@/components/review/review-actions";
import { EvidenceSlot } from "@/components/review/evidence-slot";
import { figureEditing } from "@/components/review/roles";
import { sourceLabel } from "@/lib/esg-data/sources";
import { displayValue, formatCount } from "@/lib/format";

const CATEGORY_LABELS: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

type Props = {
  companyId: string;
  entries: readonly EsgEntryDto[];
  editingId: string | null;
  onEdit: (entry: EsgEntryDto) => void;
  onDeleted: (id: string) => void;
  /** The caller's role in the company (absent: not known, every action shown and the server decides). */
  role?: CompanyRole | null;
  /** The caller's user id: approving one's own figure is disabled, saying why. */
  userId?: string | null;
  /** Below the last entry, inside the scrolling box: the next page's loader (MoreEntries). */
  more?: React.ReactNode;
};

export function EntryList({ companyId, entries, editingId, onEdit, onDeleted, role, userId = null, more = null }: Props) {
  const { canEdit } = figureEditing(role);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<EsgEntryDto | null>(null);
  const [historyOf, setHistoryOf] = useState<EsgEntryDto | null>(null);
  const hasEntries = entries.length > 0;

  // A link to one entry (#entry-…, from a calculator's saved list) lands on it once the list has loaded.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (hasEntries && target.startsWith("entry-")) document.getElementById(target)?.scrollIntoView({ block: "center" });
  }, [hasEntries]);

  const remove = useMutation({
    mutationFn: (id: string) => api(`/esg-data/${id}`, { method: "DELETE" }),
    onSuccess: async (_data, id) => {
      toast.success("Data deleted successfully");
      onDeleted(id);
      await refreshCompanyData(queryClient, companyId);
    },
    onError: (error) => {
      console.error("Failed to delete data:", error);
      failureToast(error, "Failed to delete data");
    },
  });

  const scroller = useRef<HTMLDivElement>(null);
  const rowProps: RowProps = {
    companyId,
    editingId,
    role,
    userId,
    canEdit,
    onEdit,
    onHistory: setHistoryOf,
    onDelete: setConfirming,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };

  if (!entries.length) {
    return (
      <div className="text-muted-foreground rounded-lg border border-dashed p-10 text-center" data-testid="entries-empty">
        No data collected yet
      </div>
    );
  }

  return (
    <>
      <div ref={scroller} className="max-h-[600px] overflow-y-auto pr-1" data-testid="entry-scroll">
        {entries.length > VIRTUAL_FROM ? (
          <VirtualRows entries={entries} scroller={scroller} rowProps={rowProps} />
        ) : (
          <ul className="space-y-3" data-testid="entry-list">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} {...rowProps} />
            ))}
          </ul>
        )}
        {more}
      </div>

      <LazyConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(open) => (!open ? setConfirming(null) : undefined)}
        title="Delete data entry"
        description="Are you sure you want to delete this data entry?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (confirming) remove.mutate(confirming.id);
          setConfirming(null);
        }}
      />

      <EntryHistoryDialog entry={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}

type RowProps = {
  companyId: string;
  editingId: string | null;
  role?: CompanyRole | null;
  userId: string | null;
  canEdit: boolean;
  onEdit: (entry: EsgEntryDto) => void;
  onHistory: (entry: EsgEntryDto) => void;
  onDelete: (entry: EsgEntryDto) => void;
  /** The entry whose deletion is on its way (its button disabled). */
  deletingId: string | null;
};

/** One entry: its badges, figure, period, notes, review actions and evidence, and its buttons. */
function EntryRow({
  entry,
  companyId,
  editingId,
  role,
  userId,
  canEdit,
  onEdit,
  onHistory,
  onDelete,
  deletingId,
  index,
  style,
  measureRef,
}: RowProps & { entry: EsgEntryDto; index?: number; style?: React.CSSProperties; measureRef?: (node: HTMLLIElement | null) => void }) {
  return (
    <li
      ref={measureRef}
      data-index={index}
      style={style}
      id={`entry-${entry.id}`}
      data-testid="entry-item"
      className={`target:ring-primary scroll-mt-24 rounded-lg border p-4 transition-colors target:ring-2 ${editingId === entry.id ? "border-primary bg-primary/5" : "bg-card"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap gap-1.5">
            <ReviewBadge state={entry.review_state} comment={entry.review_comment} />
            <Badge variant="secondary">{entry.framework}</Badge>
            {/* One figure answering other frameworks too (figure_links): they are named, the figure is listed once. */}
            {entry.frameworks && entry.frameworks.length > 1 ? (
              <Badge variant="outline" title="One figure, reported under each of these frameworks" data-testid="entry-frameworks">
                Also {entry.frameworks.filter((f) => f !== entry.framework).join(", ")}
              </Badge>
            ) : null}
            <Badge variant="outline">{CATEGORY_LABELS[entry.category] ?? entry.category}</Badge>
            {/* Typed figures are the rule; the others say where they came from. */}
            {entry.source !== "manual" ? <Badge variant="outline">{sourceLabel(entry.source)}</Badge> : null}
            {entry.import_batch_id ? (
              <Badge variant="outline" title={`Import batch ${entry.import_batch_id}`} data-testid="entry-import-batch">
                Batch {entry.import_batch_id.slice(0, 8)}
              </Badge>
            ) : null}
            {entry.duplicates?.length ? (
              <Badge
                variant="outline"
                className="border-amber-400 text-amber-800 dark:text-amber-300"
                title="Reports can use only one figure per metric and period: keep one, or combine them"
                data-testid="entry-duplicate-badge"
              >
                {entry.duplicates.length === 1 ? "2 figures for this period" : `${entry.duplicates.length + 1} figures for this period`}
              </Badge>
            ) : null}
            {entry.company_figure_id ? (
              <Badge
                variant="outline"
                className="border-amber-400 text-amber-800 dark:text-amber-300"
                title="The company also has its own figure for this metric and period: that one stands in the report, and this unit's figure is summed beside it as a check, never added to it"
                data-testid="entry-company-figure-badge"
              >
                Company figure also entered: not added
              </Badge>
            ) : null}
            {entry.unit_figures ? (
              <Badge
                variant="outline"
                className="border-amber-400 text-amber-800 dark:text-amber-300"
                title="Reporting units have their own figures for this metric and period: this company figure stands, and their sum is shown beside it as a check, never added to it"
                data-testid="entry-unit-figures-badge"
              >
                {entry.unit_figures === 1 ? "1 unit also reports this: not double counted" : `${entry.unit_figures} units also report this: not double counted`}
              </Badge>
            ) : null}
          </div>
          <p className="font-medium break-words" data-testid="entry-item-metric">
            {entry.metric}
          </p>
          <p className={`break-words ${entry.numeric_value !== null ? "text-lg font-semibold" : "text-sm"}`} data-testid="entry-value" title={entry.value}>
            {displayValue(entry.value)}
            {entry.unit ? <span className="text-muted-foreground ml-1 text-sm font-normal">{entry.unit}</span> : null}
          </p>
          <p className="text-muted-foreground text-sm">
            Period: {entry.period}
            {readPeriod(entry.period).kind === "unparsed" ? (
              <span
                className="ml-2 text-xs text-amber-700 dark:text-amber-400"
                data-testid="entry-period-unread"
                title="Kept as written, but not counted in any year's figures"
              >
                not read as a period
              </span>
            ) : null}
          </p>
          {entry.notes ? <p className="text-muted-foreground text-sm break-words">{entry.notes}</p> : null}
          {entry.review_state === "rejected" && entry.review_comment ? (
            <p className="text-sm break-words text-red-700 dark:text-red-400" data-testid="entry-rejection">
              Rejected: {entry.review_comment}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-1.5 pt-1">
            <EntryReviewActions entry={entry} companyId={companyId} role={role} userId={userId} />
            <EvidenceSlot entryId={entry.id} companyId={companyId} role={role} label={entry.metric} />
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          {canEdit ? (
            <Button type="button" variant="ghost" size="icon" aria-label={`Edit ${entry.metric}`} title="Edit" onClick={() => onEdit(entry)}>
              <Pencil className="size-4" />
            </Button>
          ) : null}
          <Button type="button" variant="ghost" size="icon" aria-label={`History of ${entry.metric}`} title="History" onClick={() => onHistory(entry)}>
            <History className="size-4" />
          </Button>
          {canEdit ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${entry.metric}`}
              title="Delete"
              disabled={deletingId === entry.id}
              onClick={() => onDelete(entry)}
            >
              <Trash2 className="size-4" />
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * A long list (more than VIRTUAL_FROM entries, after the user has loaded further pages) renders
 * only the rows in and near the box's view; a short one renders whole, so find-in-page and screen
 * readers see every entry.
 */
const VIRTUAL_FROM = 150;
const ROW_GAP = 12;

function VirtualRows({
  entries,
  scroller,
  rowProps,
}: {
  entries: readonly EsgEntryDto[];
  scroller: React.RefObject<HTMLDivElement | null>;
  rowProps: RowProps;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer answers new positions on every scroll; this list is not memoised on purpose
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 190,
    gap: ROW_GAP,
    overscan: 8,
    getItemKey: (index) => entries[index].id,
    // Before the box is measured (first paint, or a test without layout), a screenful.
    initialRect: { width: 800, height: 600 },
  });
  // A link to one entry (#entry-…) that is not rendered yet: scroll the box to its row.
  const target = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  const targetIndex = target.startsWith("entry-") ? entries.findIndex((e) => `entry-${e.id}` === target) : -1;
  useEffect(() => {
    if (targetIndex >= 0) virtualizer.scrollToIndex(targetIndex, { align: "center" });
  }, [targetIndex, virtualizer]);

  return (
    <ul className="relative" style={{ height: virtualizer.getTotalSize() }} data-testid="entry-list" data-virtual="true">
      {virtualizer.getVirtualItems().map((item) => (
        <EntryRow
          key={item.key}
          entry={entries[item.index]}
          index={item.index}
          measureRef={virtualizer.measureElement}
          style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
          {...rowProps}
        />
      ))}
    </ul>
  );
}

/**
 * The foot of the list: how many of how many are shown, and the next page, loaded when the foot
 * scrolls into view (IntersectionObserver) or by the button (keyboard, and browsers without it).
 */
export function MoreEntries({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const foot = useRef<HTMLDivElement>(null);
  const load = useRef(onMore);
  useEffect(() => {
    load.current = onMore;
  });
  const auto = hasMore && !loading && !failed;
  useEffect(() => {
    const node = foot.current;
    if (!auto || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((seen) => (seen.some((s) => s.isIntersecting) ? load.current() : undefined), { rootMargin: "400px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <div ref={foot} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm" data-testid="entry-more">
      <span className="text-muted-foreground" data-testid="entry-shown">
        Showing {formatCount(shown)} of {formatCount(total)}
      </span>
      {hasMore ? (
        <Button type="button" variant="outline" size="sm" onClick={onMore} disabled={loading} data-testid="entry-load-more">
          {loading ? "Loading..." : failed ? "Failed to load data. Try again" : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
