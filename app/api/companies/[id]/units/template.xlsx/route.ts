// GET /api/companies/{id}/units/template.xlsx — the reporting units' Excel template: a 'Units' sheet to fill, one row per unit, and the units already there
import { route } from "@/lib/api/route";
import { exportFileName } from "@/lib/spreadsheets/export";
import { XLSX_TYPE } from "@/lib/spreadsheets/style";
import { listUnits } from "@/lib/units/service";
import { buildUnitsTemplate } from "@/lib/spreadsheets/units-workbook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/companies/[id]/units/template.xlsx", async ({ company }) => {
  const file = await buildUnitsTemplate(await listUnits({ companyId: company.id }));
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName(company, "Units_Template", "xlsx")}"`,
      "Content-Length": String(file.length),
      "Cache-Control": "no-store",
    },
  });
});
