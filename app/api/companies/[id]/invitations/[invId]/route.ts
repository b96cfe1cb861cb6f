// DELETE /api/companies/{id}/invitations/{invId} — revokes a pending invitation (its link stops working). Owners only.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { revokeInvitation } from "@/lib/companies/invitations";

const params = z.object({ id: z.string(), invId: z.string() });

export const DELETE = route("DELETE /api/companies/[id]/invitations/[invId]", { params }, async ({ user, company, params }) => {
  await revokeInvitation({ user, company, invitationId: params.invId });
  return new Response(null, { status: 204 });
});
