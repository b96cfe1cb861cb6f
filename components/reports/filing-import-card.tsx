"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiClientError, errorMessage } from "@/lib/client/api";
import { JobProgress, type JobProgressReading } from "@/lib/client/job-progress";
import { jobResult } from "@/lib/client/jobs";
import { companyKeys } from "@/lib/client/query-keys";
import { toast } from "@/lib/client/toast";
import type { ProfileFact } from "@/lib/filings/profile-facts";
import type { FilingReport } from "@/lib/filings/report";
import { formatCount, formatRupees } from "@/lib/format";
import { isQueued } from "@/lib/jobs/types";

type FilingAnswer = {
  id: string;
  filename: string;
  kind: "xbrl" | "pdf";
  taxonomy: string | null;
  report: FilingReport;
  profile_facts?: ProfileFact[];
  duplicate_upload: boolean;
};

/**
 * A BRSR filed before (the exchange's XBRL instance, or its PDF) brought in: the mapping report,
 * then its figures in the review queue above (`onReview` opens it there). Nothing counts until accepted.
 */
export function FilingImportCard({
  companyId,
  canEdit,
  onReview,
  header,
}: {
  companyId: string;
  canEdit: boolean;
  onReview: (id: string) => void;
  /** The card's heading, rendered by the page on the server (./card-headers.tsx). */
  header?: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<FilingAnswer | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [progress, setProgress] = useState<JobProgressReading | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      const answer = await api<FilingAnswer | { job_id: string }>(`/companies/${companyId}/filings`, { method: "POST", body: form, raw: true });
      if (!isQueued(answer)) return answer;
      // A file over 1 MB is read on the job queue: its progress is polled until it ends.
      setProgress({ progress: 0, stage: "Queued" });
      try {
        return await jobResult<FilingAnswer>(answer.job_id, setProgress, "The filing could not be read");
      } finally {
        setProgress(null);
      }
    },
    onMutate: () => setRefused(null),
    onSuccess: (result) => {
      setAnswer(result);
      void queryClient.invalidateQueries({ queryKey: companyKeys(companyId).extractions(), exact: true });
      onReview(result.id);
      toast.success(
        result.duplicate_upload
          ? "This filing was imported before: its proposals are shown again"
          : `Read ${formatCount(result.report.proposed)} figures from ${result.filename}`,
        { description: "Review them in the queue: nothing is saved until you accept it." },
      );
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status >= 400 && error.status < 500 && error.detail) setRefused(error.detail);
      toast.error(errorMessage(error, "Failed to import the filing"));
    },
  });
  const report = answer?.report;
  return (
    <Card data-testid="filing-import">
      {header}
      <CardContent className="space-y-4">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const file = inputRef.current?.files?.[0];
            if (file) upload.mutate(file);
            else toast.error("Choose the filing's XBRL instance (.xml) or PDF first");
          }}
        >
          <div className="flex-1 space-y-2">
            <Label htmlFor="filing-file">XBRL instance or PDF</Label>
            <Input
              id="filing-file"
              ref={inputRef}
              type="file"
              accept=".xml,.pdf,application/xml,text/xml,application/pdf"
              disabled={upload.isPending || !canEdit}
              data-testid="filing-input"
            />
          </div>
          <Button type="submit" disabled={upload.isPending || !canEdit} data-testid="import-filing">
            {upload.isPending ? "Reading..." : "Import filing"}
          </Button>
        </form>
        {progress ? <JobProgress job={progress} testId="filing-progress" /> : null}
        {refused ? (
          <p role="alert" className="text-destructive text-sm">
            {refused}
          </p>
        ) : null}
        {report ? (
          <div className="space-y-2 text-sm" data-testid="filing-report">
            <p>
              <strong>{answer.filename}</strong>
              {answer.taxonomy ? ` · SEBI taxonomy ${answer.taxonomy}` : " · PDF"} · {report.years.cy}
              {report.years.py ? ` and ${report.years.py}` : ""}
            </p>
            <ul className="text-muted-foreground list-inside list-disc">
              <li>
                {formatCount(report.facts_read)} facts read, {formatCount(report.facts_mapped)} placed in the questionnaire (
                {Object.entries(report.mapped_by_year)
                  .sort(([a], [b]) => b.localeCompare(a))
                  .map(([y, n]) => `${y}: ${formatCount(n)}`)
                  .join(", ")}
                ), {formatCount(report.proposed)} proposed for review
              </li>
              {report.computed.length ? <li>{formatCount(report.computed.length)} filed totals and ratios the questionnaire works out itself</li> : null}
              {report.conflicts ? <li>{formatCount(report.conflicts)} differ from figures you already hold</li> : null}
              {report.not_mapped.length ? (
                <li>Not placed: {report.not_mapped.map((u) => `${u.element}${u.count > 1 ? ` ×${u.count}` : ""}`).join(", ")}</li>
              ) : null}
            </ul>
            {report.warnings.map((w, i) => (
              <p key={i} className="text-amber-700">
                {w.message}
              </p>
            ))}
          </div>
        ) : null}
        {answer && answer.profile_facts?.length ? (
          <ProfileFacts
            companyId={companyId}
            filingId={answer.id}
            facts={answer.profile_facts}
            canEdit={canEdit}
            onApplied={(left) => setAnswer({ ...answer, profile_facts: left })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

const showFact = (f: ProfileFact["value"] | null, field: ProfileFact["field"]) =>
  f === null ? "not set" : field === "paid_up_capital_inr" && typeof f === "number" ? formatRupees(f) : String(f);

/** Section A facts the filing states that the Entity Profile does not hold (or holds otherwise): applied when chosen. */
function ProfileFacts({
  companyId,
  filingId,
  facts,
  canEdit,
  onApplied,
}: {
  companyId: string;
  filingId: string;
  facts: ProfileFact[];
  canEdit: boolean;
  onApplied: (left: ProfileFact[]) => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(facts.filter((f) => f.held === null).map((f) => f.field)));
  const apply = useMutation({
    mutationFn: () =>
      api<{ applied: string[]; profile_facts: ProfileFact[] }>(`/companies/${companyId}/filings/${filingId}/profile`, {
        method: "POST",
        body: { fields: facts.filter((f) => chosen.has(f.field)).map((f) => f.field) },
      }),
    onSuccess: (result) => {
      toast.success(`${formatCount(result.applied.length)} ${result.applied.length === 1 ? "fact" : "facts"} written to the Entity Profile`);
      void queryClient.invalidateQueries({ queryKey: companyKeys(companyId).profile() });
      onApplied(result.profile_facts);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to save data")),
  });
  return (
    <div className="space-y-2 border-t pt-3 text-sm" data-testid="filing-profile-facts">
      <p className="font-medium">Entity Profile facts in this filing</p>
      <ul className="space-y-1">
        {facts.map((f) => (
          <li key={f.field} className="flex items-start gap-2">
            <input
              id={`fact-${f.field}`}
              type="checkbox"
              className="mt-1"
              checked={chosen.has(f.field)}
              disabled={!canEdit || apply.isPending}
              onChange={(e) =>
                setChosen((prev) => {
                  const next = new Set(prev);
                  if (e.target.checked) next.add(f.field);
                  else next.delete(f.field);
                  return next;
                })
              }
            />
            <label htmlFor={`fact-${f.field}`} className="break-words">
              {f.label}: <strong>{showFact(f.value, f.field)}</strong>
              <span className="text-muted-foreground"> (profile: {showFact(f.held, f.field)})</span>
            </label>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" disabled={!canEdit || apply.isPending || chosen.size === 0} onClick={() => apply.mutate()}>
        {apply.isPending ? "Saving..." : "Apply to the Entity Profile"}
      </Button>
    </div>
  );
}
