// PATCH /api/evidence-requests/{requestId} {status: 'open'|'closed'} — closes or reopens an evidence request
// (owner, reviewer, assurer; audited)
import { z } from "zod";
import { route } from "@/lib/api/route";
import { evidenceRequestFor, setRequestStatus } from "@/lib/evidence/requests";
import { evidenceRequestStatusInput } from "@/lib/evidence/schemas";

const params = z.object({ requestId: z.string() });

export const PATCH = route("PATCH /api/evidence-requests/[requestId]", { params, body: evidenceRequestStatusInput }, async ({ user, demand, params, body }) => {
  const request = await evidenceRequestFor({ user, demand, requestId: params.requestId });
  return setRequestStatus({ request, actorId: user.id, status: body.status });
});
