// GET /api/companies/{id}/factors?fy= — the factor set, frozen factors and overrides the company's
// calculations of that year use; PUT { fy, set_id } chooses the year's set (audited)
import { route } from "@/lib/api/route";
import { factorSetChoice, factorYearQuery } from "@/lib/calculators/api-schemas";
import { chooseYearFactorSet, yearFactors } from "@/lib/calculators/factor-settings";

export const GET = route("GET /api/companies/[id]/factors", { query: factorYearQuery }, ({ company, query }) => yearFactors({ company, fyParam: query.fy }));

export const PUT = route("PUT /api/companies/[id]/factors", { body: factorSetChoice }, ({ company, user, body }) =>
  chooseYearFactorSet({ company, actorId: user.id, fyParam: body.fy, setId: body.set_id }),
);
