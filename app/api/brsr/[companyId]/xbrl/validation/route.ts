// GET /api/brsr/{companyId}/xbrl/validation?fy=2024-25 — what stands between the year's XBRL
// instance and the exchange: {ok, taxonomy, errors[], warnings[]}, each naming the cell, the
// element and the context
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { getXbrlExport } from "@/lib/xbrl/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/brsr/[companyId]/xbrl/validation", { query: fyQuery }, async ({ company, query }) => {
  const out = await getXbrlExport({ company, fyParam: query.fy });
  return { ...out.report, fy: query.fy ?? null, file_name: out.fileName, facts: out.instance.facts.length };
});
