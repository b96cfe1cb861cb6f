"use client";

import { useState } from "react";
import { Loader2, PackageCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCompany } from "@/components/company/use-company";
import { downloadFile } from "@/components/spreadsheets/download";
import { api } from "@/lib/client/api";
import { failureToast } from "@/lib/client/failure-toast";
import { JobProgress, type JobProgressReading } from "@/lib/client/job-progress";
import { jobResult } from "@/lib/client/jobs";
import { toast } from "@/lib/client/toast";

/** The streamed pack's URL (GET, built in the request); the button builds it on the job queue instead. */
export const assurancePackUrl = (companyId: string, fy?: string | null) =>
  `/api/companies/${companyId}/assurance-pack${fy ? `?fy=${encodeURIComponent(fy)}` : ""}`;

type PackResult = { file_name: string };

/**
 * 'Assurance pack': builds the ZIP for the financial year `fy` ('2024-25'; none: the company's
 * default year, which the button names) on the job queue — the BRSR PDF, the year's evidence
 * files, figures and audit trail as CSV — polling its progress, then downloads it. An export
 * states its year: none is picked behind the user's back.
 */
export function AssurancePackButton({ companyId, fy }: { companyId: string; fy?: string | null }) {
  const company = useCompany(companyId);
  const year = fy ?? company.data?.default_fy?.id ?? null;
  const [progress, setProgress] = useState<JobProgressReading | null>(null);

  async function build() {
    setProgress({ progress: 0, stage: "Queued" });
    try {
      const queued = await api<{ job_id: string; fy: string }>(`/companies/${companyId}/assurance-pack`, {
        method: "POST",
        query: year ? { fy: year } : undefined,
      });
      const result = await jobResult<PackResult>(queued.job_id, setProgress, "The assurance pack could not be built");
      await downloadFile(`/jobs/${queued.job_id}/download`, result.file_name);
      toast.success(`Assurance pack for FY ${queued.fy} downloaded`);
    } catch (error) {
      failureToast(error, "Failed to build the assurance pack");
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="inline-flex flex-col gap-1">
      <Button variant="outline" size="sm" onClick={() => void build()} disabled={progress !== null} data-testid="assurance-pack">
        {progress ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <PackageCheck className="size-4" aria-hidden />}
        {progress ? "Preparing..." : year ? `Assurance pack (FY ${year})` : "Assurance pack"}
      </Button>
      {progress ? <JobProgress job={progress} compact testId="assurance-pack-progress" /> : null}
    </div>
  );
}
