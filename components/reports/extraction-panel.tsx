"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileSearch, FileUp, FileX, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useActionKey } from "@/components/esg-data/use-action-key";
import { api, ApiClientError, errorMessage } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { refreshCompanyData } from "@/lib/client/query-keys";
import { displayValue } from "@/lib/esg-data/parse-value";
import type { ExtractionSummary, SummaryMetric } from "@/lib/extraction/types";

const MAX_BYTES = 20 * 1024 * 1024;

const CATEGORY_LABEL: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

export function ExtractionPanel({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ExtractionSummary | null>(null);
  const [removing, setRemoving] = useState<SummaryMetric | null>(null);

  const refreshEntries = () => void refreshCompanyData(queryClient, companyId);

  const action = useActionKey();
  // The server's word that this very file was extracted before, with the choice to read it again.
  const [repeat, setRepeat] = useState<string | null>(null);
  // Why the file gave nothing (a scan without text, a damaged or locked file): stays on screen, a toast alone is missed.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const extract = useMutation({
    mutationFn: ({ pdf, again }: { pdf: File; again: boolean }) => {
      const form = new FormData();
      form.append("file", pdf, pdf.name);
      if (again) form.append("again", "true");
      return api<ExtractionSummary>(`/extract-pdf/${companyId}`, { method: "POST", body: form, raw: true, idempotencyKey: action.keyFor(form) });
    },
    onMutate: () => {
      setRepeat(null);
      setUnreadable(null);
    },
    onSettled: (_data, error) => action.settle(error),
    onSuccess: (result) => {
      setSummary(result);
      refreshEntries();
      const known = result.already_recorded ?? 0;
      toast.success(
        `Extracted ${result.extracted_count} metrics from PDF`,
        known
          ? {
              description:
                known === 1
                  ? "1 already had a figure for its period and was not added again."
                  : `${known} already had a figure for their period and were not added again.`,
            }
          : undefined,
      );
    },
    onError: (error) => {
      console.error("PDF extraction failed:", error);
      if (error instanceof ApiClientError && error.status === 409 && error.detail) setRepeat(error.detail);
      if (error instanceof ApiClientError && error.status === 422 && error.detail) {
        setUnreadable(error.detail);
        setSummary(null);
      }
      toast.error(errorMessage(error, "Failed to extract data from PDF"));
    },
  });

  const remove = useMutation({
    mutationFn: (metric: SummaryMetric) => api(`/esg-data/${metric.entry_id}`, { method: "DELETE" }),
    onSuccess: (_data, metric) => {
      setSummary((current) =>
        current
          ? { ...current, metrics: current.metrics.filter((m) => m.entry_id !== metric.entry_id), extracted_count: current.extracted_count - 1 }
          : current,
      );
      refreshEntries();
      toast.success("Data deleted successfully");
    },
    onError: (error) => {
      console.error("Failed to delete extracted entry:", error);
      failureToast(error, "Failed to delete data");
    },
    onSettled: () => setRemoving(null),
  });

  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.type !== "application/pdf") {
      toast.error("Please select a PDF file");
      event.target.value = "";
      setFile(null);
      return;
    }
    if (chosen && chosen.size > MAX_BYTES) {
      toast.error("The PDF is larger than 20 MB. Please upload a smaller file.");
      event.target.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
    setRepeat(null);
    setUnreadable(null);
  }

  function onExtract() {
    if (!file) {
      toast.error("Please select a PDF file first");
      return;
    }
    extract.mutate({ pdf: file, again: false });
  }

  return (
    <Card data-testid="extraction-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSearch className="text-primary size-5" aria-hidden="true" /> Extract Data from a PDF
        </CardTitle>
        <CardDescription>
          Upload a sustainability or annual report (PDF, up to 20 MB). The metrics found are added to data collection under BRSR, each with the page and
          sentence it came from so you can check it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-2">
            <Label htmlFor="pdf-file">PDF report</Label>
            <Input
              id="pdf-file"
              ref={inputRef}
              type="file"
              accept="application/pdf,.pdf"
              onChange={onFileChange}
              disabled={extract.isPending}
              data-testid="pdf-input"
            />
          </div>
          <Button type="button" onClick={onExtract} disabled={extract.isPending} data-testid="extract-pdf" className="sm:w-auto">
            {extract.isPending ? <Spinner /> : <FileUp className="size-4" aria-hidden="true" />}
            {extract.isPending ? "Extracting Data..." : "Extract Data"}
          </Button>
        </div>

        {repeat && file ? (
          <div
            className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40"
            role="status"
            data-testid="already-extracted"
          >
            <p className="break-words">{repeat}</p>
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={extract.isPending}
              onClick={() => extract.mutate({ pdf: file, again: true })}
              data-testid="extract-again"
            >
              Extract again
            </Button>
          </div>
        ) : null}

        {unreadable ? (
          <div
            role="alert"
            className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
            data-testid="extraction-unreadable"
          >
            <FileX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="break-words">{unreadable}</p>
          </div>
        ) : null}

        {summary ? (
          <div className="space-y-4" data-testid="extraction-summary">
            <div className="bg-muted/40 flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium" data-testid="extraction-filename">
                  {summary.filename}
                </p>
                <p className="text-muted-foreground text-sm" data-testid="extraction-count">
                  {summary.extracted_count} {summary.extracted_count === 1 ? "metric" : "metrics"} found on {summary.page_count}{" "}
                  {summary.page_count === 1 ? "page" : "pages"}
                  {summary.already_recorded ? `; ${summary.already_recorded} already recorded` : ""}
                </p>
              </div>
              <Badge className="w-fit gap-1 bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                <CheckCircle2 className="size-3.5" aria-hidden="true" /> Ready to Review
              </Badge>
            </div>

            {summary.metrics.length ? (
              <div className="max-h-96 overflow-y-auto rounded-lg border" data-testid="extraction-preview">
                <ul className="divide-y">
                  {summary.metrics.map((m) => (
                    <li key={m.entry_id ?? `${m.metric}-${m.period}-${m.page}`} className="flex gap-3 p-3" data-testid="extracted-metric">
                      <div className="min-w-0 flex-1 space-y-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium">{m.metric}</span>
                          <Badge variant="outline" className="text-xs">
                            {CATEGORY_LABEL[m.category] ?? m.category}
                          </Badge>
                        </div>
                        <p className="text-sm">
                          <span className="font-semibold tabular-nums">{displayValue(m.value)}</span>
                          {m.unit ? <span className="text-muted-foreground"> {m.unit}</span> : null}
                          <span className="text-muted-foreground"> · {m.period}</span>
                        </p>
                        <p className="text-muted-foreground text-xs break-words">{m.notes}</p>
                        {m.conflict ? (
                          <p className="text-xs break-words text-amber-700 dark:text-amber-400" data-testid="extracted-already-recorded">
                            Not added: {m.conflict}
                          </p>
                        ) : null}
                      </div>
                      {m.entry_id ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${m.metric} (${m.period})`}
                          onClick={() => setRemoving(m)}
                          disabled={remove.isPending}
                          data-testid="remove-extracted"
                        >
                          <Trash2 className="text-destructive size-4" />
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-muted-foreground text-sm">No metrics were found in this file. Scanned PDFs without a text layer cannot be read.</p>
            )}
          </div>
        ) : null}
      </CardContent>

      <AlertDialog open={removing !== null} onOpenChange={(open) => (!open && !remove.isPending ? setRemoving(null) : undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove extracted metric?</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to delete this data entry?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                if (removing) remove.mutate(removing);
              }}
              disabled={remove.isPending}
              data-testid="confirm-remove"
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
