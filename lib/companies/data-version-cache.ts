import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companyDataVersions } from "@/db/schema";

/**
 * Answers this process computed from a company's data, each kept with the company's data version
 * it was computed under (company_data_versions, migration 0014). The version is read in the
 * session's own statement (lib/companies/access.ts), so an answer whose company has not been
 * written since costs no statement of its own (decisions D30: the dashboard beside a primary-key
 * lookup; KPI progress; the entry list's pages).
 *
 * The triggers give a company a new number in the same transaction as any write to the tables
 * these answers read, so a kept answer is never older than the version it is kept under: it was
 * computed after that version was read. Numbers are never reused (one sequence), so equal means
 * unchanged. The KPI statuses read the clock (a deadline passes, expected progress moves on),
 * so an answer is used for at most `KEPT_FOR_MS`. Per process, least recently used first out,
 * within a budget of bytes (an entry list page is hundreds of kilobytes).
 */
export const KEPT_FOR_MS = 60_000;
/** What all kept answers may weigh together (their own estimates), and one alone. */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;
const MAX_ONE_BYTES = MAX_KEPT_BYTES / 16;
/** A dashboard's or KPI progress's JSON is a few kilobytes: the estimate of an answer that gives none. */
const DEFAULT_BYTES = 16 * 1024;

/**
 * What an answer is: its kind (one per screen, with whatever else picks the answer, such as a
 * page's filters), its company, and the version read with the company (none: not kept).
 */
export type DataSlot = { kind: string; companyId: string; version: number | undefined };

type Kept = { version: number; at: number; value: unknown; bytes: number };

/**
 * Values kept by a key and the data version they were computed under, least recently used first
 * out within a budget of bytes (each value's own estimate): the one mechanism behind the answers
 * below and the questionnaire's shared reads (lib/brsr/shared-reads.ts), each with its budget.
 */
export class DataVersionStore {
  private readonly kept = new Map<string, Kept>();
  private keptBytes = 0;
  private readonly maxBytes: number;
  private readonly maxOneBytes: number;
  private readonly defaultBytes: number;

  constructor({ maxBytes, maxOneBytes = maxBytes, defaultBytes }: { maxBytes: number; maxOneBytes?: number; defaultBytes: number }) {
    this.maxBytes = maxBytes;
    this.maxOneBytes = maxOneBytes;
    this.defaultBytes = defaultBytes;
  }

  private forget(key: string, entry: Kept) {
    this.kept.delete(key);
    this.keptBytes -= entry.bytes;
  }

  /** What was kept under the key, if computed under the same version and still fresh at `now`. */
  get<T>(key: string, version: number | undefined, now = Date.now()): T | undefined {
    // A caller without a version (a test's own clock, a transaction's view) neither reads nor disturbs what is kept.
    if (version === undefined) return undefined;
    const found = this.kept.get(key);
    if (!found) return undefined;
    this.forget(key, found);
    if (found.version !== version || now - found.at >= KEPT_FOR_MS || now < found.at) return undefined;
    // Most recently used goes last.
    this.kept.set(key, found);
    this.keptBytes += found.bytes;
    return found.value as T;
  }

  set(key: string, version: number | undefined, value: unknown, { now = Date.now(), bytes = this.defaultBytes }: { now?: number; bytes?: number } = {}): void {
    if (version === undefined) return;
    const found = this.kept.get(key);
    if (found) this.forget(key, found);
    if (bytes > this.maxOneBytes) return;
    this.kept.set(key, { version, at: now, value, bytes });
    this.keptBytes += bytes;
    for (const [oldest, entry] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.forget(oldest, entry);
    }
  }

  /**
   * The promise kept under the key, or `read`'s, kept at once: callers under one version share a
   * read still under way. A read that fails is forgotten, so the next caller reads again.
   */
  shared<T>(key: string, version: number | undefined, read: () => Promise<T>, now = Date.now()): Promise<T> {
    if (version === undefined) return read();
    const found = this.get<Promise<T>>(key, version, now);
    if (found) return found;
    const value = read();
    this.set(key, version, value, { now });
    value.catch(() => {
      const entry = this.kept.get(key);
      if (entry?.value === value) this.forget(key, entry);
    });
    return value;
  }

  totals(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.keptBytes };
  }

  clear(): void {
    this.kept.clear();
    this.keptBytes = 0;
  }
}

const answers = new DataVersionStore({ maxBytes: MAX_KEPT_BYTES, maxOneBytes: MAX_ONE_BYTES, defaultBytes: DEFAULT_BYTES });
const keyOf = (slot: DataSlot) => `${slot.companyId}\u0000${slot.kind}`;

/** What was kept for the slot, if computed under the same version and still fresh at `now`. */
export function keptAnswer<T>(slot: DataSlot, now = Date.now()): T | undefined {
  return answers.get<T>(keyOf(slot), slot.version, now);
}

export function keepAnswer(slot: DataSlot, value: unknown, options: { now?: number; bytes?: number } = {}): void {
  answers.set(keyOf(slot), slot.version, value, options);
}

/**
 * The kept answer, or `compute`'s, kept for next time (`bytes`: an estimate of its size, for the
 * budget). Not to be written to: every caller gets the same object.
 */
export async function keptWhileUnchanged<T>(slot: DataSlot, compute: () => Promise<T>, bytes?: (value: T) => number): Promise<T> {
  const found = keptAnswer<T>(slot);
  if (found !== undefined) return found;
  const value = await compute();
  keepAnswer(slot, value, { bytes: bytes?.(value) });
  return value;
}

/** For tests: what is kept, by count and estimated bytes. */
export function keptTotals(): { answers: number; bytes: number } {
  return answers.totals();
}

/** The company's data version as it stands (0 before its first write): a write's answer reads it after its commit. */
export async function currentDataVersion(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ version: companyDataVersions.version }).from(companyDataVersions).where(eq(companyDataVersions.companyId, companyId));
  return Number(row?.version ?? 0);
}
