"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileSearch, FileUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { entriesKey, entryDependentKeys } from "@/components/esg-data/queries";
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
import { api, errorMessage } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import type { ExtractionSummary, SummaryMetric } from "@/lib/extraction/types";

const MAX_BYTES = 20 * 1024 * 1024;
const number = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 4 });

/** Shows a figure the Indian way when it is a plain number ('152000' → '1,52,000'); else as printed. */
function displayValue(value: string): string {
  const n = Number(value.replace(/,/g, ""));
  return /^[\d,]+(\.\d+)?$/.test(value) && Number.isFinite(n) ? number.format(n) : value;
}

const CATEGORY_LABEL: Record<string, string> = { environmental: "Environmental", social: "Social", governance: "Governance" };

export function ExtractionPanel({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ExtractionSummary | null>(null);
  const [removing, setRemoving] = useState<SummaryMetric | null>(null);

  const refreshEntries = () => {
    void queryClient.invalidateQueries({ queryKey: entriesKey(companyId) });
    for (const key of entryDependentKeys(companyId)) void queryClient.invalidateQueries({ queryKey: key });
  };

  const extract = useMutation({
    mutationFn: (pdf: File) => {
      const form = new FormData();
      form.append("file", pdf, pdf.name);
      return api<ExtractionSummary>(`/extract-pdf/${companyId}`, { method: "POST", body: form, raw: true });
    },
    onSuccess: (result) => {
      setSummary(result);
      refreshEntries();
      toast.success(`Extracted ${result.extracted_count} metrics from PDF`);
    },
    onError: (error) => {
      console.error("PDF extraction failed:", error);
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
  }

  function onExtract() {
    if (!file) {
      toast.error("Please select a PDF file first");
      return;
    }
    extract.mutate(file);
  }

  return (
    <Card data-testid="extraction-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSearch className="text-primary size-5" aria-hidden="true" /> Extract Data from a PDF
        </CardTitle>
        <CardDescription>
          Upload a sustainability or annual report (PDF, up to 20 MB). The metrics found are added to data collection under BRSR, each
          with the page and sentence it came from so you can check it.
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
                    <li key={m.entry_id ?? `${m.metric}-${m.period}`} className="flex gap-3 p-3" data-testid="extracted-metric">
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
