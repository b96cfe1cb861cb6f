"use client";

import { useMemo, useState } from "react";
import { Loader2, Upload } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { LoadingState } from "@/components/ui/spinner";
import { formatCount } from "@/lib/format";
import { displayValue } from "@/lib/esg-data/parse-value";
import type { ImportPreview, PreviewRow } from "@/lib/spreadsheets/types";
import { cn } from "@/lib/utils";

type Filter = "all" | "changes" | "errors";

export type ImportPreviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileName: string;
  /** While the dry run or the import runs, the dialog cannot be closed. */
  busy: "reading" | "importing" | null;
  preview: ImportPreview | null;
  /** Import; `skipErrors`: leave out the rows with errors (the user ticked it) and import the rest. */
  onCommit: (skipErrors: boolean) => void;
};

/** The dry run's preview of a spreadsheet, row by row, and 'Import n rows' (ImportPanel). */
export function ImportPreviewDialog({ open, onOpenChange, fileName, busy, preview, onCommit }: ImportPreviewDialogProps) {
  // Ticked for one preview only: another file (or the same one read again) asks afresh.
  const [skipFor, setSkipFor] = useState<ImportPreview | null>(null);
  const skip = preview !== null && skipFor === preview;
  const errors = preview?.counts.errors ?? 0;
  // A row's error can be skipped; an error of the file itself (no rows, an unknown layout) cannot.
  const skippable = errors > 0 && !!preview && preview.errors.every((e) => e.row !== null);
  const skipping = skippable && skip;
  const changes = preview ? preview.counts.create + preview.counts.update : 0;
  return (
    <Dialog open={open} onOpenChange={(next) => busy === null && onOpenChange(next)}>
      <DialogContent className="flex max-h-[90vh] w-[calc(100vw-1rem)] max-w-4xl flex-col overflow-hidden p-4 sm:max-w-4xl sm:p-6" data-testid="import-preview">
        <DialogHeader>
          <DialogTitle>Import {fileName}</DialogTitle>
          <DialogDescription>Nothing is saved until you import. Rows are checked with the same rules as the data entry screens.</DialogDescription>
        </DialogHeader>
        {busy === "reading" || !preview ? <LoadingState label="Uploading and reading the file..." /> : <PreviewTable preview={preview} skipping={skipping} />}
        {skippable ? (
          <label className="flex items-start gap-2 text-sm" data-testid="import-skip-errors-label">
            <NativeCheckbox
              checked={skip}
              onChange={(e) => setSkipFor(e.target.checked ? preview : null)}
              disabled={busy !== null}
              className="mt-0.5"
              data-testid="import-skip-errors"
            />
            <span>
              Skip the {formatCount(errors)} {errors === 1 ? "row" : "rows"} with errors (listed under Errors) and import the others. The skipped rows are
              recorded with the import; fix them and import them later.
            </span>
          </label>
        ) : null}
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy !== null}>
            Cancel
          </Button>
          {preview ? (
            <Button onClick={() => onCommit(skipping)} disabled={busy !== null || (errors > 0 && !skipping) || changes === 0} data-testid="import-commit">
              {busy === "importing" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Upload className="size-4" aria-hidden />}
              {busy === "importing"
                ? "Importing..."
                : skipping
                  ? `Import ${formatCount(changes)} rows, skip ${formatCount(errors)}`
                  : `Import ${formatCount(changes)} rows`}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const ACTION_STYLE: Record<PreviewRow["action"], string> = {
  create: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  update: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  unchanged: "bg-muted text-muted-foreground",
  skip: "bg-muted text-muted-foreground",
};

const shown = (v: string | null) => (v === null || v === "" ? "—" : displayValue(v));

function PreviewTable({ preview, skipping }: { preview: ImportPreview; skipping: boolean }) {
  const { counts } = preview;
  const [filter, setFilter] = useState<Filter>(counts.errors ? "errors" : "changes");
  const rows = useMemo(
    () => (filter === "changes" ? preview.rows.filter((r) => r.action === "create" || r.action === "update") : preview.rows),
    [filter, preview.rows],
  );
  const FILTERS: { id: Filter; label: string }[] = [
    { id: "changes", label: `Changes (${formatCount(counts.create + counts.update)})` },
    { id: "errors", label: `Errors (${formatCount(counts.errors)})` },
    { id: "all", label: "All rows" },
  ];
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <p className="text-sm" data-testid="import-counts">
        {formatCount(counts.create)} new · {formatCount(counts.update)} updated · {formatCount(counts.unchanged)} unchanged · {formatCount(counts.skip)} skipped
        · <span className={counts.errors ? "text-destructive font-medium" : ""}>{formatCount(counts.errors)} errors</span>
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <Button
            key={f.id}
            size="sm"
            variant={filter === f.id ? "default" : "outline"}
            onClick={() => setFilter(f.id)}
            data-testid={`import-filter-${f.id}`}
            aria-pressed={filter === f.id}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        {filter === "errors" ? (
          preview.errors.length ? (
            <ul className="divide-y text-sm" data-testid="import-errors">
              {preview.errors.map((e, i) => (
                <li key={i} className="p-2">
                  <span className="text-muted-foreground">{[e.sheet, e.row ? `row ${e.row}` : null, e.key].filter(Boolean).join(" · ") || "File"}</span>
                  {skipping ? (
                    <Badge variant="secondary" className="ml-2" data-testid="import-error-skipped">
                      Will be skipped
                    </Badge>
                  ) : null}
                  <span className="text-destructive block break-words">{e.message}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground p-6 text-center text-sm">No errors.</p>
          )
        ) : rows.length ? (
          <table className="w-full text-sm" data-testid="import-rows">
            <thead className="bg-muted/50 sticky top-0 text-left">
              <tr>
                <th className="p-2 font-medium">Where</th>
                <th className="p-2 font-medium">Metric</th>
                <th className="hidden p-2 font-medium sm:table-cell">Period</th>
                <th className="p-2 font-medium">Old → new</th>
                <th className="p-2 font-medium">Action</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((r) => (
                <tr key={`${r.sheet}|${r.row}|${r.key ?? ""}|${r.period}`} data-testid="import-row">
                  <td className="text-muted-foreground p-2 align-top whitespace-nowrap">{r.key ?? `${r.sheet} ${r.row}`}</td>
                  <td className="p-2 align-top break-words">
                    {r.metric}
                    {r.reporting_unit ? (
                      <span className="text-muted-foreground block" data-testid="import-row-unit">
                        {r.reporting_unit}
                      </span>
                    ) : null}
                    <span className="text-muted-foreground block sm:hidden">{r.period}</span>
                  </td>
                  <td className="hidden p-2 align-top whitespace-nowrap sm:table-cell">{r.period}</td>
                  <td className="p-2 align-top break-words">
                    {r.action === "update" ? (
                      <>
                        <span className="text-muted-foreground line-through">{shown(r.old_value)}</span> → {shown(r.new_value)}
                      </>
                    ) : (
                      shown(r.new_value ?? r.old_value)
                    )}{" "}
                    <span className="text-muted-foreground">{r.unit}</span>
                  </td>
                  <td className="p-2 align-top">
                    <Badge className={cn("capitalize", ACTION_STYLE[r.action])}>{r.action}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-muted-foreground p-6 text-center text-sm">{filter === "changes" ? "The file changes nothing." : "The file has no rows."}</p>
        )}
      </div>
      {preview.rows_omitted && filter === "all" ? (
        <p className="text-muted-foreground text-xs">{formatCount(preview.rows_omitted)} more unchanged or skipped rows are not listed.</p>
      ) : null}
    </div>
  );
}
