"use client";

import { useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheet, FileUp, History, Loader2, RotateCcw, Upload } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { LoadingState } from "@/components/ui/spinner";
import { api, ApiClientError } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import { formatCount, formatDateTime } from "@/lib/format";
import type { ImportBatchDto, ImportPreview } from "@/lib/spreadsheets/types";
import { cn } from "@/lib/utils";
import { JobProgress, type JobProgressReading } from "@/lib/client/job-progress";
import { jobResult } from "@/lib/client/jobs";
import { isQueued } from "@/lib/jobs/types";
import { downloadFile, fileBase } from "./download";

// The preview's dialog and table are fetched at the first act, not with the page (decisions D30).
const ImportPreviewDialog = lazyDialog(() => import("./import-preview-dialog").then((m) => m.ImportPreviewDialog));

const MAX_BYTES = 20 * 1024 * 1024;
const GENERIC_CSV = "\uFEFFframework,category,metric,value,unit,period,notes\r\n";

/** Read when the list is opened: the screens it sits on load enough already. */
function useImports(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys(companyId).imports(),
    queryFn: () => api<ImportBatchDto[]>(`/companies/${companyId}/imports`),
    enabled,
    meta: { errorMessage: "Failed to load data" },
  });
}

async function send(companyId: string, file: File, dryRun: boolean, skipErrors = false): Promise<ImportPreview | { job_id: string; rows: number }> {
  const form = new FormData();
  form.append("file", file);
  const query = skipErrors ? { dry_run: dryRun, skip_errors: true } : { dry_run: dryRun };
  return api<ImportPreview | { job_id: string; rows: number }>(`/companies/${companyId}/imports`, {
    method: "POST",
    body: form,
    raw: true,
    query,
    timeoutMs: 180_000,
  });
}

/**
 * 'Download template' and 'Import' for a company (decisions D29): a spreadsheet goes through a dry run
 * first, its preview shown row by row, and is written only on 'Import n rows'; past imports are
 * listed with 'Revert'. `fy` is the year the template is prefilled for (the questionnaire's).
 */
export function ImportPanel({ company, fy, title = "Spreadsheets" }: { company: { id: string; name: string }; fy?: string | null; title?: string }) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<"reading" | "importing" | null>(null);
  const [open, setOpen] = useState(false);
  const [showPast, setShowPast] = useState(false);
  const [progress, setProgress] = useState<JobProgressReading | null>(null);
  const imports = useImports(company.id, showPast);

  async function template() {
    setDownloading(true);
    try {
      const query = fy ? `?fy=${encodeURIComponent(fy)}` : "";
      await downloadFile(`/companies/${company.id}/template.xlsx${query}`, `${fileBase(company.name)}_BRSR_Template${fy ? `_FY${fy}` : ""}.xlsx`);
    } catch (error) {
      failureToast(error, "Failed to download the template");
    } finally {
      setDownloading(false);
    }
  }

  function csvLayout() {
    const url = URL.createObjectURL(new Blob([GENERIC_CSV], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "ESG_bulk_entries.csv";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  async function choose(next: File) {
    if (next.size > MAX_BYTES) {
      toast.error("The file is larger than 20 MB. Split it into smaller files.");
      return;
    }
    setFile(next);
    setPreview(null);
    setOpen(true);
    setBusy("reading");
    try {
      const answer = await send(company.id, next, true);
      if (!isQueued(answer)) setPreview(answer);
    } catch (error) {
      failureToast(error, "Failed to read the file");
      setOpen(false);
    } finally {
      setBusy(null);
    }
  }

  async function commit(skipErrors: boolean) {
    if (!file) return;
    setBusy("importing");
    try {
      let done = await send(company.id, file, false, skipErrors);
      if (isQueued(done)) {
        // Over 5,000 rows the import runs on the job queue: its progress is polled until it ends.
        setProgress({ progress: 0, stage: `Queued ${formatCount(done.rows)} rows` });
        done = await jobResult<ImportPreview>(done.job_id, setProgress, "The import failed");
      }
      const skipped = done.errors.filter((e) => e.skipped).length;
      toast.success(`Imported ${formatCount(done.counts.create + done.counts.update)} rows${skipped ? `; skipped ${formatCount(skipped)} with errors` : ""}`);
      setOpen(false);
      setPreview(null);
      setFile(null);
      setShowPast(true);
      await refreshCompanyData(queryClient, company.id);
    } catch (error) {
      failureToast(error, "Failed to import");
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  return (
    <Card data-testid="import-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5" aria-hidden /> {title}
        </CardTitle>
        <CardDescription>
          Fill the BRSR template offline, or a CSV with the columns framework, category, metric, value, unit, period, notes, and import it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void template()} disabled={downloading} data-testid="download-template">
            {downloading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileSpreadsheet className="size-4" aria-hidden />}
            {downloading ? "Preparing..." : "Download template"}
          </Button>
          <Button variant="ghost" size="sm" onClick={csvLayout} data-testid="download-csv-layout">
            CSV layout
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setShowPast((v) => !v)} aria-expanded={showPast} data-testid="show-past-imports">
            <History className="size-4" aria-hidden /> {showPast ? "Hide past imports" : "Past imports"}
          </Button>
        </div>
        <DropZone onFile={(f) => void choose(f)} disabled={busy !== null} />
        {progress ? <JobProgress job={progress} testId="import-progress" /> : null}
        {showPast ? <PastImports companyId={company.id} query={imports} /> : null}
      </CardContent>
      <ImportPreviewDialog
        open={open}
        onOpenChange={setOpen}
        fileName={file?.name ?? ""}
        busy={busy}
        preview={preview}
        onCommit={(skip) => void commit(skip)}
      />
    </Card>
  );
}

function DropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors",
        over ? "border-primary bg-primary/5" : "border-muted-foreground/25",
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const f = e.dataTransfer.files?.[0];
        if (f && !disabled) onFile(f);
      }}
      data-testid="import-dropzone"
    >
      <FileUp className="text-muted-foreground size-8" aria-hidden />
      <p className="text-muted-foreground">Drop an .xlsx or .csv file here (up to 20 MB)</p>
      <Button size="sm" onClick={() => input.current?.click()} disabled={disabled} data-testid="import-choose">
        <Upload className="size-4" aria-hidden /> Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="sr-only"
        tabIndex={-1}
        aria-label="Spreadsheet to import"
        data-testid="import-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = "";
          if (f) onFile(f);
        }}
      />
    </div>
  );
}

function PastImports({ companyId, query }: { companyId: string; query: ReturnType<typeof useImports> }) {
  const queryClient = useQueryClient();
  const [reverting, setReverting] = useState<string | null>(null);
  // The import the user asked to revert, until they confirm in the app's own dialog (not the browser's).
  const [asked, setAsked] = useState<ImportBatchDto | null>(null);
  async function revert(batch: ImportBatchDto) {
    setReverting(batch.id);
    try {
      await api(`/imports/${batch.id}`, { method: "DELETE" });
      toast.success("Import reverted");
      setAsked(null);
      await refreshCompanyData(queryClient, companyId);
    } catch (error) {
      setAsked(null);
      if (error instanceof ApiClientError && error.status === 409) toast.error(error.detail ?? "This import cannot be reverted");
      else failureToast(error, "Failed to revert the import");
    } finally {
      setReverting(null);
    }
  }
  if (query.isPending) return <LoadingState label="Loading imports..." />;
  if (query.error) return <p className="text-destructive text-sm">Failed to load past imports</p>;
  if (!query.data.length)
    return (
      <p className="text-muted-foreground text-sm" data-testid="imports-empty">
        No imports yet.
      </p>
    );
  return (
    <div className="space-y-2" data-testid="past-imports">
      <p className="text-sm font-medium">Past imports</p>
      <ul className="divide-y rounded-md border text-sm">
        {query.data.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-2" data-testid="past-import">
            <div className="min-w-0">
              <p className="truncate font-medium">{b.file_name}</p>
              <p className="text-muted-foreground text-xs">
                {formatDateTime(b.created_at)}
                {b.created_by ? ` · ${b.created_by.full_name || b.created_by.email}` : ""} · {formatCount(b.counts.created)} new,{" "}
                {formatCount(b.counts.updated)} updated
              </p>
            </div>
            {b.reverted_at ? (
              <Badge variant="secondary">Reverted {formatDateTime(b.reverted_at)}</Badge>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setAsked(b)} disabled={reverting !== null} data-testid="import-revert">
                {reverting === b.id ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <RotateCcw className="size-4" aria-hidden />} Revert
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LazyConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && reverting === null && setAsked(null)}
        title="Revert this import?"
        description={
          asked
            ? `Figures that ${asked.file_name} added are deleted and figures it changed get their earlier values back. A figure changed since the import stops the revert.`
            : ""
        }
        confirmLabel="Revert import"
        busy={reverting !== null}
        busyLabel="Reverting..."
        stayOpenOnConfirm
        testId="confirm-revert-import"
        confirmTestId="confirm-revert-import-button"
        onConfirm={() => asked && void revert(asked)}
      />
    </div>
  );
}
