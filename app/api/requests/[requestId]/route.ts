// GET /api/requests/{requestId} — the request's cells with their definitions, the unit's figures and last year's;
// PATCH {assignee_email?, due_date?, message?} — owners and reviewers reassign it or move its due date;
// DELETE — owners and reviewers withdraw it (the figures entered stay the unit's)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestUpdateInput } from "@/lib/requests/schemas";
import { deleteRequest, getRequestView, updateRequest } from "@/lib/requests/service";

const params = z.object({ requestId: z.string() });

export const GET = route("GET /api/requests/[requestId]", { params }, ({ user, demand, params }) =>
  getRequestView({ user, demand, requestId: params.requestId }),
);

export const PATCH = route("PATCH /api/requests/[requestId]", { params, body: requestUpdateInput }, ({ user, demand, params, body, req }) =>
  updateRequest({ user, demand, requestId: params.requestId, input: body, origin: req.nextUrl.origin }),
);

export const DELETE = route("DELETE /api/requests/[requestId]", { params }, async ({ user, demand, params }) => {
  await deleteRequest({ user, demand, requestId: params.requestId });
  return new Response(null, { status: 204 });
});
