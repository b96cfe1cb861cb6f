// POST /api/extractions/{id}/reject {items: [ids]} — marks proposals rejected (never written): {extraction, rejected, errors}
import { z } from "zod";
import { route } from "@/lib/api/route";
import { rejectProposals } from "@/lib/extraction/review";
import { rejectBody } from "@/lib/extraction/schemas";

export const POST = route("POST /api/extractions/[id]/reject", { params: z.object({ id: z.string() }), body: rejectBody }, ({ user, demand, params, body }) =>
  rejectProposals({ user, demand, extractionId: params.id, items: body.items }),
);
