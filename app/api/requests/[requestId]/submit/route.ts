// POST /api/requests/{requestId}/submit — the assignee hands the figures in for review
import { REQUEST_FILLERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { submitRequest } from "@/lib/requests/service";

export const POST = route(
  { access: "user", company: { row: "requestId" }, params: z.object({ requestId: z.string() }), roles: REQUEST_FILLERS },
  ({ user, params }) => submitRequest({ user, requestId: params.requestId }),
);
