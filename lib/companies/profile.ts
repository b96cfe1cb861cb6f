import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, companyProfileYears, companyProfiles } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { recomputeCompanyPeriods } from "@/lib/periods/backfill";
import { fiscalYear } from "@/lib/periods/fiscal-year";
import { assertYearsOpen } from "./locks";
import { EMPTY_PROFILE, companyProfileSchema, splitProfile, type CompanyProfile, type CompanyProfileDto } from "./profile-schema";

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

/**
 * The year's Section A facts (company_profile_years): the year's own row, else the nearest earlier
 * year's (a new year starts as a copy of the previous one), else the nearest later year's. Without a
 * year, the latest year's. Null when the company has no year yet: its single document holds them.
 */
async function yearRow(conn: DbOrTx, companyId: string, fyEndYear: number | undefined) {
  const order =
    fyEndYear === undefined
      ? [sql`${companyProfileYears.fyEndYear} desc`]
      : [sql`case when ${companyProfileYears.fyEndYear} <= ${fyEndYear} then 0 else 1 end`, sql`abs(${companyProfileYears.fyEndYear} - ${fyEndYear})`];
  const [row] = await conn
    .select()
    .from(companyProfileYears)
    .where(eq(companyProfileYears.companyId, companyId))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/** The company's own facts with the year's (or, before any year was saved, the single document as it is). */
function merged(companyData: unknown, year: { data: unknown } | null): unknown {
  if (!year) return companyData ?? {};
  const { company } = splitProfile((companyData ?? {}) as Partial<CompanyProfile>);
  return { ...(year.data as object), ...company };
}

export async function getCompanyProfile({ companyId, db, fyEndYear }: { companyId: string; db?: DbOrTx; fyEndYear?: number }): Promise<CompanyProfileDto> {
  const conn = db ?? (await getDb());
  const [[row], year] = await Promise.all([
    conn
      .select({ fyStartMonth: companies.fyStartMonth, data: companyProfiles.data, updatedAt: companyProfiles.updatedAt, updatedBy: companyProfiles.updatedBy })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1),
    yearRow(conn, companyId, fyEndYear),
  ]);
  if (!row) throw notFound("Company not found");
  const asked = fyEndYear ?? year?.fyEndYear;
  const updatedAt = [row.updatedAt, year?.fyEndYear === asked ? year?.updatedAt : null]
    .filter((d): d is Date => !!d)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    company_id: companyId,
    profile: toProfile(merged(row.data, year), row.fyStartMonth),
    updated_at: updatedAt ? updatedAt.toISOString() : null,
    updated_by: (year?.fyEndYear === asked && year?.updatedAt && (!row.updatedAt || year.updatedAt >= row.updatedAt) ? year.updatedBy : row.updatedBy) ?? null,
    ...(asked !== undefined ? yearFields(asked, row.fyStartMonth, year?.fyEndYear ?? null) : {}),
  };
}

/** Which year the facts are for and where they were read from. */
function yearFields(asked: number, fyStartMonth: number, from: number | null): Pick<CompanyProfileDto, "fy" | "year_facts_from"> {
  return { fy: fiscalYear(asked, fyStartMonth).id, year_facts_from: from === null || from === asked ? null : fiscalYear(from, fyStartMonth).id };
}

/**
 * Replaces the profile (PUT: fields left out are cleared, except the financial year's start
 * month, which stays as it is unless sent). The company's own facts (CIN, addresses…) go to its
 * document, the rest to the year's (`fyEndYear`; without it, the latest year saved, or the single
 * document while no year has been). A locked year's facts cannot change (423). One transaction holds
 * the upserts, the company's start month and its periods when that month changes, and the audit row
 * with old and new.
 */
export async function saveCompanyProfile({
  companyId,
  actorId,
  profile,
  fyEndYear,
  db,
}: {
  companyId: string;
  actorId: string | null;
  profile: CompanyProfile;
  fyEndYear?: number;
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
    const heldYear = await yearRow(tx, companyId, fyEndYear);
    const target = fyEndYear ?? heldYear?.fyEndYear;
    const before = existing || heldYear ? toProfile(merged(existing?.data, heldYear), company.fyStartMonth) : null;

    const { financial_year_start_month: sentMonth, ...data } = input;
    const fyStartMonth = sentMonth ?? company.fyStartMonth;
    const now = new Date();
    const { company: own, year: yearly } = splitProfile(data);
    if (target !== undefined) {
      const changed = JSON.stringify(canonical(splitProfile(before ?? {}).year)) !== JSON.stringify(canonical(yearly));
      if (changed || heldYear?.fyEndYear !== target) {
        // The year's facts are part of what a sign-off froze.
        if (changed) {
          const fy = fiscalYear(target, company.fyStartMonth);
          await assertYearsOpen(tx, companyId, [{ start: fy.start, end: fy.end }]);
        }
        await tx
          .insert(companyProfileYears)
          .values({ companyId, fyEndYear: target, data: yearly, updatedBy: actorId, updatedAt: now })
          .onConflictDoUpdate({
            target: [companyProfileYears.companyId, companyProfileYears.fyEndYear],
            set: { data: yearly, updatedBy: actorId, updatedAt: now },
          });
      }
    }
    const stored = target !== undefined ? own : data;
    const [row] = await tx
      .insert(companyProfiles)
      .values({ companyId, data: stored, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { data: stored, updatedBy: actorId, updatedAt: now } })
      .returning();

    if (fyStartMonth !== company.fyStartMonth) {
      await tx.update(companies).set({ fyStartMonth, updatedAt: now }).where(eq(companies.id, companyId));
      // Entries' canonical periods are read with the start month: read them again.
      await recomputeCompanyPeriods(tx, companyId);
    }

    const after = toProfile(target !== undefined ? { ...yearly, ...own } : data, fyStartMonth);
    await writeAudit(tx, {
      actorId,
      companyId,
      entity: PROFILE_ENTITY,
      entityId: companyId,
      action: existing ? "update" : "create",
      oldValue: before,
      newValue: after,
    });
    return {
      company_id: companyId,
      profile: after,
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy ?? null,
      ...(target !== undefined ? yearFields(target, fyStartMonth, target) : {}),
    };
  });
}

/** A document with its keys in one order, so two equal documents compare equal as JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}
