// GET /api/calculators/runs/{id} — one saved calculation: inputs, factor set, edition, factors and figures
import { z } from "zod";
import { getDb } from "@/db/client";
import { route } from "@/lib/api/route";
import { getRowInMemberCompany } from "@/lib/companies/access";
import { loadRun, runDto } from "@/lib/calculators/service";

export const GET = route("GET /api/calculators/runs/[id]", { params: z.object({ id: z.string() }) }, async ({ user, demand, params }) => {
  const run = await getRowInMemberCompany({
    user,
    demand,
    id: params.id,
    missing: "Calculation not found",
    load: async (id) => loadRun(await getDb(), id).catch(() => undefined),
  });
  return runDto(run);
});
