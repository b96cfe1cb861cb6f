import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, reminderDeliveries, requestSettings, type Company } from "@/db/schema";
import { textArray } from "@/db/text-array";
import { writeAudit } from "@/lib/audit";
import { DEFAULT_REMINDERS } from "./rules";
import type { ReminderSettingsInput } from "./schemas";
import type { ReminderSettingsDto } from "./types";

export const REMINDER_SETTINGS_ENTITY = "reminder_settings";

const DEFAULTS: ReminderSettingsDto = {
  days_before: [...DEFAULT_REMINDERS.daysBefore],
  overdue: DEFAULT_REMINDERS.overdue,
  overdue_every_days: DEFAULT_REMINDERS.overdueEveryDays,
  digest: DEFAULT_REMINDERS.digest,
};

function dto(row: typeof requestSettings.$inferSelect | undefined): ReminderSettingsDto {
  if (!row) return DEFAULTS;
  return { days_before: row.daysBefore, overdue: row.overdueEnabled, overdue_every_days: row.overdueEveryDays, digest: row.digestEnabled };
}

/** GET /api/companies/{id}/reminder-settings: the company's own, or the defaults (7 and 1 days before, overdue weekly, the digest). */
export async function getReminderSettings({ companyId, db: given }: { companyId: string; db?: DbOrTx }): Promise<ReminderSettingsDto> {
  const db = given ?? (await getDb());
  const [row] = await db.select().from(requestSettings).where(eq(requestSettings.companyId, companyId));
  return dto(row);
}

/**
 * PUT /api/companies/{id}/reminder-settings: what the reminder scan follows from its next minute.
 * Reminders already claimed and not yet sent that the new settings no longer want are dropped
 * (a digest switched off, overdue reminders switched off, a 'days before' removed). Audited.
 */
export async function setReminderSettings({
  company,
  actorId,
  input,
}: {
  company: Company;
  actorId: string;
  input: ReminderSettingsInput;
}): Promise<ReminderSettingsDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The company's row lock first: simultaneous saves take turns, so each audit row's old value
    // is what the previous one committed (its first save has no settings row to lock).
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const before = await getReminderSettings({ companyId: company.id, db: tx });
    const values = { daysBefore: input.days_before, overdueEnabled: input.overdue, overdueEveryDays: input.overdue_every_days, digestEnabled: input.digest };
    const [row] = await tx
      .insert(requestSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: requestSettings.companyId, set: values })
      .returning();
    const pending = and(eq(reminderDeliveries.companyId, company.id), isNull(reminderDeliveries.sentAt));
    if (!input.digest) await tx.delete(reminderDeliveries).where(and(pending, sql`${reminderDeliveries.rule} like 'digest-%'`));
    if (!input.overdue) await tx.delete(reminderDeliveries).where(and(pending, sql`${reminderDeliveries.rule} like 'overdue-%'`));
    const kept = input.days_before.map((d) => `before-${d}`);
    await tx
      .delete(reminderDeliveries)
      .where(
        and(pending, sql`${reminderDeliveries.rule} like 'before-%'`, kept.length ? sql`${reminderDeliveries.rule} <> all(${textArray(kept)})` : undefined),
      );
    const after = dto(row);
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: REMINDER_SETTINGS_ENTITY,
      entityId: company.id,
      action: "update",
      oldValue: before,
      newValue: after,
    });
    return after;
  });
}
