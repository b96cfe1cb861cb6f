"use client";

import { Ban, Calculator, TriangleAlert, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useBrsrEdit } from "./edit-context";
import { useCellEdit } from "./edit-store";
import { ReviewMarker } from "@/components/review/review-badge";
import { EvidenceSlot } from "@/components/review/evidence-slot";
import { MAX_NARRATIVE_LENGTH, editableText, notApplicableReason, shownUnit } from "./model";
import type { SlotCell } from "./card-frame";
import type { YearSlot } from "./types";

type Props = {
  /** The cell; its values are read by key from the last answer (`cellOf`) where it has them, else the cell's own. */
  cell: SlotCell;
  slot: YearSlot;
  /** The item's year slots, in order (which one carries the cell's warning test id). */
  slots: readonly YearSlot[];
  /** What the cell is, for screen readers: 'Total fuel consumption (B)'. */
  label: string;
  compact?: boolean;
};

/** One cell in one financial year: an input, a computed figure, or 'Not applicable'; with its notes and warnings. */
export function CellSlot({ cell: given, slot, slots, label, compact = false }: Props) {
  const ctx = useBrsrEdit();
  const year = ctx.yearOf(slot);
  const live = ctx.cellOf?.(given.key);
  const cell = given;
  const edit = useCellEdit(ctx.edits, year?.id ?? "", cell.key);
  if (!year) return null;
  const id = `cell-${cell.key}-${slot}`;
  const server = (live ?? given).values?.[slot];
  const ariaLabel = `${label} — ${year.label}`;
  const warnings = ctx.warningsOf(year.id, cell.key);
  const byUnit = ctx.unitsOf?.(year.id, cell.key) ?? [];
  const firstWarned = slots.find((s) => {
    const y = ctx.yearOf(s);
    return y ? ctx.warningsOf(y.id, cell.key).length > 0 : false;
  });
  const failed = ctx.failed && ctx.failed.fy === year.id && ctx.failed.key === cell.key ? ctx.failed.message : null;
  const readOnly = ctx.readOnlyMessage ?? undefined;
  const review = (live ?? given).review?.[slot];

  let body: React.ReactNode;
  let note: string | undefined = edit ? undefined : server?.note;
  if (cell.kind === "derived") {
    body = (
      <div className="space-y-0.5">
        <output
          id={id}
          data-testid={id}
          aria-label={ariaLabel}
          className={cn("block font-medium tabular-nums", server?.state === "missing" && "text-muted-foreground font-normal")}
        >
          {server?.display ?? "Not disclosed"}
        </output>
        <span className="text-muted-foreground inline-flex items-center gap-1 text-xs" data-testid={`derived-${cell.key}-${slot}`}>
          <Calculator className="size-3" aria-hidden />
          {server?.asReported ? "as reported" : server?.state === "given" ? "entered as a total" : cell.shows ? `computed · ${cell.shows}` : "computed"}
        </span>
      </div>
    );
    if (server?.state === "given") note = undefined;
  } else {
    const naReason = edit ? (edit.not_applicable_reason ?? null) : notApplicableReason(server);
    if (naReason !== null) {
      body = (
        <div
          className={cn("flex items-start gap-2 rounded-md", edit && "bg-amber-50/60 px-2 py-1 ring-1 ring-amber-500 dark:bg-amber-950/20")}
          data-testid={`na-${cell.key}-${slot}-set`}
        >
          <p id={id} data-testid={id} className="text-muted-foreground min-w-0 flex-1 text-sm">
            <span className="text-foreground font-medium">Not applicable</span>
            {naReason ? <span className="block text-xs break-words">Reason: {naReason}</span> : null}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={`Clear 'Not applicable' of ${ariaLabel}`}
            title="Clear 'Not applicable'"
            data-testid={`na-clear-${cell.key}-${slot}`}
            disabled={!!readOnly}
            onClick={() => ctx.clearNotApplicable(year.id, cell, server)}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      );
    } else {
      const text = edit ? edit.value : editableText(server);
      const set = (value: string) => ctx.setText(year.id, cell, server, value);
      const unit = shownUnit(cell.unit || server?.unit || "");
      const dirty = !!edit;
      const ring = cn(dirty && "border-amber-500 bg-amber-50/50 dark:bg-amber-950/20", failed && "border-destructive");
      let input: React.ReactNode;
      if (cell.type === "number") {
        input = (
          <div className="flex items-center gap-1.5">
            <Input
              id={id}
              data-testid={id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-label={ariaLabel}
              aria-invalid={failed ? true : undefined}
              value={text}
              // A cell without a unit of its own (physical output) takes the one typed with the figure.
              placeholder={cell.unit ? undefined : "e.g. 61,500 t"}
              title={cell.unit ? undefined : "Type the figure and its unit, e.g. 61,500 t crude steel"}
              onChange={(e) => set(e.target.value)}
              readOnly={!!readOnly}
              className={cn("h-8 min-w-28 text-right tabular-nums", ring)}
            />
            {unit ? <span className="text-muted-foreground shrink-0 text-xs whitespace-nowrap">{unit}</span> : null}
          </div>
        );
      } else if (cell.type === "text") {
        input = (
          <Textarea
            id={id}
            data-testid={id}
            aria-label={ariaLabel}
            aria-invalid={failed ? true : undefined}
            rows={compact ? 2 : 3}
            maxLength={MAX_NARRATIVE_LENGTH}
            value={text}
            onChange={(e) => set(e.target.value)}
            readOnly={!!readOnly}
            className={cn("min-h-0 min-w-48 text-sm", ring)}
          />
        );
      } else {
        const options = cell.options?.length ? cell.options : ["Yes", "No"];
        input = (
          <NativeSelect
            id={id}
            data-testid={id}
            aria-label={ariaLabel}
            aria-invalid={failed ? true : undefined}
            value={text || ""}
            onChange={(event) => set(event.target.value)}
            disabled={!!readOnly}
            compact
            className="w-full min-w-32"
            selectClassName={ring}
          >
            {/* The empty first choice reads 'Select' and, chosen again, clears the answer. */}
            <option value="">Select</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </NativeSelect>
        );
      }
      body = (
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">{input}</div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-muted-foreground size-8 shrink-0"
            aria-label={`Mark ${ariaLabel} not applicable`}
            title="Not applicable"
            data-testid={`na-${cell.key}-${slot}`}
            disabled={!!readOnly}
            onClick={() => ctx.openNotApplicable({ key: cell.key, fy: year.id, label, yearLabel: year.label })}
          >
            <Ban className="size-3.5" aria-hidden />
          </Button>
        </div>
      );
    }
  }

  return (
    <div className="space-y-1" title={readOnly}>
      {body}
      {review ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <ReviewMarker state={review.state} testId={`review-${cell.key}-${slot}`} compact={compact} />
          {review.entry_id ? <EvidenceSlot entryId={review.entry_id} companyId={ctx.companyId} role={ctx.role} label={ariaLabel} /> : null}
        </div>
      ) : null}
      {note ? (
        <p className="text-muted-foreground text-xs" data-testid={`note-${cell.key}-${slot}`}>
          {note}
        </p>
      ) : null}
      {byUnit.length ? (
        <details className="text-xs" data-testid={`units-${cell.key}-${slot}`}>
          <summary className="text-muted-foreground cursor-pointer">By unit ({byUnit.length})</summary>
          <ul className="mt-1 space-y-0.5">
            {byUnit.map((b) => (
              <li key={b.unit_id} className="flex flex-wrap justify-between gap-x-2">
                <span>{b.unit_name}</span>
                <span className="tabular-nums">
                  {b.value} {b.unit}
                  {b.review_state ? <span className="text-muted-foreground"> · {b.review_state}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {failed ? (
        <p className="text-destructive text-xs" role="alert">
          {failed}
        </p>
      ) : null}
      {warnings.length ? (
        <ul
          className="space-y-0.5 text-xs text-amber-700 dark:text-amber-400"
          data-testid={firstWarned === slot ? `warning-${cell.key}` : `warning-${cell.key}-${slot}`}
          data-fy={year.id}
        >
          {warnings.map((w, i) => (
            <li key={i} className="flex items-start gap-1">
              <TriangleAlert className="mt-0.5 size-3 shrink-0" aria-hidden />
              <span>{w.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
