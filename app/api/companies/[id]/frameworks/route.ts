// PUT /api/companies/{id}/frameworks — replaces the company's frameworks with a JSON list of codes
import { OWNERS } from "@/lib/auth/access-table";
import { route } from "@/lib/api/route";
import { frameworkListSchema } from "@/lib/companies/schemas";
import { setCompanyFrameworks } from "@/lib/companies/service";

export const PUT = route({ access: "entitled", company: "id", roles: OWNERS, body: frameworkListSchema }, ({ user, company, body }) =>
  setCompanyFrameworks({ user, company, codes: body }),
);
