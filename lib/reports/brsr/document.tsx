/**
 * The BRSR report as a react-pdf document: the cover (sections.tsx), the painted body (flow.ts
 * lays it out, sections.tsx paints it), the annex (annex.tsx), the data checks. The rules that
 * keep 10,000 entries under two seconds (docs/ARCHITECTURE.md, held by tests/unit/brsr-speed.test.ts):
 * react-pdf lays out the cover and the annex's title only; no render props (the page count is
 * known before rendering); each painted page's text in one block; fonts without layout tables.
 */
import { Document } from "@react-pdf/renderer";
import { Annex, layoutAnnex } from "./annex";
import { layoutBody, layoutChecks, layoutUnitBreakdown } from "./flow";
import { reportCoverage, reportMetrics } from "./fonts";
import { furnitureFor } from "./furniture";
import { printableReport } from "./glyphs";
import type { BrsrReport } from "./model";
import { Cover, PaintedPages } from "./sections";

/** The whole report: the cover, the painted body, the annex, the data checks. */
export function BrsrDocument({ report: entered }: { report: BrsrReport }) {
  // What no report font can draw (Devanagari, emoji) is replaced before anything is measured.
  const report = printableReport(entered, reportCoverage());
  const m = reportMetrics();
  const body = layoutBody(report, m);
  // The annual-report edition is SEBI's sections and the Core table only.
  const working = report.edition === "working";
  const annex = working ? layoutAnnex(report.annex) : null;
  const units = working ? layoutUnitBreakdown(report, m) : [];
  const checks = working ? layoutChecks(report, m) : [];
  const furniture = furnitureFor(report, 1 + body.length + (annex?.pages.length ?? 0) + units.length + checks.length);
  return (
    <Document
      title={`BRSR Report ${entered.fy} — ${entered.company.name}`}
      author={entered.company.name}
      subject={`Business Responsibility and Sustainability Report, ${entered.fy}`}
      creator="ESG Reporting Platform"
      producer="ESG Reporting Platform"
      creationDate={entered.generatedAt}
      language="en-IN"
    >
      <Cover report={report} furniture={furniture} />
      <PaintedPages pages={body} furniture={furniture} />
      {annex ? <Annex report={report} layout={annex} furniture={furniture} /> : null}
      <PaintedPages pages={units} furniture={furniture} />
      <PaintedPages pages={checks} furniture={furniture} />
    </Document>
  );
}
