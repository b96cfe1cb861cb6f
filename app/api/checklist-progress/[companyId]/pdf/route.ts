// GET /api/checklist-progress/{companyId}/pdf — the company's documentation checklist as a PDF
// download (`<Company>_ESG_Checklist.pdf`), beside the CSV the checklist screen exports
import { route } from "@/lib/api/route";
import { checklistPdf } from "@/lib/reports/checklist-pdf";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/checklist-progress/[companyId]/pdf", async ({ company }) => {
  const { pdf, fileName } = await checklistPdf({ company });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      // A header is Latin-1: the name in ASCII, and whole (a company named in Devanagari) as RFC 5987's filename*.
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
    },
  });
});
