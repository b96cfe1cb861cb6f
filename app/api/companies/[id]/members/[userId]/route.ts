// PATCH /api/companies/{id}/members/{userId} — a member's role (and an assurer's access-until date);
// DELETE removes the member. Owners only; the last owner can be neither demoted nor removed (409).
import { z } from "zod";
import { route } from "@/lib/api/route";
import { memberUpdateSchema } from "@/lib/companies/member-schemas";
import { removeMember, updateMember } from "@/lib/companies/members";

const params = z.object({ id: z.string(), userId: z.string() });

export const PATCH = route("PATCH /api/companies/[id]/members/[userId]", { params, body: memberUpdateSchema }, ({ user, company, params, body }) =>
  updateMember({ user, company, userId: params.userId, input: body }),
);

export const DELETE = route("DELETE /api/companies/[id]/members/[userId]", { params }, async ({ user, company, params }) => {
  await removeMember({ user, company, userId: params.userId });
  return new Response(null, { status: 204 });
});
