// PATCH /api/companies/{id}/partners/{partnerId} — a partner's fields and values per year (null removes a year);
// DELETE — 409 once it has submitted figures
import { z } from "zod";
import { route } from "@/lib/api/route";
import { partnerPatch } from "@/lib/value-chain/schemas";
import { deletePartner, updatePartner } from "@/lib/value-chain/service";

const params = z.object({ id: z.string(), partnerId: z.string() });

export const PATCH = route("PATCH /api/companies/[id]/partners/[partnerId]", { params, body: partnerPatch }, ({ company, user, params, body }) =>
  updatePartner({ company, actorId: user.id, partnerId: params.partnerId, patch: body }),
);

export const DELETE = route("DELETE /api/companies/[id]/partners/[partnerId]", { params }, async ({ company, user, params }) => {
  await deletePartner({ company, actorId: user.id, partnerId: params.partnerId });
  return new Response(null, { status: 204 });
});
