import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { companies, fiscalYearLocks, users, type Company } from "@/db/schema";
import { ApiError, conflict, notFound, unprocessable } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { formatDate } from "@/lib/format";
import { fiscalYear, periodColumns } from "@/lib/periods";
import type { FiscalYear } from "@/lib/periods/types";

export const LOCK_ENTITY = "fiscal_year";

export type YearLockDto = {
  fy: string;
  label: string;
  fy_end_year: number;
  reason: string;
  locked_at: string;
  locked_by: { id: string; full_name: string; email: string } | null;
};

export type LockRow = { fyEndYear: number; reason: string; lockedAt: Date; lockedBy: string | null; name: string | null; email: string | null };

/** A span of days a write touches (an entry's period), ISO dates; null ends mean the period could not be read. */
export type DaySpan = { start: string | null; end: string | null };

/**
 * The company's locked years, read under a share lock on the company row: a lock or reopen (which
 * takes the row for update) waits for this write to commit, or this write for it, so no write
 * lands in a year locked while it was running.
 */
export async function yearLocks(tx: DbOrTx, companyId: string): Promise<{ fyStartMonth: number; locks: LockRow[] }> {
  const [company] = await tx.select({ fyStartMonth: companies.fyStartMonth }).from(companies).where(eq(companies.id, companyId)).for("share");
  if (!company) throw notFound("Company not found");
  const locks = await locksQuery(tx, companyId);
  return { fyStartMonth: company.fyStartMonth, locks };
}

export const LOCK_FIELDS = {
  fyEndYear: fiscalYearLocks.fyEndYear,
  reason: fiscalYearLocks.reason,
  lockedAt: fiscalYearLocks.lockedAt,
  lockedBy: fiscalYearLocks.lockedBy,
  name: users.fullName,
  email: users.email,
};

/** The company's locked years, oldest first, with who locked each. */
export function locksQuery(db: DbOrTx, companyId: string) {
  return db
    .select(LOCK_FIELDS)
    .from(fiscalYearLocks)
    .leftJoin(users, eq(users.id, fiscalYearLocks.lockedBy))
    .where(eq(fiscalYearLocks.companyId, companyId))
    .orderBy(asc(fiscalYearLocks.fyEndYear));
}

/** The locked year a span of days falls in (any overlap), or null. A period that could not be read is in no year. */
export function lockedYearOf(span: DaySpan, locks: readonly LockRow[], fyStartMonth: number): { fy: FiscalYear; lock: LockRow } | null {
  if (!span.start || !span.end) return null;
  for (const lock of locks) {
    const fy = fiscalYear(lock.fyEndYear, fyStartMonth);
    if (span.start <= fy.end && span.end >= fy.start) return { fy, lock };
  }
  return null;
}

/** SPEC has no wording for it: 423 names the year, who locked it and when, and who can reopen it. */
export function yearLockedError(fy: FiscalYear, lock: Pick<LockRow, "lockedAt" | "name" | "email">): ApiError {
  const who = lock.name || lock.email;
  return new ApiError(
    423,
    `${fy.label} is locked${who ? ` by ${who}` : ""} since ${formatDate(lock.lockedAt)}: its figures, evidence and targets cannot be changed. An owner or reviewer can reopen it, giving a reason.`,
  );
}

/**
 * Refuses (423) a write touching any of the spans when one falls in a locked year. Periods are
 * given as text (read with the company's year start) or as day spans (an entry's stored columns).
 */
export async function assertYearsOpen(tx: DbOrTx, companyId: string, touched: ReadonlyArray<DaySpan | { period: string }>): Promise<void> {
  if (!touched.length) return;
  const { fyStartMonth, locks } = await yearLocks(tx, companyId);
  if (!locks.length) return;
  for (const t of touched) {
    const span = "period" in t ? spanOfPeriod(t.period, fyStartMonth) : t;
    const hit = lockedYearOf(span, locks, fyStartMonth);
    if (hit) throw yearLockedError(hit.fy, hit.lock);
  }
}

function spanOfPeriod(period: string, fyStartMonth: number): DaySpan {
  const { periodStart, periodEnd } = periodColumns(period, fyStartMonth);
  return { start: periodStart, end: periodEnd };
}

export function lockDto(row: LockRow, fyStartMonth: number): YearLockDto {
  const fy = fiscalYear(row.fyEndYear, fyStartMonth);
  return {
    fy: fy.id,
    label: fy.label,
    fy_end_year: row.fyEndYear,
    reason: row.reason,
    locked_at: row.lockedAt.toISOString(),
    locked_by: row.lockedBy ? { id: row.lockedBy, full_name: row.name ?? "", email: row.email ?? "" } : null,
  };
}

/**
 * The locked years as the company reads them. A read takes no share lock (that is for writes:
 * yearLocks): the company row the request loaded gives the start month.
 */
export async function listYearLocks(company: Company): Promise<YearLockDto[]> {
  const locks = await locksQuery(await getDb(), company.id);
  return locks.map((l) => lockDto(l, company.fyStartMonth));
}

/** Locks a year (owner or reviewer; the access table). Locking a locked year is 409. */
export async function lockYear({ company, fy, reason, actorId }: { company: Company; fy: FiscalYear; reason: string; actorId: string }): Promise<YearLockDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const [row] = await tx
      .insert(fiscalYearLocks)
      .values({ companyId: company.id, fyEndYear: fy.endYear, reason: reason.trim(), lockedBy: actorId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`${fy.label} is already locked`);
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: LOCK_ENTITY,
      entityId: `${company.id}:${fy.endYear}`,
      action: "lock",
      newValue: { fy: fy.id, reason: row.reason },
    });
    const [actor] = await tx.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, actorId));
    return lockDto({ ...row, name: actor?.name ?? null, email: actor?.email ?? null }, company.fyStartMonth);
  });
}

/** Reopens a locked year; the reason is required and kept in the audit trail with the lock it ends. */
export async function reopenYear({ company, fy, reason, actorId }: { company: Company; fy: FiscalYear; reason: string; actorId: string }): Promise<void> {
  if (!reason.trim()) throw unprocessable("reason: Say why the year is reopened");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const [row] = await tx
      .delete(fiscalYearLocks)
      .where(and(eq(fiscalYearLocks.companyId, company.id), eq(fiscalYearLocks.fyEndYear, fy.endYear)))
      .returning();
    if (!row) throw notFound(`${fy.label} is not locked`);
    await writeAudit(tx, {
      actorId,
      companyId: company.id,
      entity: LOCK_ENTITY,
      entityId: `${company.id}:${fy.endYear}`,
      action: "reopen",
      oldValue: { fy: fy.id, reason: row.reason, locked_at: row.lockedAt.toISOString(), locked_by: row.lockedBy },
      newValue: { reason: reason.trim() },
    });
  });
}
