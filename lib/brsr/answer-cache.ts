import "server-only";
import { createHash } from "node:crypto";

/**
 * The questionnaire's answer, kept by what it was made from (issue 20).
 *
 * Building the questionnaire (`questionnaireFrom`: every cell, warnings, readiness) and writing its
 * half-megabyte of JSON costs about 40 ms of the server's one thread, whatever the data: under 32
 * connections that queue was the p99. Its inputs are read anyway (a few milliseconds, by index), so
 * the answer is kept under a fingerprint of exactly those inputs — the company, its year start,
 * the financial year, every entry read with every field the questionnaire uses, and the Entity
 * Profile. The same inputs give the same answer (the builder is a pure function), so a kept answer
 * is never stale: any change to them is a different fingerprint, however the change was made —
 * no write has to remember to invalidate anything, and nothing depends on commit order.
 *
 * Per process, least recently used first out, bounded by the bytes kept.
 */
const MAX_BYTES = 48 * 1024 * 1024;

type Kept = { fingerprint: string; body: string };

const kept = new Map<string, Kept>();
let bytes = 0;

/** A fingerprint of the inputs: JSON of each part, hashed. Parts must be plain data (no Dates lost: they serialise as ISO text). */
export function fingerprintOf(parts: readonly unknown[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(JSON.stringify(part) ?? "undefined").update("\u0000");
  return hash.digest("base64url");
}

/**
 * The answer for `slot` (a company and year) made from inputs with this fingerprint: the one kept,
 * or `build`'s, serialised and kept.
 */
export function keptAnswer(slot: string, fingerprint: string, build: () => unknown): string {
  const found = kept.get(slot);
  if (found && found.fingerprint === fingerprint) {
    // Most recently used goes last.
    kept.delete(slot);
    kept.set(slot, found);
    return found.body;
  }
  const body = JSON.stringify(build());
  if (found) forget(slot, found);
  if (body.length <= MAX_BYTES / 4) {
    kept.set(slot, { fingerprint, body });
    bytes += body.length;
    for (const [oldest, entry] of kept) {
      if (bytes <= MAX_BYTES) break;
      forget(oldest, entry);
    }
  }
  return body;
}

function forget(slot: string, entry: Kept) {
  kept.delete(slot);
  bytes -= entry.body.length;
}

/** For tests: how many answers are kept, and empties the cache. */
export const answerCache = {
  size: () => kept.size,
  clear: () => {
    kept.clear();
    bytes = 0;
  },
};
