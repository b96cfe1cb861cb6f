// POST /api/invitations/{token}/accept — the signed-in invitee joins the company with the invitation's role
import { z } from "zod";
import { route } from "@/lib/api/route";
import { acceptInvitation } from "@/lib/companies/invitations";

const params = z.object({ token: z.string().min(1).max(200) });

export const POST = route("POST /api/invitations/[token]/accept", { params }, ({ user, params }) => acceptInvitation({ user, token: params.token }));
