// POST /api/extractions/{id}/reject {items: [ids]} — marks proposals rejected (never written): {extraction, rejected, errors}
import { z } from "zod";
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { rejectProposals } from "@/lib/extraction/review";
import { rejectBody } from "@/lib/extraction/schemas";

export const POST = route(
  { access: "entitled", company: { row: "id" }, roles: EDITORS, params: z.object({ id: z.string() }), body: rejectBody },
  ({ user, params, body }) => rejectProposals({ user, extractionId: params.id, items: body.items }),
);
