// POST /api/requests/{requestId}/return {comment} — a reviewer sends a submitted request back
import { REVIEWERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestReturnInput } from "@/lib/requests/schemas";
import { returnRequest } from "@/lib/requests/service";

export const POST = route(
  { access: "user", company: { row: "requestId" }, params: z.object({ requestId: z.string() }), roles: REVIEWERS, body: requestReturnInput },
  ({ user, params, body }) => returnRequest({ user, requestId: params.requestId, comment: body.comment }),
);
