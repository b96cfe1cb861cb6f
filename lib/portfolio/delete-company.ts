import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, esgDataEntries, kpiTargets, type Company, type User } from "@/db/schema";
import { writeAudit, writeAudits } from "@/lib/audit";
import { COMPANY_ENTITY, companyDto, lockCompany } from "@/lib/companies/service";
import { ENTRY_ENTITY, entryAuditSnapshot } from "@/lib/esg-data/service";
import { removeStoredObjects, storedObjectsOf } from "@/lib/evidence/service";
import { TARGET_ENTITY, targetAuditSnapshot } from "@/lib/kpi/service";

// Above the records it takes along (lib/companies sits below esg-data, kpi and evidence, which
// check company access through it), so it lives with the caller's companies, not in lib/companies.

/**
 * The company goes with everything in it (the foreign keys cascade). Each entry and target it
 * takes along is recorded as deleted first, with the same snapshot their own deletion records
 * (decisions D13). The company row is locked first: a child row cannot be added meanwhile (its
 * foreign key waits on the lock), so none goes unrecorded; its entries and targets are locked
 * before their snapshots are read, so an edit committing meanwhile is not recorded after its
 * deletion. Of concurrent deletions, the first takes the row and the others find it gone: 404, and
 * one delete-audit row.
 */
export async function deleteCompany({ user, company }: { user: User; company: Company }): Promise<void> {
  const db = await getDb();
  // Evidence kept in object storage goes with the company, once its rows are gone (PostgreSQL's go by cascade).
  const objects = await storedObjectsOf({ companyId: company.id });
  await db.transaction(async (tx) => {
    company = await lockCompany(tx, company.id);
    const before = await companyDto({ company, db: tx });
    const entries = await tx.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id)).for("update");
    const targets = await tx.select().from(kpiTargets).where(eq(kpiTargets.companyId, company.id)).for("update");
    const deleted = { actorId: user.id, companyId: company.id, action: "delete" } as const;
    await writeAudits(tx, [
      ...entries.map((row) => ({ ...deleted, entity: ENTRY_ENTITY, entityId: row.id, oldValue: entryAuditSnapshot(row) })),
      ...targets.map((row) => ({ ...deleted, entity: TARGET_ENTITY, entityId: row.id, oldValue: targetAuditSnapshot(row) })),
    ]);
    await tx.delete(companies).where(eq(companies.id, company.id));
    await writeAudit(tx, { actorId: user.id, companyId: company.id, entity: COMPANY_ENTITY, entityId: company.id, action: "delete", oldValue: before });
  });
  await removeStoredObjects(objects);
}
