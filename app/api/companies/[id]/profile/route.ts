// GET /api/companies/{id}/profile — the entity profile (BRSR Section A facts); PUT replaces it
import { EDITORS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import { companyProfileSchema } from "@/lib/companies/profile-schema";

export const GET = route({ access: "entitled", company: "id" }, ({ company }) => getCompanyProfile({ companyId: company.id }));

export const PUT = route({ access: "entitled", company: "id", roles: EDITORS, body: companyProfileSchema }, ({ user, company, body }) =>
  saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: body }),
);
