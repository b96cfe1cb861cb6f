// GET /api/generate-brsr-report/{companyId} — the company's BRSR report as a PDF download
import { route } from "@/lib/api/route";
import { generateBrsrReport } from "@/lib/reports/brsr/service";

export const runtime = "nodejs";
// Built per request from live data; never cached.
export const dynamic = "force-dynamic";

export const GET = route({ access: "entitled", company: "companyId" }, async ({ company, user }) => {
  const report = await generateBrsrReport({ company, userId: user.id });
  return new Response(new Uint8Array(report.pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Content-Length": String(report.pdf.length),
      "Cache-Control": "no-store",
      "X-Report-Pages": String(report.pageCount),
    },
  });
});
