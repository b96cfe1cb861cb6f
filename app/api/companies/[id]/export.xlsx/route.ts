// GET /api/companies/{id}/export.xlsx — everything of one company as a workbook: entries, KPI
// targets with progress, checklist, audit trail
import { route } from "@/lib/api/route";
import { exportFileName, exportWorkbook } from "@/lib/spreadsheets/export";
import { XLSX_TYPE } from "@/lib/spreadsheets/style";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/companies/[id]/export.xlsx", async ({ company }) => {
  const file = await exportWorkbook({ company });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName(company, "ESG_Data", "xlsx")}"`,
      "Content-Length": String(file.length),
      "Cache-Control": "no-store",
    },
  });
});
