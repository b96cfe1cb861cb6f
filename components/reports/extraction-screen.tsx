"use client";

import { CompanyPage } from "@/components/company/company-page";
import { BrsrReportCard } from "@/components/reports/brsr-report-card";
import { EDITORS, roleAllows } from "@/lib/auth/access-table";
import { ExtractionPanel } from "./extraction-panel";

/** The reports screen: PDF upload with extraction, and the BRSR report. */
export function ReportsScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Reports" description="Extract metrics from existing reports and generate your BRSR report.">
      {(company) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ExtractionPanel companyId={company.id} canEdit={company.role ? roleAllows(EDITORS, company.role) : false} />
          <div>
            <BrsrReportCard company={company} />
          </div>
        </div>
      )}
    </CompanyPage>
  );
}
