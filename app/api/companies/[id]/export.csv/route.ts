// GET /api/companies/{id}/export.csv — the company's entries as CSV (UTF-8 with BOM)
import { route } from "@/lib/api/route";
import { exportEntriesCsv, exportFileName } from "@/lib/spreadsheets/export";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/companies/[id]/export.csv", async ({ company }) => {
  const csv = await exportEntriesCsv({ company });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(company, "ESG_Entries", "csv")}"`,
      "Cache-Control": "no-store",
    },
  });
});
