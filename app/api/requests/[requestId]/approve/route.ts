// POST /api/requests/{requestId}/approve — a reviewer approves every figure of a submitted request
import { z } from "zod";
import { route } from "@/lib/api/route";
import { approveRequest } from "@/lib/requests/service";

export const POST = route("POST /api/requests/[requestId]/approve", { params: z.object({ requestId: z.string() }) }, ({ user, demand, params }) =>
  approveRequest({ user, demand, requestId: params.requestId }),
);
