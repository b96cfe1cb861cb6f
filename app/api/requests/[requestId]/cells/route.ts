// PUT /api/requests/{requestId}/cells {cells: [{key, value, unit?, notes?}]} — the assignee's draft figures (only the request's cells)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { requestCellsInput } from "@/lib/requests/schemas";
import { saveRequestCells } from "@/lib/requests/service";

export const PUT = route(
  "PUT /api/requests/[requestId]/cells",
  { params: z.object({ requestId: z.string() }), body: requestCellsInput },
  ({ user, demand, params, body }) => saveRequestCells({ user, demand, requestId: params.requestId, cells: body.cells }),
);
