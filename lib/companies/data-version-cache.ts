import "server-only";

/**
 * Answers this process computed from a company's data, each kept with the company's data version
 * it was computed under (company_data_versions, migration 0014). The version is read in the
 * session's own statement (lib/companies/access.ts), so an answer whose company has not been
 * written since costs no statement of its own (issue 20: the dashboard beside a primary-key
 * lookup; KPI progress).
 *
 * The triggers give a company a new number in the same transaction as any write to the tables
 * these answers read, so a kept answer is never older than the version it is kept under: it was
 * computed after that version was read. Numbers are never reused (one sequence), so equal means
 * unchanged. The KPI statuses read the clock (a deadline passes, expected progress moves on),
 * so an answer is used for at most `KEPT_FOR_MS`. Per process, least recently used first out.
 */
export const KEPT_FOR_MS = 60_000;
const MAX_KEPT = 2000;

/** What an answer is: its kind (one per screen), its company, and the version read with the company (none: not kept). */
export type DataSlot = { kind: string; companyId: string; version: number | undefined };

type Kept = { version: number; at: number; value: unknown };
const kept = new Map<string, Kept>();
const keyOf = (slot: DataSlot) => `${slot.kind}\u0000${slot.companyId}`;

/** What was kept for the slot, if computed under the same version and still fresh at `now`. */
export function keptAnswer<T>(slot: DataSlot, now = Date.now()): T | undefined {
  const key = keyOf(slot);
  const found = kept.get(key);
  if (!found) return undefined;
  kept.delete(key);
  if (found.version !== slot.version || now - found.at >= KEPT_FOR_MS || now < found.at) return undefined;
  // Most recently used goes last.
  kept.set(key, found);
  return found.value as T;
}

export function keepAnswer(slot: DataSlot, value: unknown, now = Date.now()): void {
  if (slot.version === undefined) return;
  const key = keyOf(slot);
  kept.delete(key);
  kept.set(key, { version: slot.version, at: now, value });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
}

/** The kept answer, or `compute`'s, kept for next time. Not to be written to: every caller gets the same object. */
export async function keptWhileUnchanged<T>(slot: DataSlot, compute: () => Promise<T>): Promise<T> {
  const found = keptAnswer<T>(slot);
  if (found !== undefined) return found;
  const value = await compute();
  keepAnswer(slot, value);
  return value;
}
