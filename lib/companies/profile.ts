import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, companyProfiles } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { writeAudit } from "@/lib/audit";
import { recomputeCompanyPeriods } from "@/lib/periods/backfill";
import { EMPTY_PROFILE, companyProfileSchema, type CompanyProfile, type CompanyProfileDto } from "./profile-schema";

export const PROFILE_ENTITY = "company_profile";

/**
 * The profile as stored plus the financial year's start month, which lives on the company
 * (companies.fy_start_month is what periods are read with). A stored document that no longer
 * passes today's rules is answered as it is rather than hidden.
 */
function toProfile(data: unknown, fyStartMonth: number): CompanyProfile {
  const parsed = companyProfileSchema.safeParse(data ?? {});
  const stored = parsed.success ? parsed.data : ((data ?? {}) as CompanyProfile);
  return { ...EMPTY_PROFILE, ...stored, financial_year_start_month: fyStartMonth };
}

export async function getCompanyProfile({ companyId, db }: { companyId: string; db?: DbOrTx }): Promise<CompanyProfileDto> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ fyStartMonth: companies.fyStartMonth, data: companyProfiles.data, updatedAt: companyProfiles.updatedAt, updatedBy: companyProfiles.updatedBy })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw notFound("Company not found");
  return {
    company_id: companyId,
    profile: toProfile(row.data, row.fyStartMonth),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    updated_by: row.updatedBy ?? null,
  };
}

/**
 * Replaces the profile (PUT: fields left out are cleared, except the financial year's start
 * month, which stays as it is unless sent). One transaction holds the upsert, the company's
 * start month and its periods when that month changes, and the audit row with old and new.
 */
export async function saveCompanyProfile({
  companyId,
  actorId,
  profile,
  db,
}: {
  companyId: string;
  actorId: string | null;
  profile: CompanyProfile;
  db?: DbOrTx;
}): Promise<CompanyProfileDto> {
  // Callers other than the route (seeds, imports) get the same rules and normalisation.
  const input = companyProfileSchema.parse(profile);
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    // Locking the company row serialises saves of one profile (and its start month).
    const [company] = await tx.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).for("update");
    if (!company) throw notFound("Company not found");
    const [existing] = await tx.select({ data: companyProfiles.data }).from(companyProfiles).where(eq(companyProfiles.companyId, companyId));
    const before = existing ? toProfile(existing.data, company.fyStartMonth) : null;

    const { financial_year_start_month: sentMonth, ...data } = input;
    const fyStartMonth = sentMonth ?? company.fyStartMonth;
    const now = new Date();
    const [row] = await tx
      .insert(companyProfiles)
      .values({ companyId, data, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { data, updatedBy: actorId, updatedAt: now } })
      .returning();

    if (fyStartMonth !== company.fyStartMonth) {
      await tx.update(companies).set({ fyStartMonth, updatedAt: now }).where(eq(companies.id, companyId));
      // Entries' canonical periods are read with the start month: read them again.
      await recomputeCompanyPeriods(tx, companyId);
    }

    const after = toProfile(row.data, fyStartMonth);
    await writeAudit(tx, {
      actorId,
      companyId,
      entity: PROFILE_ENTITY,
      entityId: companyId,
      action: existing ? "update" : "create",
      oldValue: before,
      newValue: after,
    });
    return { company_id: companyId, profile: after, updated_at: row.updatedAt.toISOString(), updated_by: row.updatedBy ?? null };
  });
}
