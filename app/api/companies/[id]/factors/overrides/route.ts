// PUT /api/companies/{id}/factors/overrides — the company's own value for one factor in one year,
// with its reason; DELETE ?fy=&activity= removes it (both audited; saved figures change only on recalculation)
import { route } from "@/lib/api/route";
import { factorOverrideInput, factorOverrideRemoval } from "@/lib/calculators/api-schemas";
import { removeYearOverride, setYearOverride } from "@/lib/calculators/factor-settings";

export const PUT = route("PUT /api/companies/[id]/factors/overrides", { body: factorOverrideInput }, ({ company, user, body }) =>
  setYearOverride({ company, actorId: user.id, input: body }),
);

export const DELETE = route("DELETE /api/companies/[id]/factors/overrides", { query: factorOverrideRemoval }, ({ company, user, query }) =>
  removeYearOverride({ company, actorId: user.id, fyParam: query.fy, activity: query.activity }),
);
