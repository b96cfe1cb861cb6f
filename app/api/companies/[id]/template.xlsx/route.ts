// GET /api/companies/{id}/template.xlsx?fy=2024-25 — the BRSR questionnaire as a workbook to fill
// offline (the year and the one before prefilled), plus the other frameworks' metrics as rows
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { exportFileName } from "@/lib/spreadsheets/export";
import { XLSX_TYPE } from "@/lib/spreadsheets/style";
import { buildTemplate } from "@/lib/spreadsheets/template";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/companies/[id]/template.xlsx", { query: fyQuery }, async ({ company, query }) => {
  const { file, fy } = await buildTemplate({ company, fyParam: query.fy });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName(company, `BRSR_Template_FY${fy}`, "xlsx")}"`,
      "Content-Length": String(file.length),
      "Cache-Control": "no-store",
    },
  });
});
