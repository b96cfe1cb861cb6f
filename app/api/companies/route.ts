// GET /api/companies — the caller's companies (an admin's: all); POST — creates one (201)
import { json, route } from "@/lib/api/route";
import { companyProfileSchema } from "@/lib/companies/schemas";
import { createCompany, listCompanies } from "@/lib/companies/service";
import type { CompanyListResponse } from "@/lib/companies/response-schemas";

export const GET = route("GET /api/companies", ({ user }): Promise<CompanyListResponse> => listCompanies({ user }));

export const POST = route("POST /api/companies", { body: companyProfileSchema }, async ({ user, body }) =>
  json(await createCompany({ user, input: body }), 201),
);
