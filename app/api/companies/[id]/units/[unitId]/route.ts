// PATCH /api/companies/{id}/units/{unitId} — change a unit, move it (a loop is 422) or archive it;
// DELETE — only a unit holding no figures and no units (409: archive it instead)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { unitPatch } from "@/lib/units/schemas";
import { deleteUnit, updateUnit } from "@/lib/units/service";

const params = z.object({ id: z.string(), unitId: z.string() });

export const PATCH = route("PATCH /api/companies/[id]/units/[unitId]", { params, body: unitPatch }, ({ company, user, params, body }) =>
  updateUnit({ company, unitId: params.unitId, patch: body, actorId: user.id }),
);

export const DELETE = route("DELETE /api/companies/[id]/units/[unitId]", { params }, async ({ company, user, params }) => {
  await deleteUnit({ company, unitId: params.unitId, actorId: user.id });
  return new Response(null, { status: 204 });
});
