// GET /api/requests/{requestId} — the request's cells with their definitions, the unit's figures and last year's
import { REQUEST_READERS } from "@/lib/auth/access-table";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getRequestView } from "@/lib/requests/service";

export const GET = route(
  { access: "user", company: { row: "requestId" }, params: z.object({ requestId: z.string() }), roles: REQUEST_READERS },
  ({ user, params }) => getRequestView({ user, requestId: params.requestId }),
);
