import "server-only";
import { KEPT_FOR_MS } from "@/lib/companies/data-version-cache";

/**
 * One read of a company's questionnaire inputs per data version, shared by every tab asked under
 * that version (decisions D30). The screen asks for one tab at a time (`?section=P6`), and each
 * tab's answer holds the whole questionnaire's progress, readiness and warnings: without this,
 * every tab read after a write read the inputs again and evaluated the whole questionnaire
 * again. Tabs asked together share the read still under way.
 *
 * Kept by the company's data version (company_data_versions, read in the session's own
 * statement: lib/companies/access.ts), as lib/companies/data-version-cache.ts keeps answers: a
 * write gives the company a new number in its own transaction, so the next request reads afresh
 * and a kept read is never older than the version it is kept under (it began after that version
 * was read). A caller without a version reads afresh. At most `KEPT_FOR_MS` old, like the
 * answers (a default year is chosen by the clock); a read that failed is not kept.
 *
 * Per process, the most recent `MAX_READS` (a read holds the year's evaluated questionnaire, a
 * few megabytes for a large one).
 */
const MAX_READS = 16;

type Kept = { version: number; at: number; value: Promise<unknown> };
const kept = new Map<string, Kept>();

export function sharedRead<T>(key: string, version: number | undefined, read: () => Promise<T>, now = Date.now()): Promise<T> {
  if (version === undefined) return read();
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    if (found.version === version && now - found.at < KEPT_FOR_MS && now >= found.at) {
      // Most recently used goes last.
      kept.set(key, found);
      return found.value as Promise<T>;
    }
  }
  const value = read();
  const entry: Kept = { version, at: now, value };
  kept.set(key, entry);
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_READS) break;
    kept.delete(oldest);
  }
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

/** For tests: how many reads are kept, and forgets them. */
export const sharedReads = {
  size: () => kept.size,
  clear: () => kept.clear(),
};
