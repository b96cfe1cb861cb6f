// POST /api/figure-conflicts/{conflictId}/resolve {entry_id} — keeps that copy's value as the one figure and merges the
// other copies into it (their evidence, requests and frameworks move to it; audited); 409 when already resolved
import { z } from "zod";
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { resolveConflict } from "@/lib/esg-data/figures";
import { resolveConflictInput } from "@/lib/esg-data/schemas";

export const POST = route(
  { access: "entitled", company: { row: "conflictId" }, roles: EDITORS, params: z.object({ conflictId: z.string() }), body: resolveConflictInput },
  ({ user, params, body }) => resolveConflict({ user, conflictId: params.conflictId, entryId: body.entry_id }),
);
