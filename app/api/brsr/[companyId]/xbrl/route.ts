// GET /api/brsr/{companyId}/xbrl?fy=2024-25[&draft=true] — the year's BRSR as an XBRL instance in
// SEBI's taxonomy for that year (application/xml, BRSR_{CIN}_FY2024-25.xml); 422 with the
// validation report while it has errors, unless a draft is asked for
import { route } from "@/lib/api/route";
import { xbrlQuery } from "@/lib/xbrl/schemas";
import { getXbrlExport } from "@/lib/xbrl/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route("GET /api/brsr/[companyId]/xbrl", { query: xbrlQuery }, async ({ company, query }) => {
  const draft = query.draft === "true";
  const out = await getXbrlExport({ company, fyParam: query.fy, draft });
  if (!out.report.ok && !draft) {
    const n = out.report.errors.length;
    return Response.json(
      { detail: `The XBRL instance has ${n} validation ${n === 1 ? "error" : "errors"}; fix them or export a draft`, ...out.report },
      { status: 422, headers: { "X-Taxonomy-Version": out.taxonomy } },
    );
  }
  const body = new TextEncoder().encode(out.xml);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${out.fileName}"`,
      "Content-Length": String(body.byteLength),
      "Cache-Control": "no-store",
      "X-Taxonomy-Version": out.taxonomy,
    },
  });
});
