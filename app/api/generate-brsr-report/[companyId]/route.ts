// GET /api/generate-brsr-report/{companyId}?fy=2024-25&edition=annual-report|working — the company's BRSR
// report for one financial year (default: the latest year with data) as a PDF download, in SEBI's layout;
// the annual-report edition by default once the year is signed off, marked DRAFT on every page until then
import { route } from "@/lib/api/route";
import { reportQuery } from "@/lib/brsr/schemas";
import { generateBrsrReport } from "@/lib/reports/brsr/service";

export const runtime = "nodejs";
// Built per request from live data; never cached.
export const dynamic = "force-dynamic";

export const GET = route("GET /api/generate-brsr-report/[companyId]", { query: reportQuery }, async ({ company, user, query }) => {
  const report = await generateBrsrReport({ company, userId: user.id, fyParam: query.fy, edition: query.edition });
  return new Response(new Uint8Array(report.pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Content-Length": String(report.pdf.length),
      "Cache-Control": "no-store",
      "X-Report-Pages": String(report.pageCount),
      "X-Report-Edition": report.edition,
      "X-Report-Draft": String(report.draft),
    },
  });
});
