// POST /api/figure-conflicts/{conflictId}/resolve {entry_id} — keeps that copy's value as the one figure and merges the
// other copies into it (their evidence, requests and frameworks move to it; audited); 409 when already resolved
import { z } from "zod";
import { route } from "@/lib/api/route";
import { resolveConflict } from "@/lib/esg-data/figures";
import { resolveConflictInput } from "@/lib/esg-data/schemas";

export const POST = route(
  "POST /api/figure-conflicts/[conflictId]/resolve",
  { params: z.object({ conflictId: z.string() }), body: resolveConflictInput },
  ({ user, demand, params, body }) => resolveConflict({ user, demand, conflictId: params.conflictId, entryId: body.entry_id }),
);
