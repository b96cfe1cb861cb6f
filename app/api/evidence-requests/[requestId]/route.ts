// PATCH /api/evidence-requests/{requestId} {status: 'open'|'closed'} — closes or reopens an evidence request
// (owner, reviewer, assurer; audited)
import { z } from "zod";
import { REQUESTERS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { evidenceRequestFor, setRequestStatus } from "@/lib/evidence/requests";
import { evidenceRequestStatusInput } from "@/lib/evidence/schemas";

const params = z.object({ requestId: z.string() });

export const PATCH = route(
  { access: "entitled", company: { row: "requestId" }, roles: REQUESTERS, params, body: evidenceRequestStatusInput },
  async ({ user, params, body }) => {
    const request = await evidenceRequestFor({ user, requestId: params.requestId });
    return setRequestStatus({ request, actorId: user.id, status: body.status });
  },
);
