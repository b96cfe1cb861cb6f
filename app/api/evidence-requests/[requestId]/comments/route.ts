// POST /api/evidence-requests/{requestId}/comments {body} — adds a comment to an evidence request's thread
// (owner, reviewer, editor, assurer; audited)
import { z } from "zod";
import { idempotent } from "@/lib/api/idempotency";
import { json, route } from "@/lib/api/route";
import { addComment, evidenceRequestFor } from "@/lib/evidence/requests";
import { evidenceCommentInput } from "@/lib/evidence/schemas";

const params = z.object({ requestId: z.string() });

export const POST = route(
  "POST /api/evidence-requests/[requestId]/comments",
  { params, body: evidenceCommentInput },
  async ({ req, user, demand, params, body }) => {
    const request = await evidenceRequestFor({ user, demand, requestId: params.requestId });
    return idempotent({ req, userId: user.id, request: body }, async () => json(await addComment({ request, actorId: user.id, body: body.body }), 201));
  },
);
