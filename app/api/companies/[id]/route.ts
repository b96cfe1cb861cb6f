// GET /api/companies/{id} — one company with its frameworks in saved order, its default financial year and locked years; PATCH edits it; DELETE removes it
import { companyUpdateSchema } from "@/lib/companies/schemas";
import type { CompanyDetailResponse } from "@/lib/companies/response-schemas";
import { companyDto, updateCompany } from "@/lib/companies/service";
import { deleteCompany } from "@/lib/portfolio/delete-company";
import { route } from "@/lib/api/route";
import { getDb } from "@/db/client";
import { defaultFiscalYear } from "@/lib/esg-data/default-year";
import { listYearLocks } from "@/lib/companies/locks";

export const GET = route("GET /api/companies/[id]", async ({ company, role }): Promise<CompanyDetailResponse> => {
  const db = await getDb();
  const [dto, fy, locks] = await Promise.all([companyDto({ company, db }), defaultFiscalYear(db, company), listYearLocks(company)]);
  return { ...dto, role, default_fy: { id: fy.id, label: fy.label }, locked_years: locks.map((l) => l.fy) };
});

export const PATCH = route("PATCH /api/companies/[id]", { body: companyUpdateSchema }, ({ user, company, body }) =>
  updateCompany({ user, company, input: body }),
);

export const DELETE = route("DELETE /api/companies/[id]", async ({ user, company }) => {
  await deleteCompany({ user, company });
  return new Response(null, { status: 204 });
});
