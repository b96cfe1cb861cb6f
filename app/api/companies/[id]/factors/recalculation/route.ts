// GET /api/companies/{id}/factors/recalculation?fy=&set= — what re-freezing the year with the
// library's current factors would change (factors, and each saved figure before and after);
// POST { fy, set_id?, expect_edition? } applies it in one audited transaction
import { route } from "@/lib/api/route";
import { factorYearQuery, recalculationInput } from "@/lib/calculators/api-schemas";
import { applyRecalculation, previewRecalculation } from "@/lib/calculators/recalculation";

export const GET = route("GET /api/companies/[id]/factors/recalculation", { query: factorYearQuery }, ({ company, query }) =>
  previewRecalculation({ company, fyParam: query.fy, setId: query.set }),
);

export const POST = route("POST /api/companies/[id]/factors/recalculation", { body: recalculationInput }, ({ company, user, body }) =>
  applyRecalculation({ company, actorId: user.id, fyParam: body.fy, setId: body.set_id, expectEdition: body.expect_edition }),
);
