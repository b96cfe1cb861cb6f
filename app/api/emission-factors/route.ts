// GET /api/emission-factors?set=&fy= — the emission-factor sets with every factor's value, unit, scope, years and source
import { getDb } from "@/db/client";
import { route } from "@/lib/api/route";
import { emissionFactorsQuery } from "@/lib/factors/schemas";
import { listEmissionFactors } from "@/lib/factors/service";

export const GET = route("GET /api/emission-factors", { query: emissionFactorsQuery }, async ({ query }) =>
  listEmissionFactors({ db: await getDb(), setId: query.set, fy: query.fy }),
);
