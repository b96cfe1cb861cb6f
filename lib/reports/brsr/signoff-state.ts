import "server-only";
// The sign-off that holds a year, as the report prints it on its cover; lib/signoffs, which signs
// a year off and freezes its report, sits above the report and reads it from here.
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { brsrSignoffs, fiscalYearLocks, type BrsrSignoff } from "@/db/schema";
import type { BoardApproval } from "./model";

export const approvalOf = (s: BrsrSignoff): BoardApproval => ({
  approvedBy: s.approvedBy,
  designation: s.designation,
  din: s.din,
  approvalDate: s.approvalDate,
  resolutionReference: s.resolutionReference,
  version: s.version,
});

/**
 * The sign-off that holds the year now: the latest version, while the lock it took is still there.
 * Reopening removes the lock, so the year is a draft again until it is signed anew; a lock taken
 * later by hand (after a reopening) is a plain lock, not the board's approval.
 */
export async function currentSignoff(db: DbOrTx, companyId: string, fyEndYear: number): Promise<(BrsrSignoff & { approval: BoardApproval }) | null> {
  const [row] = await db
    .select({ signoff: brsrSignoffs, lockedAt: fiscalYearLocks.lockedAt })
    .from(brsrSignoffs)
    .leftJoin(fiscalYearLocks, and(eq(fiscalYearLocks.companyId, brsrSignoffs.companyId), eq(fiscalYearLocks.fyEndYear, brsrSignoffs.fyEndYear)))
    .where(and(eq(brsrSignoffs.companyId, companyId), eq(brsrSignoffs.fyEndYear, fyEndYear)))
    .orderBy(desc(brsrSignoffs.version))
    .limit(1);
  if (!row?.lockedAt || row.lockedAt.getTime() > row.signoff.signedAt.getTime()) return null;
  return { ...row.signoff, approval: approvalOf(row.signoff) };
}
