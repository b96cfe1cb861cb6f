// POST /api/requests/{requestId}/approve — a reviewer approves every figure of a submitted request
import { REVIEWERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { approveRequest } from "@/lib/requests/service";

export const POST = route(
  { access: "user", company: { row: "requestId" }, params: z.object({ requestId: z.string() }), roles: REVIEWERS },
  ({ user, params }) => approveRequest({ user, requestId: params.requestId }),
);
