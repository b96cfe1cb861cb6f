// PUT /api/admin/users/{id}/toggle-status — blocks (revoking every session) or unblocks a non-admin
import { z } from "zod";
import { route, uuidParam } from "@/lib/api/route";
import { toggleUserStatus } from "@/lib/admin/users";

export const PUT = route("PUT /api/admin/users/[id]/toggle-status", { params: z.object({ id: uuidParam }) }, ({ user, params }) =>
  toggleUserStatus({ actor: user, userId: params.id }),
);
