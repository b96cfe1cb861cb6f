import "server-only";
import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "block"
  | "unblock"
  | "toggle"
  // The teams issue: a financial year closed and opened again, figures through review, members.
  | "lock"
  | "reopen"
  | "submit"
  | "approve"
  | "reject"
  | "invite"
  | "revoke"
  | "accept"
  // A board's approval of a year's BRSR (lib/signoffs).
  | "sign_off"
  // Why a figure of a signed-off year was changed (lib/brsr saveCells; the report's restatement footnote).
  | "restate"
  // One figure for every framework (decisions D23): a framework linked to a held figure, copies merged, a conflict resolved.
  | "link"
  // A link taken back (an import's revert).
  | "unlink"
  | "merge"
  | "resolve";

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
  await db.insert(auditLog).values(auditRow(record));
}

function auditRow(record: AuditRecord): typeof auditLog.$inferInsert {
  return {
    actorId: record.actorId,
    companyId: record.companyId ?? null,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    oldValue: record.oldValue ?? null,
    newValue: record.newValue ?? null,
  };
}

// Postgres takes at most 65,535 parameters per statement; each row binds seven.
const ROWS_PER_INSERT = 1000;

/** Writes many audit rows in a few statements (a company's deletion records each of its entries). */
export async function writeAudits(db: DbOrTx, records: readonly AuditRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += ROWS_PER_INSERT) {
    await db.insert(auditLog).values(records.slice(i, i + ROWS_PER_INSERT).map(auditRow));
  }
}
