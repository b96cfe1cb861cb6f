import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/** The claim every save of a company's figures shares, and a bulk writer (an import) takes whole. */
const companyFigures = (companyId: string) => `figures|${companyId}`;

/**
 * Claims figures (figureKey) of a company until the transaction ends: two saves of one figure at
 * the same instant (two tabs, a double click) must not both see none, nor a typed save and an
 * import committed beside it (lockAllFigures).
 */
export async function lockFigures(tx: DbOrTx, companyId: string, keys: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${companyFigures(companyId)}, 0))`);
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${companyId}|${key}`}, 0))`);
}

/**
 * Claims all of a company's figures until the transaction ends: it waits for saves in progress
 * and holds new ones back. One lock, whatever the number of figures (a file of 50,000 rows would
 * overflow the server's lock table a lock per figure).
 */
export async function lockAllFigures(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${companyFigures(companyId)}, 0))`);
}
