import "server-only";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, companyFrameworks, companyMembers, type Company, type User } from "@/db/schema";
import { writeAudit } from "@/lib/audit";
import { notFound } from "@/lib/errors";
import type { FrameworkCode } from "@/lib/frameworks";
import type { CompanyRole } from "./roles";
import type { CompanyProfileInput, CompanyUpdateInput } from "./schemas";
import type { CompanyDto } from "./types";

export const COMPANY_ENTITY = "company";

export function toCompanyDto(company: Company, frameworks: string[]): CompanyDto {
  return {
    id: company.id,
    name: company.name,
    industry: company.industry,
    location: company.location,
    size: company.size,
    description: company.description,
    frameworks,
    created_at: company.createdAt.toISOString(),
    fy_start_month: company.fyStartMonth,
  };
}

/** The frameworks of companies, in the order the user saved them. */
export function frameworksQuery(db: DbOrTx, companyIds: string[]) {
  return db
    .select({ companyId: companyFrameworks.companyId, framework: companyFrameworks.framework })
    .from(companyFrameworks)
    .where(inArray(companyFrameworks.companyId, companyIds))
    .orderBy(asc(companyFrameworks.companyId), asc(companyFrameworks.position));
}

/** Frameworks of each company, in the order the user saved them. */
async function frameworksOf(db: DbOrTx, companyIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return map;
  const rows = await frameworksQuery(db, companyIds);
  for (const row of rows) map.get(row.companyId)?.push(row.framework);
  return map;
}

export async function companyDto({ company, db }: { company: Company; db?: DbOrTx }): Promise<CompanyDto> {
  const frameworks = await frameworksOf(db ?? (await getDb()), [company.id]);
  return toCompanyDto(company, frameworks.get(company.id) ?? []);
}

/**
 * The companies the caller is a member of, with their role, newest first (decisions D9, 20); an
 * admin sees every company (role null where not a member). An assurer whose access ended is no
 * longer a member.
 */
export async function listCompanies({ user }: { user: User }): Promise<CompanyDto[]> {
  const db = await getDb();
  const current = or(isNull(companyMembers.accessUntil), gt(companyMembers.accessUntil, sql`now()`));
  const query = db
    .select({ company: companies, role: companyMembers.role })
    .from(companies)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, user.id), current));
  // A contributor reaches a company only through their requests (/requests), so it is not in their portfolio.
  const listed = and(isNotNull(companyMembers.role), ne(companyMembers.role, "contributor"));
  const rows = await (user.isAdmin ? query : query.where(listed)).orderBy(desc(companies.createdAt));
  const frameworks = await frameworksOf(
    db,
    rows.map((r) => r.company.id),
  );
  return rows.map(({ company, role }) => ({ ...toCompanyDto(company, frameworks.get(company.id) ?? []), role: (role as CompanyRole | null) ?? null }));
}

export async function createCompany({ user, input }: { user: User; input: CompanyProfileInput }): Promise<CompanyDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        ownerId: user.id,
        name: input.name,
        industry: input.industry,
        location: input.location,
        size: input.size,
        description: input.description || null,
      })
      .returning();
    // The creator became its owner in the same statement (migration 0007's trigger).
    const dto = toCompanyDto(company, []);
    await writeAudit(tx, { actorId: user.id, companyId: company.id, entity: COMPANY_ENTITY, entityId: company.id, action: "create", newValue: dto });
    return { ...dto, role: "owner" as const };
  });
}

async function replaceFrameworks(tx: DbOrTx, companyId: string, codes: FrameworkCode[]): Promise<void> {
  await tx.delete(companyFrameworks).where(eq(companyFrameworks.companyId, companyId));
  await tx.insert(companyFrameworks).values(codes.map((framework, position) => ({ companyId, framework, position })));
}

/**
 * The company's row, locked until the transaction ends, or 404 when it is gone (deleted by a
 * request that committed first). Every change to a company or its framework list takes it first:
 * two replacements of the list cannot interleave their delete and insert (a unique-key 500 or a
 * mix of both lists), and each audit row's `old_value` is the state the previous change committed.
 */
export async function lockCompany(tx: DbOrTx, companyId: string): Promise<Company> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  if (!row) throw notFound("Company not found");
  return row;
}

export async function setCompanyFrameworks({ user, company, codes }: { user: User; company: Company; codes: FrameworkCode[] }): Promise<CompanyDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    company = await lockCompany(tx, company.id);
    const before = (await frameworksOf(tx, [company.id])).get(company.id) ?? [];
    await replaceFrameworks(tx, company.id, codes);
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: "company_frameworks",
      entityId: company.id,
      action: "update",
      oldValue: before,
      newValue: codes,
    });
    return toCompanyDto(company, codes);
  });
}

/** Profile fields and, when sent, the frameworks: one transaction, one audit row. */
export async function updateCompany({ user, company, input }: { user: User; company: Company; input: CompanyUpdateInput }): Promise<CompanyDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    company = await lockCompany(tx, company.id);
    const before = toCompanyDto(company, (await frameworksOf(tx, [company.id])).get(company.id) ?? []);
    const { frameworks, ...profile } = input;
    const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)) as Partial<CompanyProfileInput>;
    if ("description" in changes) changes.description = changes.description || null;
    let row = company;
    if (Object.keys(changes).length) {
      [row] = await tx
        .update(companies)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(companies.id, company.id))
        .returning();
    }
    if (frameworks) await replaceFrameworks(tx, company.id, frameworks);
    const after = toCompanyDto(row, frameworks ?? before.frameworks);
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: COMPANY_ENTITY,
      entityId: company.id,
      action: "update",
      oldValue: before,
      newValue: after,
    });
    return after;
  });
}
