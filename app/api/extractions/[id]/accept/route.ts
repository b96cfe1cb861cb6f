// POST /api/extractions/{id}/accept {unit_id?, items: [{id, value?, unit?, period?, replace?}]} — writes the proposals as entries
// (audited, source 'extraction'); each item succeeds or is refused on its own: {extraction, accepted, errors}
import { z } from "zod";
import { route } from "@/lib/api/route";
import { acceptProposals } from "@/lib/extraction/review";
import { acceptBody } from "@/lib/extraction/schemas";

export const POST = route("POST /api/extractions/[id]/accept", { params: z.object({ id: z.string() }), body: acceptBody }, ({ user, demand, params, body }) =>
  acceptProposals({ user, demand, extractionId: params.id, items: body.items, unit_id: body.unit_id }),
);
