// GET /api/companies/{id}/units — the company's reporting units (archived ones flagged); POST one
// unit, or {units: [...]} from a pasted list (parents may be named by parent_name), all or none
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { bulkUnitInput, unitInput } from "@/lib/units/schemas";
import { createUnits, listUnits } from "@/lib/units/service";

export const GET = route("GET /api/companies/[id]/units", ({ company }) => listUnits({ companyId: company.id }));

const postInput = z.union([bulkUnitInput, unitInput.strict()], { error: "Send one unit, or {units: [...]}" });

export const POST = route("POST /api/companies/[id]/units", { body: postInput, bodyLimit: 2_000_000 }, async ({ company, user, body }) => {
  if ("units" in body) return json({ units: await createUnits({ company, units: body.units, actorId: user.id }) }, 201);
  const [unit] = await createUnits({ company, units: [{ ...body, parent_name: null }], actorId: user.id });
  return json(unit, 201);
});
