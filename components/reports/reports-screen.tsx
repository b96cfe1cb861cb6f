import { CompanyPage } from "@/components/company/company-page";
import { BoardSignoffHeader, BrsrReportHeader, ExtractionPanelHeader, FilingImportHeader } from "./card-headers";
import { ReportInputs, ReportOutputs } from "./reports-columns";

/**
 * The reports screen: PDF upload with extraction, a filed BRSR imported, and the BRSR report. A
 * Server Component: the layout and the cards' headings are rendered on the server; the cards
 * themselves are client components (./reports-columns.tsx).
 */
export function ReportsScreen({ companyId }: { companyId: string }) {
  return (
    <CompanyPage companyId={companyId} title="Reports" description="Extract metrics from existing reports and generate your BRSR report.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ReportInputs companyId={companyId} headers={{ extraction: <ExtractionPanelHeader />, filing: <FilingImportHeader /> }} />
        <ReportOutputs companyId={companyId} headers={{ report: <BrsrReportHeader />, signoff: <BoardSignoffHeader /> }} />
      </div>
    </CompanyPage>
  );
}
