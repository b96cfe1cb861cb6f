// GET /api/companies/{id} — one company with its frameworks in saved order, its default financial year and locked years; PATCH edits it; DELETE removes it
import { companyUpdateSchema } from "@/lib/companies/schemas";
import type { CompanyDetailResponse } from "@/lib/companies/response-schemas";
import { updateCompany } from "@/lib/companies/service";
import { companyView } from "@/lib/companies/company-view";
import { deleteCompany } from "@/lib/portfolio/delete-company";
import { route } from "@/lib/api/route";

export const GET = route("GET /api/companies/[id]", ({ company, role }): Promise<CompanyDetailResponse> => companyView({ company, role }));

export const PATCH = route("PATCH /api/companies/[id]", { body: companyUpdateSchema }, ({ user, company, body }) =>
  updateCompany({ user, company, input: body }),
);

export const DELETE = route("DELETE /api/companies/[id]", async ({ user, company }) => {
  await deleteCompany({ user, company });
  return new Response(null, { status: 204 });
});
