import "server-only";
import { createHash } from "node:crypto";
import { jsonBytes, jsonBytesResponse } from "@/lib/format/json-bytes";

/**
 * The questionnaire's answer, kept by what it was made from (decisions D30).
 *
 * Building the questionnaire (`questionnaireFrom`: every cell, warnings, readiness) and writing its
 * half-megabyte of JSON costs about 40 ms of the server's one thread, whatever the data: under 32
 * connections that queue was the p99. Its inputs are read anyway, so the answer is kept under a
 * fingerprint of exactly those inputs — the company, its year start, the financial year, every
 * entry read with every field the questionnaire uses, and the Entity Profile. The same inputs give
 * the same answer (the builder is a pure function), so a kept answer is never stale: any change to
 * them is a different fingerprint, however the change was made — no write has to remember to
 * invalidate anything, and nothing depends on commit order.
 *
 * The entries' part is computed by PostgreSQL in the statement that reads them
 * (lib/esg-data/source-entries.ts `sourceEntriesUnlessUnchanged`); lib/brsr/service.ts keeps the
 * entries last read under it, so that statement sends no entry while they are unchanged: fetching
 * and hashing 1,600 rows here was most of a kept answer's cost.
 *
 * The answer is kept as UTF-8 bytes: a string body is encoded again for every response (2 to 4
 * ms for the 700 kB, measured), bytes are only copied. `next start` gzips it for a client that
 * accepts it (its `compress` option, on by default: 6 to 11 ms of CPU each time for this one,
 * measured). A gzip made once here cannot be sent instead: Next drops a route handler's
 * Content-Encoding header (next/dist/server/send-response.js, FORBIDDEN_HEADERS) and compresses
 * the compressed bytes again, which a browser cannot read. Sending 700 kB is itself a floor:
 * constant bytes from node:http to 32 connections had a p99 of about 60 ms on the bench machine,
 * their 97 kB gzip under 10 ms.
 *
 * Per process, least recently used first out, bounded by the bytes kept.
 */
const MAX_BYTES = 48 * 1024 * 1024;

/** The answer as JSON, UTF-8. Not to be written to: every caller gets these bytes. */
export type Answer = { json: Uint8Array<ArrayBuffer> };

type Kept = { fingerprint: string; answer: Answer };

const kept = new Map<string, Kept>();
let bytes = 0;

/** A fingerprint of the inputs: JSON of each part, hashed. Parts must be plain data (no Dates lost: they serialise as ISO text). */
export function fingerprintOf(parts: readonly unknown[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(JSON.stringify(part) ?? "undefined").update("\u0000");
  return hash.digest("base64url");
}

/** The answer kept for `slot` when it was made from inputs with this fingerprint. */
export function keptAnswer(slot: string, fingerprint: string): Answer | undefined {
  const found = kept.get(slot);
  if (!found || found.fingerprint !== fingerprint) return undefined;
  // Most recently used goes last.
  kept.delete(slot);
  kept.set(slot, found);
  return found.answer;
}

/** `value` as an answer, kept for `slot` under the fingerprint of what it was made from. */
export function keepAnswer(slot: string, fingerprint: string, value: unknown): Answer {
  const answer: Answer = { json: jsonBytes(value) };
  const found = kept.get(slot);
  if (found) forget(slot, found);
  if (sizeOf(answer) <= MAX_BYTES / 4) {
    kept.set(slot, { fingerprint, answer });
    bytes += sizeOf(answer);
    for (const [oldest, entry] of kept) {
      if (bytes <= MAX_BYTES) break;
      forget(oldest, entry);
    }
  }
  return answer;
}

const sizeOf = (a: Answer) => a.json.byteLength;

function forget(slot: string, entry: Kept) {
  kept.delete(slot);
  bytes -= sizeOf(entry.answer);
}

/** The answer as a response, its bytes as kept. */
export function answerResponse(answer: Answer): Response {
  return jsonBytesResponse(answer.json);
}

/** For tests: how many answers are kept, and empties the cache. */
export const answerCache = {
  size: () => kept.size,
  clear: () => {
    kept.clear();
    bytes = 0;
  },
};
