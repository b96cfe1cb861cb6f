import { FileCode2, FileSearch, FileText, Stamp } from "lucide-react";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/*
 * The reports page's card headings, rendered on the server (components/reports/reports-screen.tsx)
 * and handed to the client cards as their `header`: their copy and icons ship as HTML, not as
 * JavaScript (decisions D30).
 */

export function ExtractionPanelHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <FileSearch className="text-primary size-5" aria-hidden="true" /> Extract Data from a PDF
      </CardTitle>
      <CardDescription>
        Upload a sustainability or annual report (PDF, up to 20 MB). The metrics found are proposed for review, each with the page and sentence it came from;
        only those you accept are added to data collection under BRSR.
      </CardDescription>
    </CardHeader>
  );
}

export function FilingImportHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <FileCode2 className="text-primary size-5" aria-hidden="true" /> Import a filed BRSR
      </CardTitle>
      <CardDescription>
        Last year&apos;s BRSR as filed with the exchange: its XBRL instance (.xml, from the exchange&apos;s site) or the PDF. Both years it holds are proposed
        for review.
      </CardDescription>
    </CardHeader>
  );
}

export function BrsrReportHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <FileText className="size-5 text-primary" aria-hidden="true" /> BRSR Report
      </CardTitle>
      <CardDescription>
        A PDF in SEBI&apos;s Business Responsibility and Sustainability Report format for one financial year, with the previous year beside it: Section A from
        the entity profile, Sections B and C from the BRSR questionnaire and the BRSR Core KPIs. The working copy adds appendices with KPI targets, the
        checklist and every entry with its audit trail; until the board signs the year off every page is marked DRAFT.
      </CardDescription>
    </CardHeader>
  );
}

export function BoardSignoffHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Stamp className="text-primary size-5" aria-hidden="true" /> Board sign-off
      </CardTitle>
      <CardDescription>
        Once every Essential indicator is answered and every BRSR Core figure approved, an owner records the board&apos;s approval. The year is locked and its
        annual-report PDF frozen as a numbered version; until then every page is marked DRAFT.
      </CardDescription>
    </CardHeader>
  );
}
