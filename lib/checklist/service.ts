import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { checklistProgress, companies, type Company } from "@/db/schema";
import { unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { checklistItems } from "./industry-checklists";

type ChecklistProgressDto = {
  /** Texts of the completed items that are on the company's current checklist. */
  items_completed: string[];
  completion_percentage: number;
  last_updated: string | null;
};

type CompanyRef = Pick<Company, "id" | "industry" | "checklistUpdatedAt">;

export async function getChecklistProgress({ company, db }: { company: CompanyRef; db?: DbOrTx }): Promise<ChecklistProgressDto> {
  const d = db ?? (await getDb());
  const items = checklistItems(company.industry);
  const rows = await d.select({ item: checklistProgress.item }).from(checklistProgress).where(eq(checklistProgress.companyId, company.id));
  // A changed industry leaves old ticks in the table; only the current list counts.
  const done = new Set(rows.map((r) => r.item));
  const itemsCompleted = items.filter((item) => done.has(item));
  return {
    items_completed: itemsCompleted,
    completion_percentage: items.length ? Math.round((itemsCompleted.length / items.length) * 100) : 0,
    last_updated: company.checklistUpdatedAt ? company.checklistUpdatedAt.toISOString() : null,
  };
}

/**
 * Flips one item. The company row is locked for the flip so two quick toggles run one after
 * the other (on, then off); the (company_id, item) primary key makes a duplicate row impossible.
 */
export async function toggleChecklistItem({
  company,
  item,
  actorId,
  db,
}: {
  company: CompanyRef;
  item: string;
  actorId: string | null;
  db?: DbOrTx;
}): Promise<{ completed: boolean }> {
  if (!checklistItems(company.industry).includes(item)) throw unprocessable("item: not an item of this company's checklist");
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const removed = await tx
      .delete(checklistProgress)
      .where(and(eq(checklistProgress.companyId, company.id), eq(checklistProgress.item, item)))
      .returning({ item: checklistProgress.item });
    let completed = false;
    if (!removed.length) {
      await tx.insert(checklistProgress).values({ companyId: company.id, item, completedBy: actorId }).onConflictDoNothing();
      completed = true;
    }
    const now = new Date();
    await tx.update(companies).set({ checklistUpdatedAt: now }).where(eq(companies.id, company.id));
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: "checklist_item",
      entityId: item,
      action: "toggle",
      oldValue: { completed: !completed },
      newValue: { completed },
    });
    return { completed };
  });
}

/** Marks items done without toggling (the demo seed). */
export async function markChecklistItems({ db, companyId, items, actorId }: { db: DbOrTx; companyId: string; items: string[]; actorId: string | null }) {
  if (!items.length) return;
  await db
    .insert(checklistProgress)
    .values(items.map((item) => ({ companyId, item, completedBy: actorId })))
    .onConflictDoNothing();
  await db.update(companies).set({ checklistUpdatedAt: new Date() }).where(eq(companies.id, companyId));
}
