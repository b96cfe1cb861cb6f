// POST /api/companies/{id}/value-chain/requests {fy, due_date, message?} — data requests to every chosen partner not yet asked
import { json, route } from "@/lib/api/route";
import { partnerRequestsInput } from "@/lib/value-chain/schemas";
import { requestPartners } from "@/lib/value-chain/service";

export const POST = route("POST /api/companies/[id]/value-chain/requests", { body: partnerRequestsInput }, async ({ company, user, body, req }) =>
  json(await requestPartners({ company, user, input: body, origin: req.nextUrl.origin }), 201),
);
