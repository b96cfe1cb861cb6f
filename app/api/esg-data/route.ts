// POST /api/esg-data — saves one entry (validated against the catalogue, audited) and answers it with 201
import { json, route } from "@/lib/api/route";
import { getOwnedCompany } from "@/lib/companies/access";
import { esgEntryInput } from "@/lib/esg-data/schemas";
import { createEntry } from "@/lib/esg-data/service";

export const POST = route({ access: "entitled", body: esgEntryInput }, async ({ user, body }) => {
  const { company_id, source, ...data } = body;
  const company = await getOwnedCompany({ user, companyId: company_id });
  return json(await createEntry({ companyId: company.id, actorId: user.id, data, source }), 201);
});
