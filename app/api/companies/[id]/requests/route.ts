// GET /api/companies/{id}/requests?fy= — the data requests (overdue first, % complete);
// POST {fy, unit_id | unit_ids, cells? | sections?, assignee_email, due_date, message?} — owners and reviewers ask a unit's people for figures
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { requestCreateInput } from "@/lib/requests/schemas";
import { createRequests, listRequests } from "@/lib/requests/service";

export const GET = route("GET /api/companies/[id]/requests", { query: z.object({ fy: z.string().max(20).optional() }) }, ({ company, query }) =>
  listRequests({ company, fy: query.fy }),
);

export const POST = route("POST /api/companies/[id]/requests", { body: requestCreateInput }, async ({ company, user, body, req }) =>
  json(await createRequests({ company, user, input: body, origin: req.nextUrl.origin }), 201),
);
