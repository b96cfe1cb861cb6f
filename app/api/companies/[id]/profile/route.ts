// GET /api/companies/{id}/profile?fy= — the entity profile (BRSR Section A facts) as at the year (default: the year
// every screen opens on); PUT replaces it, the year's facts for that year alone
import { getDb } from "@/db/client";
import { route } from "@/lib/api/route";
import { fyQuery } from "@/lib/brsr/schemas";
import { askedOrDefaultYear } from "@/lib/companies/default-year";
import { getCompanyProfile, saveCompanyProfile } from "@/lib/companies/profile";
import { companyProfileSchema } from "@/lib/companies/profile-schema";

export const GET = route("GET /api/companies/[id]/profile", { query: fyQuery }, async ({ company, query }) => {
  const fy = await askedOrDefaultYear(await getDb(), company, query.fy);
  return getCompanyProfile({ companyId: company.id, fyEndYear: fy.endYear });
});

export const PUT = route("PUT /api/companies/[id]/profile", { body: companyProfileSchema, query: fyQuery }, async ({ user, company, body, query }) => {
  const fy = await askedOrDefaultYear(await getDb(), company, query.fy);
  return saveCompanyProfile({ companyId: company.id, actorId: user.id, profile: body, fyEndYear: fy.endYear });
});
