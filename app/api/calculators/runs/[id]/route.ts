// GET /api/calculators/runs/{id} — one saved calculation: inputs, factor set, edition, factors and figures
import { z } from "zod";
import { getDb } from "@/db/client";
import { route } from "@/lib/api/route";
import { getRowInOwnedCompany } from "@/lib/companies/access";
import { loadRun, runDto } from "@/lib/calculators/service";

export const GET = route({ access: "entitled", params: z.object({ id: z.string() }) }, async ({ user, params }) => {
  const run = await getRowInOwnedCompany({
    user,
    id: params.id,
    missing: "Calculation not found",
    access: "read",
    load: async (id) => loadRun(await getDb(), id).catch(() => undefined),
  });
  return runDto(run);
});
