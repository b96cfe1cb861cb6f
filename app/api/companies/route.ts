// GET /api/companies — the caller's companies (an admin's: all); POST — creates one (201)
import { json, route } from "@/lib/api/route";
import { companyProfileSchema } from "@/lib/companies/schemas";
import { createCompany, listCompanies } from "@/lib/companies/service";

export const GET = route("GET /api/companies", ({ user }) => listCompanies({ user }));

export const POST = route("POST /api/companies", { body: companyProfileSchema }, async ({ user, body }) =>
  json(await createCompany({ user, input: body }), 201),
);
