// POST /api/extractions/{id}/accept {unit_id?, items: [{id, value?, unit?, period?, replace?}]} — writes the proposals as entries
// (audited, source 'extraction'); each item succeeds or is refused on its own: {extraction, accepted, errors}
import { z } from "zod";
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { acceptProposals } from "@/lib/extraction/review";
import { acceptBody } from "@/lib/extraction/schemas";

export const POST = route(
  { access: "entitled", company: { row: "id" }, roles: EDITORS, params: z.object({ id: z.string() }), body: acceptBody },
  ({ user, params, body }) => acceptProposals({ user, extractionId: params.id, items: body.items, unit_id: body.unit_id }),
);
