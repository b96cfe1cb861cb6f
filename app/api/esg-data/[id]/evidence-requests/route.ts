// GET /api/esg-data/{entryId}/evidence-requests — the entry's evidence requests with their threads (any member);
// POST {comment} raises one (owner, reviewer, assurer; audited)
import { z } from "zod";
import { idempotent } from "@/lib/api/idempotency";
import { json, route } from "@/lib/api/route";
import { listEntryRequests, raiseRequest } from "@/lib/evidence/requests";
import { evidenceRequestInput } from "@/lib/evidence/schemas";
import { getMemberEntry } from "@/lib/esg-data/service";

const params = z.object({ id: z.string() });

export const GET = route("GET /api/esg-data/[id]/evidence-requests", { params }, async ({ user, demand, params }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  return listEntryRequests(entry.id);
});

export const POST = route("POST /api/esg-data/[id]/evidence-requests", { params, body: evidenceRequestInput }, async ({ req, user, demand, params, body }) => {
  const entry = await getMemberEntry({ user, demand, entryId: params.id });
  return idempotent({ req, userId: user.id, request: body }, async () => json(await raiseRequest({ entry, actorId: user.id, comment: body.comment }), 201));
});
