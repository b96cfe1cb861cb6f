// GET /api/requests/{requestId} — the request's cells with their definitions, the unit's figures and last year's;
// PATCH {assignee_email?, due_date?, message?} — owners and reviewers reassign it or move its due date;
// DELETE — owners and reviewers withdraw it (the figures entered stay the unit's)
import { REQUEST_READERS, REVIEWERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestUpdateInput } from "@/lib/requests/schemas";
import { deleteRequest, getRequestView, updateRequest } from "@/lib/requests/service";

const params = z.object({ requestId: z.string() });

export const GET = route({ access: "user", company: { row: "requestId" }, params, roles: REQUEST_READERS }, ({ user, params }) =>
  getRequestView({ user, requestId: params.requestId }),
);

export const PATCH = route(
  { access: "user", company: { row: "requestId" }, params, roles: REVIEWERS, body: requestUpdateInput },
  ({ user, params, body, req }) => updateRequest({ user, requestId: params.requestId, input: body, origin: req.nextUrl.origin }),
);

export const DELETE = route({ access: "user", company: { row: "requestId" }, params, roles: REVIEWERS }, async ({ user, params }) => {
  await deleteRequest({ user, requestId: params.requestId });
  return new Response(null, { status: 204 });
});
