import "server-only";
import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export type AuditAction = "create" | "update" | "delete" | "block" | "unblock" | "toggle";

export type AuditRecord = {
  actorId: string | null;
  companyId?: string | null;
  entity: string;
  entityId: string;
  action: AuditAction;
  oldValue?: unknown;
  newValue?: unknown;
};

/** Writes one audit row; pass the transaction of the change so both land or neither does. */
export async function writeAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    companyId: record.companyId ?? null,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    oldValue: record.oldValue ?? null,
    newValue: record.newValue ?? null,
  });
}
