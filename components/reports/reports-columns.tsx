"use client";

import { useState } from "react";
import { useCompany } from "@/components/company/use-company";
import { EDITORS, OWNERS, roleAllows } from "@/lib/auth/access-table";
import { BoardSignoffCard } from "./board-signoff-card";
import { BrsrReportCard } from "./brsr-report-card";
import { ExtractionPanel } from "./extraction-panel";
import { FilingImportCard } from "./filing-import-card";
import { XbrlExportCard } from "./xbrl-export-card";

/*
 * The reports page's interactive cards, laid out by the Server Component around them
 * (./reports-screen.tsx), which also renders their headings. Each column reads the company from
 * the query cache: the company frame shows them only once it has loaded (seeded by the server).
 */

type Headers<K extends string> = Record<K, React.ReactNode>;

/** PDF extraction and a filed BRSR imported: an import opens its review in the extraction panel. */
export function ReportInputs({ companyId, headers }: { companyId: string; headers: Headers<"extraction" | "filing"> }) {
  const { data: company } = useCompany(companyId);
  const [reviewId, setReviewId] = useState<string | null>(null);
  if (!company) return null;
  const canEdit = company.role ? roleAllows(EDITORS, company.role) : false;
  return (
    <div className="space-y-6">
      <ExtractionPanel companyId={company.id} canEdit={canEdit} reviewId={reviewId} header={headers.extraction} />
      <FilingImportCard companyId={company.id} canEdit={canEdit} onReview={setReviewId} header={headers.filing} />
    </div>
  );
}

/** The BRSR report, its XBRL export and the board's sign-off. */
export function ReportOutputs({ companyId, headers }: { companyId: string; headers: Headers<"report" | "signoff"> }) {
  const { data: company } = useCompany(companyId);
  if (!company) return null;
  return (
    <div className="space-y-6">
      <BrsrReportCard company={company} header={headers.report} />
      <XbrlExportCard company={company} />
      <BoardSignoffCard
        companyId={company.id}
        fyStartMonth={company.fy_start_month}
        canSign={company.role ? roleAllows(OWNERS, company.role) : false}
        header={headers.signoff}
      />
    </div>
  );
}
