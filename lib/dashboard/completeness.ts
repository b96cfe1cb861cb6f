import "server-only";
import { queryRows, type DbOrTx } from "@/db/client";
import { keysCompletenessReads, completeness, type Completeness, type CompletenessYear, type HeldFigure } from "@/lib/frameworks/completeness";
import { reportedKeysQuery } from "./summaries";

/**
 * Which catalogue metrics (of any framework, linked or parts of a computed BRSR figure) the
 * company holds figures of — of the year, when one is given, with their periods' dates: the input
 * of lib/frameworks/completeness.ts, as the dashboard reads it in its own statement.
 */
export async function readHeldFigures(db: DbOrTx, companyId: string, year: CompletenessYear | null): Promise<HeldFigure[]> {
  return queryRows<HeldFigure>(db, reportedKeysQuery(companyId, keysCompletenessReads(), year));
}

/** The company's completeness of a financial year, as every screen shows it. */
export async function readCompleteness(db: DbOrTx, companyId: string, frameworks: readonly string[], year: CompletenessYear | null): Promise<Completeness> {
  return completeness(frameworks, await readHeldFigures(db, companyId, year), year);
}
