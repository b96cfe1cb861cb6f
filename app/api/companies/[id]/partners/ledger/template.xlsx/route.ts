// GET /api/companies/{id}/partners/ledger/template.xlsx — the ledger's Excel template: a 'Ledger' sheet to fill (partner, side, value), and the partners already there
import { route } from "@/lib/api/route";
import { exportFileName } from "@/lib/spreadsheets/export";
import { buildLedgerTemplate } from "@/lib/spreadsheets/ledger-workbook";
import { XLSX_TYPE } from "@/lib/spreadsheets/style";
import { listPartners } from "@/lib/value-chain/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/companies/[id]/partners/ledger/template.xlsx", async ({ company }) => {
  const file = await buildLedgerTemplate(await listPartners(company));
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName(company, "Ledger_Template", "xlsx")}"`,
      "Content-Length": String(file.length),
      "Cache-Control": "no-store",
    },
  });
});
