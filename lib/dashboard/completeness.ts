import "server-only";
import { queryRows, type DbOrTx } from "@/db/client";
import { keysCompletenessReads, reportedKeySet, completeness, type Completeness } from "@/lib/frameworks/completeness";
import { reportedKeysQuery } from "./summaries";

/**
 * Which catalogue metrics (of any framework, linked or parts of a computed BRSR figure) the
 * company holds figures of: the input of lib/frameworks/completeness.ts, read from the summaries
 * the writes keep, as the dashboard reads it in its own statement.
 */
export async function readReportedKeys(db: DbOrTx, companyId: string): Promise<Set<string>> {
  const rows = await queryRows<{ framework: string; metric_key: string }>(db, reportedKeysQuery(companyId, keysCompletenessReads()));
  return reportedKeySet(rows);
}

/** The company's completeness, as every screen shows it. */
export async function readCompleteness(db: DbOrTx, companyId: string, frameworks: readonly string[]): Promise<Completeness> {
  return completeness(frameworks, await readReportedKeys(db, companyId));
}
