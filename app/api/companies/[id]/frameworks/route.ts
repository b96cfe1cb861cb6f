// PUT /api/companies/{id}/frameworks — replaces the company's frameworks with a JSON list of codes
import { route } from "@/lib/api/route";
import { frameworkListSchema } from "@/lib/companies/schemas";
import { setCompanyFrameworks } from "@/lib/companies/service";

export const PUT = route("PUT /api/companies/[id]/frameworks", { body: frameworkListSchema }, ({ user, company, body }) =>
  setCompanyFrameworks({ user, company, codes: body }),
);
