"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import { displayValue } from "@/lib/esg-data/parse-value";
import { formatCount } from "@/lib/format";
import { proposalEdit, type ProposalEdit } from "@/lib/extraction/schemas";
import type { AcceptResult, ExtractionSummary, ItemError, RejectResult, SummaryMetric } from "@/lib/extraction/types";
import type { UnitDto } from "@/lib/units/types";

type AcceptItem = { id: string; value?: string; unit?: string; period?: string; replace?: boolean };
/** What is in flight: which rows, and whether accepting or rejecting (for the busy labels). */
type Busy = { ids: Set<string>; action: "accept" | "reject"; all: boolean } | null;

const STATUS_LABEL: Record<SummaryMetric["status"], string> = { proposed: "Proposed", accepted: "Accepted", edited: "Accepted (edited)", rejected: "Rejected" };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const held = (m: SummaryMetric) => (m.conflict ? `${displayValue(m.conflict.value)}${m.conflict.unit ? ` ${m.conflict.unit}` : ""}` : "");

function refusalToast(errors: ItemError[]) {
  if (!errors.length) return;
  const first = errors[0];
  toast.error(errors.length === 1 ? "1 value was not accepted" : `${errors.length} values were not accepted`, { description: first.detail });
}

/**
 * The review queue of one extraction (decisions D21): every proposal with its value, period, page and
 * quote, a badge naming the figure already held for the metric and period, and Accept / Edit /
 * Reject per row, 'Accept all' / 'Reject all' for what is still proposed. Nothing counts until
 * accepted; a proposal over a figure held is accepted only as a replacement, after confirming.
 */
export function ExtractionReview({ companyId, extraction, canEdit = true }: { companyId: string; extraction: ExtractionSummary; canEdit?: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<{ metric: SummaryMetric; item: AcceptItem } | null>(null);
  const key = companyKeys(companyId).extraction(extraction.id);
  // The reporting unit the accepted figures are for (none: the company as a whole); offered when the company has units.
  const [unitId, setUnitId] = useState("");
  const units = useQuery({
    queryKey: companyKeys(companyId).units(),
    queryFn: () => api<UnitDto[]>(`/companies/${companyId}/units`),
    enabled: canEdit,
  });
  const activeUnits = (units.data ?? []).filter((u) => !u.archived);

  const settle = (next: ExtractionSummary) => {
    queryClient.setQueryData(key, next);
    void refreshCompanyData(queryClient, companyId, { except: key });
  };

  const accept = useMutation({
    mutationFn: ({ items }: { items: AcceptItem[]; all: boolean }) =>
      api<AcceptResult>(`/extractions/${extraction.id}/accept`, { method: "POST", body: { items, ...(unitId ? { unit_id: unitId } : {}) } }),
    onMutate: ({ items, all }) => setBusy({ ids: new Set(items.map((i) => i.id)), action: "accept", all }),
    onSuccess: (result) => {
      settle(result.extraction);
      if (result.accepted.length) {
        toast.success(`Accepted ${plural(result.accepted.length, "metric")}`, {
          description: "Saved to Data Collection with the file and page they came from.",
        });
      }
      refusalToast(result.errors);
      if (result.accepted.length) setEditing(null);
    },
    onError: (error) => {
      console.error("Failed to accept extracted values:", error);
      failureToast(error, "Failed to save data");
    },
    onSettled: () => {
      setBusy(null);
      setReplacing(null);
    },
  });

  const reject = useMutation({
    mutationFn: ({ ids }: { ids: string[]; all: boolean }) =>
      api<RejectResult>(`/extractions/${extraction.id}/reject`, { method: "POST", body: { items: ids } }),
    onMutate: ({ ids, all }) => setBusy({ ids: new Set(ids), action: "reject", all }),
    onSuccess: (result) => {
      settle(result.extraction);
      if (result.rejected.length) toast.success(`Rejected ${plural(result.rejected.length, "metric")}`);
      if (result.errors.length) toast.error(result.errors[0].detail);
    },
    onError: (error) => {
      console.error("Failed to reject extracted values:", error);
      failureToast(error, "Failed to save data");
    },
    onSettled: () => setBusy(null),
  });

  const pending = busy !== null;
  const open = extraction.metrics.filter((m) => m.status === "proposed");
  // 'Accept all' takes what does not clash with a figure held (those are replaced one by one, after
  // confirming) and is not a figure the questionnaire computes (those can only be rejected).
  const clear = open.filter((m) => !m.conflict && !m.computed);
  const computedOpen = open.filter((m) => m.computed).length;

  function acceptOne(metric: SummaryMetric, item: AcceptItem = { id: metric.id }) {
    if (metric.conflict) setReplacing({ metric, item: { ...item, replace: true } });
    else accept.mutate({ items: [item], all: false });
  }

  const rowBusy = (id: string, action: "accept" | "reject") => busy !== null && busy.action === action && !busy.all && busy.ids.has(id);

  return (
    <div className="space-y-3" data-testid="extraction-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-muted-foreground text-sm" data-testid="review-counts">
            {plural(extraction.counts.proposed, "to review", "to review")} · {extraction.counts.accepted + extraction.counts.edited} accepted ·{" "}
            {extraction.counts.rejected} rejected
          </p>
          {computedOpen ? (
            <p className="text-muted-foreground text-xs" data-testid="review-computed-count">
              {computedNote(computedOpen, open.length)}
            </p>
          ) : null}
        </div>
        {canEdit && open.length ? (
          <div className="flex flex-wrap items-center gap-2">
            {activeUnits.length ? (
              <div className="flex items-center gap-2">
                <Label htmlFor="review-unit" className="text-sm whitespace-nowrap">
                  Figures for
                </Label>
                <NativeSelect id="review-unit" value={unitId} onChange={(e) => setUnitId(e.target.value)} data-testid="review-unit" disabled={accept.isPending}>
                  <option value="">The company as a whole</option>
                  {activeUnits.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <Button
              type="button"
              size="sm"
              onClick={() => accept.mutate({ items: clear.map((m) => ({ id: m.id })), all: true })}
              disabled={pending || !clear.length}
              data-testid="accept-all"
              title={
                clear.length < open.length
                  ? "Values that would replace a figure already held are accepted one by one; values the questionnaire computes are not entered"
                  : undefined
              }
            >
              <Check className="size-4" aria-hidden="true" />
              {busy?.all && busy.action === "accept" ? "Accepting..." : `Accept all (${clear.length})`}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => reject.mutate({ ids: open.map((m) => m.id), all: true })}
              disabled={pending}
              data-testid="reject-all"
            >
              <X className="size-4" aria-hidden="true" />
              {busy?.all && busy.action === "reject" ? "Rejecting..." : `Reject all (${open.length})`}
            </Button>
          </div>
        ) : null}
      </div>

      {extraction.metrics.length ? (
        <div className="max-h-96 overflow-y-auto rounded-lg border" data-testid="extraction-preview">
          <ul className="divide-y" aria-label="Values found in the PDF">
            {extraction.metrics.map((m) => (
              <li key={m.id} className="space-y-2 p-3" data-testid="extracted-metric" data-status={m.status}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words">{m.metric}</span>
                      <Badge variant={m.status === "proposed" ? "outline" : "secondary"} className="text-xs" data-testid="proposal-status">
                        {STATUS_LABEL[m.status]}
                      </Badge>
                    </div>
                    <p className="text-sm">
                      <span className="font-semibold tabular-nums" data-testid="proposal-value">
                        {displayValue(m.value)}
                      </span>
                      {m.unit ? <span className="text-muted-foreground"> {m.unit}</span> : null}
                      <span className="text-muted-foreground"> · {m.period}</span>
                      <span className="text-muted-foreground">{m.page ? ` · page ${m.page}` : " · filed XBRL"}</span>
                      {m.confidence !== null ? <span className="text-muted-foreground"> · {Math.round(m.confidence * 100)}% sure</span> : null}
                    </p>
                    {m.proposed ? (
                      <p className="text-muted-foreground text-xs">
                        Found as {displayValue(m.proposed.value)}
                        {m.proposed.unit ? ` ${m.proposed.unit}` : ""}, {m.proposed.period}
                      </p>
                    ) : null}
                    {m.conversion ? <p className="text-muted-foreground text-xs">Converted: {m.conversion}</p> : null}
                    {m.caution ? (
                      <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="proposal-caution">
                        {m.caution}
                      </p>
                    ) : null}
                    {m.computed && m.status === "proposed" ? (
                      <p className="text-muted-foreground text-xs" data-testid="proposal-computed">
                        Computed in the questionnaire from the figures it is made of: shown to check them against, not entered.
                      </p>
                    ) : null}
                    {m.conflict && m.status === "proposed" ? (
                      <Badge
                        variant="outline"
                        className="h-auto max-w-full gap-1 border-amber-300 bg-amber-50 text-left whitespace-normal text-amber-800 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-300"
                        title={m.conflict.detail}
                        data-testid="proposal-conflict"
                      >
                        <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" /> Already held: {held(m)}
                      </Badge>
                    ) : null}
                    <details className="text-xs" data-testid="proposal-quote">
                      <summary className="text-muted-foreground hover:text-foreground cursor-pointer select-none" title={m.quote}>
                        {m.page ? `Source on page ${m.page}` : "Fact as filed"}
                      </summary>
                      <blockquote className="border-muted mt-1 border-l-2 pl-2 break-words italic">{m.quote}</blockquote>
                    </details>
                  </div>
                  {canEdit && m.status !== "accepted" && m.status !== "edited" && editing !== m.id ? (
                    <div className="flex shrink-0 flex-wrap gap-1.5">
                      {m.computed ? null : (
                        <>
                          <Button
                            type="button"
                            size="sm"
                            onClick={() => acceptOne(m)}
                            disabled={pending}
                            data-testid="proposal-accept"
                            aria-label={`${m.conflict ? "Replace with" : "Accept"} ${m.metric} (${m.period})`}
                          >
                            <Check className="size-4" aria-hidden="true" />
                            {rowBusy(m.id, "accept") ? "Accepting..." : m.conflict ? "Replace" : "Accept"}
                          </Button>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            onClick={() => setEditing(m.id)}
                            disabled={pending}
                            data-testid="proposal-edit"
                            aria-label={`Edit ${m.metric} (${m.period})`}
                          >
                            <Pencil className="size-4" aria-hidden="true" /> Edit
                          </Button>
                        </>
                      )}
                      {m.status === "proposed" ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          onClick={() => reject.mutate({ ids: [m.id], all: false })}
                          disabled={pending}
                          data-testid="proposal-reject"
                          aria-label={`Reject ${m.metric} (${m.period})`}
                        >
                          <X className="size-4" aria-hidden="true" />
                          {rowBusy(m.id, "reject") ? "Rejecting..." : "Reject"}
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
                {editing === m.id ? (
                  <ProposalEditForm
                    metric={m}
                    busy={rowBusy(m.id, "accept")}
                    disabled={pending}
                    onCancel={() => setEditing(null)}
                    onSubmit={(values) => acceptOne(m, { id: m.id, ...values })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm" data-testid="extraction-empty">
          No metrics were found in this file.
        </p>
      )}

      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(next) => (!next ? setReplacing(null) : undefined)}
        title="Replace the figure already held?"
        description={
          replacing
            ? `${replacing.metric.conflict?.detail ?? ""} It will be replaced by ${displayValue(replacing.item.value ?? replacing.metric.value)}${
                (replacing.item.unit ?? replacing.metric.unit) ? ` ${replacing.item.unit ?? replacing.metric.unit}` : ""
              } ${replacing.metric.page ? `from the PDF (page ${replacing.metric.page})` : "from the filed XBRL"}.`
            : null
        }
        confirmLabel="Replace"
        confirmTestId="confirm-replace"
        destructive={false}
        busy={accept.isPending}
        busyLabel="Replacing..."
        stayOpenOnConfirm
        onConfirm={() => {
          if (replacing) accept.mutate({ items: [replacing.item], all: false });
        }}
      />
    </div>
  );
}

/** One row's edit: value, unit and period as they should be saved, then accepted. */
function ProposalEditForm({
  metric,
  busy,
  disabled,
  onCancel,
  onSubmit,
}: {
  metric: SummaryMetric;
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
  onSubmit: (values: ProposalEdit) => void;
}) {
  const form = useForm<ProposalEdit>({ resolver: zodResolver(proposalEdit), defaultValues: { value: metric.value, unit: metric.unit, period: metric.period } });
  const { errors } = form.formState;
  const id = (field: string) => `proposal-${metric.id}-${field}`;
  return (
    <form
      className="bg-muted/40 grid gap-2 rounded-md border p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(onSubmit)}
      data-testid="proposal-edit-form"
      noValidate
    >
      <div className="space-y-1">
        <Label htmlFor={id("value")}>Value</Label>
        <Input id={id("value")} {...form.register("value")} aria-invalid={!!errors.value} data-testid="proposal-edit-value" />
        {errors.value ? <p className="text-destructive text-xs">{errors.value.message}</p> : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={id("unit")}>Unit</Label>
        <Input id={id("unit")} {...form.register("unit")} data-testid="proposal-edit-unit" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={id("period")}>Period</Label>
        <Input id={id("period")} {...form.register("period")} aria-invalid={!!errors.period} data-testid="proposal-edit-period" />
        {errors.period ? <p className="text-destructive text-xs">{errors.period.message}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={disabled} data-testid="proposal-save">
          {busy ? "Saving..." : metric.conflict ? "Save and replace" : "Save and accept"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={disabled}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Why some values to review cannot be accepted, in words: "3 of these are figures the questionnaire computes…". */
function computedNote(computed: number, open: number): string {
  const who =
    computed === open
      ? computed === 1
        ? "This is a figure"
        : "All of these are figures"
      : `${formatCount(computed)} of these ${computed === 1 ? "is a figure" : "are figures"}`;
  return `${who} the questionnaire computes from others: compare, then reject.`;
}
