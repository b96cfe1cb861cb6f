// PUT /api/requests/{requestId}/cells {cells: [{key, value, unit?, notes?}]} — the assignee's draft figures (only the request's cells)
import { REQUEST_FILLERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestCellsInput } from "@/lib/requests/schemas";
import { saveRequestCells } from "@/lib/requests/service";

export const PUT = route(
  { access: "user", company: { row: "requestId" }, params: z.object({ requestId: z.string() }), roles: REQUEST_FILLERS, body: requestCellsInput },
  ({ user, params, body }) => saveRequestCells({ user, requestId: params.requestId, cells: body.cells }),
);
