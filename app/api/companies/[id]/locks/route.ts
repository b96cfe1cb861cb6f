// GET /api/companies/{id}/locks — the company's locked financial years; POST {fy, reason?} locks one (owner or reviewer; audited)
import { json, route } from "@/lib/api/route";
import { lockYear, listYearLocks } from "@/lib/companies/locks";
import { yearLockInput } from "@/lib/companies/schemas";
import { requireFiscalYear } from "@/lib/periods/param";

export const GET = route("GET /api/companies/[id]/locks", ({ company }) => listYearLocks(company));

export const POST = route("POST /api/companies/[id]/locks", { body: yearLockInput }, async ({ company, user, body }) =>
  json(await lockYear({ company, fy: requireFiscalYear(body.fy, company.fyStartMonth), reason: body.reason, actorId: user.id }), 201),
);
