// GET /api/calculators/runs/{id} — one saved calculation: inputs, factor set, edition, factors and figures
import { z } from "zod";
import { getDb } from "@/db/client";
import { route } from "@/lib/api/route";
import { getRowInMemberCompany } from "@/lib/companies/access";
import { loadRun, runDto } from "@/lib/calculators/service";

export const GET = route({ access: "entitled", company: { row: "id" }, params: z.object({ id: z.string() }) }, async ({ user, params }) => {
  const run = await getRowInMemberCompany({
    user,
    id: params.id,
    missing: "Calculation not found",
    access: "read",
    load: async (id) => loadRun(await getDb(), id).catch(() => undefined),
  });
  return runDto(run);
});
