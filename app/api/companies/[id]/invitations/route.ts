// GET /api/companies/{id}/invitations — pending invitations (no tokens); POST invites an e-mail
// address with a role and answers the link once (201). Owners only.
import { json, route } from "@/lib/api/route";
import { invitationCreateSchema } from "@/lib/companies/member-schemas";
import { createInvitation, listInvitations } from "@/lib/companies/invitations";

export const GET = route("GET /api/companies/[id]/invitations", ({ company }) => listInvitations({ company }));

export const POST = route("POST /api/companies/[id]/invitations", { body: invitationCreateSchema }, async ({ req, user, company, body }) =>
  json(await createInvitation({ user, company, input: body, origin: req.nextUrl.origin }), 201),
);
