// GET /api/companies/{id}/signoffs?fy= — the versions the board signed off, with their frozen files' SHA-256;
// POST {fy, approved_by, din, designation, approval_date, resolution_reference?, notes?} — signs a ready year off (owners):
// locks it and freezes the annual-report PDF (409 while not ready or signed off already)
import { json, route } from "@/lib/api/route";
import { signoffInput, signoffListQuery } from "@/lib/signoffs/schemas";
import { listSignoffs, signOff } from "@/lib/signoffs/service";

export const runtime = "nodejs";

export const GET = route("GET /api/companies/[id]/signoffs", { query: signoffListQuery }, ({ company, query }) => listSignoffs({ company, fyParam: query.fy }));

export const POST = route("POST /api/companies/[id]/signoffs", { body: signoffInput }, async ({ company, user, body }) =>
  json(await signOff({ company, input: body, actorId: user.id }), 201),
);
