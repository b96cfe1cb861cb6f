// POST /api/requests/{requestId}/submit — the assignee hands the figures in for review
import { z } from "zod";
import { route } from "@/lib/api/route";
import { submitRequest } from "@/lib/requests/service";

export const POST = route("POST /api/requests/[requestId]/submit", { params: z.object({ requestId: z.string() }) }, ({ user, demand, params }) =>
  submitRequest({ user, demand, requestId: params.requestId }),
);
