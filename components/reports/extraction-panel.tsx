"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { CheckCircle2, FileUp, FileX } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadingState, Spinner } from "@/components/ui/spinner";
import { useActionKey } from "@/components/esg-data/use-action-key";
import { api, ApiClientError, errorMessage } from "@/lib/client/api";
import { JobProgress, type JobProgressReading } from "@/lib/client/job-progress";
import { jobResult } from "@/lib/client/jobs";
import { companyKeys } from "@/lib/client/query-keys";
import type { ExtractionSummary } from "@/lib/extraction/types";
import { formatDateTime } from "@/lib/format";
import { isQueued } from "@/lib/jobs/types";
import { ExtractionHistory } from "./extraction-history";

// The review (its table, react-hook-form and zod: a sixth of the page's JavaScript) is shown only
// once an extraction is open; it loads then.
const ExtractionReview = dynamic(() => import("./extraction-review").then((m) => m.ExtractionReview), {
  loading: () => <LoadingState label="Loading the review..." />,
});

const MAX_BYTES = 20 * 1024 * 1024;

/**
 * PDF extraction on the reports screen: upload, SPEC's summary ('Ready to Review') and the review
 * queue of the values found (decisions D21: nothing counts until accepted), then past extractions.
 */
export function ExtractionPanel({
  companyId,
  canEdit = true,
  reviewId = null,
  header,
}: {
  companyId: string;
  canEdit?: boolean;
  reviewId?: string | null;
  /** The card's heading, rendered by the page on the server (./card-headers.tsx). */
  header?: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The extraction under review: the one just uploaded, one opened from the list, or a filing just imported (`reviewId`).
  const [currentId, setCurrentId] = useState<string | null>(reviewId);
  const [shownReviewId, setShownReviewId] = useState(reviewId);
  if (reviewId !== shownReviewId) {
    setShownReviewId(reviewId);
    if (reviewId) setCurrentId(reviewId);
  }
  const current = useQuery({
    queryKey: companyKeys(companyId).extraction(currentId ?? ""),
    queryFn: () => api<ExtractionSummary>(`/extractions/${currentId}`),
    enabled: currentId !== null,
    meta: { errorMessage: "Failed to load data" },
  });
  const summary = currentId ? (current.data ?? null) : null;

  const action = useActionKey();
  // Why the file gave nothing (a scan without text, a damaged or locked file): stays on screen, a toast alone is missed.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // This very file had been uploaded before: its extraction is shown again, said so.
  const [duplicate, setDuplicate] = useState<string | null>(null);
  // A large PDF is read on the job queue (decisions D34): its progress while the screen polls.
  const [progress, setProgress] = useState<JobProgressReading | null>(null);
  const extract = useMutation({
    mutationFn: async ({ pdf }: { pdf: File }) => {
      const form = new FormData();
      form.append("file", pdf, pdf.name);
      const answer = await api<ExtractionSummary | { job_id: string; bytes: number }>(`/extract-pdf/${companyId}`, {
        method: "POST",
        body: form,
        raw: true,
        idempotencyKey: action.keyFor(form),
      });
      if (!isQueued(answer)) return answer;
      setProgress({ progress: 0, stage: "Queued" });
      try {
        return await jobResult<ExtractionSummary>(answer.job_id, setProgress, "The PDF could not be read");
      } finally {
        setProgress(null);
      }
    },
    onMutate: () => {
      setUnreadable(null);
      setDuplicate(null);
    },
    onSettled: (_data, error) => action.settle(error),
    onSuccess: (result) => {
      queryClient.setQueryData(companyKeys(companyId).extraction(result.id), result);
      setCurrentId(result.id);
      void queryClient.invalidateQueries({ queryKey: companyKeys(companyId).extractions(), exact: true });
      if (result.duplicate_upload) {
        const note = `This PDF was already uploaded on ${formatDateTime(result.created_at)} (as ${result.filename}): its values are shown again below.`;
        setDuplicate(note);
        toast.info("This PDF was uploaded before", { description: note });
        return;
      }
      toast.success(`Extracted ${result.extracted_count} metrics from PDF`, {
        description: result.extracted_count ? "Review them below: nothing is saved until you accept it." : undefined,
      });
    },
    onError: (error) => {
      console.error("PDF extraction failed:", error);
      if (error instanceof ApiClientError && error.status === 422 && error.detail) {
        setUnreadable(error.detail);
        setCurrentId(null);
      }
      toast.error(errorMessage(error, "Failed to extract data from PDF"));
    },
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
    setUnreadable(null);
    setDuplicate(null);
  }

  function onExtract() {
    if (!file) {
      toast.error("Please select a PDF file first");
      return;
    }
    extract.mutate({ pdf: file });
  }

  return (
    <Card data-testid="extraction-panel">
      {header}
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
              disabled={extract.isPending || !canEdit}
              data-testid="pdf-input"
            />
          </div>
          <Button type="button" onClick={onExtract} disabled={extract.isPending || !canEdit} data-testid="extract-pdf" className="sm:w-auto">
            {extract.isPending ? <Spinner /> : <FileUp className="size-4" aria-hidden="true" />}
            {extract.isPending ? "Extracting Data..." : "Extract Data"}
          </Button>
        </div>

        {progress ? <JobProgress job={progress} testId="extraction-progress" /> : null}

        {duplicate ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm break-words dark:border-amber-800 dark:bg-amber-950/40"
            role="status"
            data-testid="already-extracted"
          >
            {duplicate}
          </p>
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

        {currentId && current.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading the extraction">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : currentId && current.isError ? (
          <div className="text-destructive flex flex-wrap items-center gap-2 text-sm" role="alert">
            Failed to load data
            <Button type="button" size="sm" variant="outline" onClick={() => void current.refetch()}>
              Retry
            </Button>
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
                  {summary.extracted_count} {summary.extracted_count === 1 ? "metric" : "metrics"}{" "}
                  {summary.page_count ? `found on ${summary.page_count} ${summary.page_count === 1 ? "page" : "pages"}` : "read from a filed XBRL instance"}
                  {summary.conflicts ? `; ${summary.conflicts} already held` : ""}
                </p>
              </div>
              <Badge className="w-fit gap-1 bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                <CheckCircle2 className="size-3.5" aria-hidden="true" /> Ready to Review
              </Badge>
            </div>
            <ExtractionReview companyId={companyId} extraction={summary} canEdit={canEdit} />
          </div>
        ) : null}

        <ExtractionHistory companyId={companyId} currentId={currentId} onOpen={(id) => setCurrentId(id)} />
      </CardContent>
    </Card>
  );
}
