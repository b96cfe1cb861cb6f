// POST /api/requests/{requestId}/return {comment} — a reviewer sends a submitted request back
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestReturnInput } from "@/lib/requests/schemas";
import { returnRequest } from "@/lib/requests/service";

export const POST = route(
  "POST /api/requests/[requestId]/return",
  { params: z.object({ requestId: z.string() }), body: requestReturnInput },
  ({ user, demand, params, body }) => returnRequest({ user, demand, requestId: params.requestId, comment: body.comment }),
);
