// GET /api/invitations/{token} — public: the company, role, inviter, masked e-mail and state of an invitation link
import { z } from "zod";
import { route } from "@/lib/api/route";
import { previewInvitation } from "@/lib/companies/invitations";

const params = z.object({ token: z.string().min(1).max(200) });

export const GET = route("GET /api/invitations/[token]", { params }, ({ params }) => previewInvitation({ token: params.token }));
