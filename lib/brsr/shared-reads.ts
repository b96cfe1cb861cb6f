import "server-only";
import { DataVersionStore } from "@/lib/companies/data-version-cache";

/**
 * One read of a company's questionnaire inputs per data version, shared by every tab asked under
 * that version (decisions D30). The screen asks for one tab at a time (`?section=P6`), and each
 * tab's answer holds the whole questionnaire's progress, readiness and warnings: without this,
 * every tab read after a write read the inputs again and evaluated the whole questionnaire
 * again. Tabs asked together share the read still under way.
 *
 * Kept as lib/companies/data-version-cache.ts keeps answers (its `DataVersionStore`), by the
 * company's data version: a write gives the company a new number in its own transaction, so the
 * next request reads afresh and a kept read is never older than the version it is kept under (it
 * began after that version was read). A caller without a version reads afresh; a read that
 * failed is not kept.
 *
 * Per process, the most recent `MAX_READS` (a read holds the year's evaluated questionnaire, a
 * few megabytes for a large one: each counts as `READ_BYTES`, in a budget of its own).
 */
const MAX_READS = 16;
const READ_BYTES = 4 * 1024 * 1024;

const reads = new DataVersionStore({ maxBytes: MAX_READS * READ_BYTES, defaultBytes: READ_BYTES });

export function sharedRead<T>(key: string, version: number | undefined, read: () => Promise<T>, now = Date.now()): Promise<T> {
  return reads.shared(key, version, read, now);
}

/** For tests: how many reads are kept, and forgets them. */
export const sharedReads = {
  size: () => reads.totals().answers,
  clear: () => reads.clear(),
};
