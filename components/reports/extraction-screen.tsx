"use client";

import { CompanyPage } from "@/components/company/company-page";
import { BrsrReportCard } from "@/components/reports/brsr-report-card";
import { EDITORS, OWNERS, roleAllows } from "@/lib/auth/access-table";
import { useState } from "react";
import { BoardSignoffCard } from "./board-signoff-card";
import { ExtractionPanel } from "./extraction-panel";
import { FilingImportCard } from "./filing-import-card";
import { XbrlExportCard } from "./xbrl-export-card";

/** The reports screen: PDF upload with extraction, a filed BRSR imported, and the BRSR report. */
export function ReportsScreen({ companyId }: { companyId: string }) {
  const [reviewId, setReviewId] = useState<string | null>(null);
  return (
    <CompanyPage companyId={companyId} title="Reports" description="Extract metrics from existing reports and generate your BRSR report.">
      {(company) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <ExtractionPanel companyId={company.id} canEdit={company.role ? roleAllows(EDITORS, company.role) : false} reviewId={reviewId} />
            <FilingImportCard companyId={company.id} canEdit={company.role ? roleAllows(EDITORS, company.role) : false} onReview={setReviewId} />
          </div>
          <div className="space-y-6">
            <BrsrReportCard company={company} />
            <XbrlExportCard company={company} />
            <BoardSignoffCard companyId={company.id} fyStartMonth={company.fy_start_month} canSign={company.role ? roleAllows(OWNERS, company.role) : false} />
          </div>
        </div>
      )}
    </CompanyPage>
  );
}
