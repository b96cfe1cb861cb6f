// GET /api/companies/{id} — one company with its frameworks in saved order, its default financial year and locked years; PATCH edits it; DELETE removes it
import { OWNERS } from "@/lib/auth/access-table";
import { companyUpdateSchema } from "@/lib/companies/schemas";
import { updateCompany } from "@/lib/companies/service";
import { companyView } from "@/lib/api/company-view";
import { deleteCompany } from "@/lib/portfolio/delete-company";
import { route } from "@/lib/api/route";

export const GET = route({ access: "entitled", company: "id" }, ({ company, role }) => companyView({ company, role }));

export const PATCH = route({ access: "entitled", company: "id", roles: OWNERS, body: companyUpdateSchema }, ({ user, company, body }) =>
  updateCompany({ user, company, input: body }),
);

export const DELETE = route({ access: "entitled", company: "id", roles: OWNERS }, async ({ user, company }) => {
  await deleteCompany({ user, company });
  return new Response(null, { status: 204 });
});
