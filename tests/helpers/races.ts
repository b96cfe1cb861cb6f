import { and, asc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import type { CallResult } from "./http";

/**
 * Twenty calls at once on one row: fired together, answered as if each ran alone. The
 * helpers here tally what they answered and read the audit trail in commit order (`audit_log.id`,
 * drawn while the row is locked: docs/ARCHITECTURE.md, Audit).
 */
export const RACE_CALLS = 20;

export async function fire(make: (i: number) => Promise<CallResult>, n = RACE_CALLS): Promise<CallResult[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => make(i)));
}

/** "200×19 409×1", sorted by status. */
export function histogram(answers: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
}

/** Every answer among `allowed` (never 5xx), every refusal a `{detail}`; returns the count per status. */
export function expectStatuses(answers: readonly CallResult[], allowed: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const a of answers) {
    if (!allowed.includes(a.status)) throw new Error(`answered ${a.status} (allowed ${allowed.join(", ")}): ${a.text.slice(0, 300)}`);
    if (a.status >= 400 && typeof (a.body as { detail?: unknown })?.detail !== "string")
      throw new Error(`${a.status} without {detail}: ${a.text.slice(0, 200)}`);
    counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  }
  return counts;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit rows of one entity (or more filters), in commit order. */
export async function trail(filter: { entity: string; entityId?: string; companyId?: string; action?: string }): Promise<AuditRow[]> {
  const db = await getDb();
  const where: SQL[] = [eq(auditLog.entity, filter.entity)];
  if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.companyId !== undefined) where.push(eq(auditLog.companyId, filter.companyId));
  if (filter.action !== undefined) where.push(eq(auditLog.action, filter.action));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(asc(auditLog.id));
}

/**
 * Each row's old value is the previous row's new value (where both are stored), compared through
 * `pick` when a snapshot carries more than the state (an edition, a time).
 */
export function expectChained(rows: readonly AuditRow[], pick: (value: unknown) => unknown = (v) => v): void {
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i].oldValue;
    const previous = rows[i - 1].newValue;
    if (before == null || previous == null) continue;
    if (JSON.stringify(pick(before)) !== JSON.stringify(pick(previous))) {
      throw new Error(
        `audit row ${rows[i].id} (${rows[i].action}) starts from ${JSON.stringify(pick(before))}, but row ${rows[i - 1].id} ended at ${JSON.stringify(pick(previous))}`,
      );
    }
  }
}

/** One line of the race table printed after the run. */
export type RaceRow = { endpoint: string; calls: number; statuses: string; audit: number; result: string };
