import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { esgDataEntries, type Company, type EsgDataEntry, type User } from "@/db/schema";
import { ApiError, notFound } from "@/lib/errors";
import { writeAudits, type AuditRecord } from "@/lib/audit";
import type { CompanyRole } from "@/lib/companies/roles";
import { getMembership, isUuid, type CompanyDemand } from "@/lib/companies/access";
import { assertYearsOpen } from "@/lib/companies/locks";
import { ConflictWithBody } from "@/lib/esg-data/conflict";
import type { EsgEntryDto } from "@/lib/esg-data/schemas";
import { getMemberEntry, toEntryDto } from "@/lib/esg-data/service";
import { ENTRY_ENTITY } from "@/lib/esg-data/service";
import { decideReview, roleMayReview, type ReviewAction } from "./rules";
import type { BatchReviewInput, BatchReviewResult, ReviewInput, SkippedEntry } from "./schemas";
import type { ReviewState } from "@/lib/esg-data/review-states";

/** The columns an action writes besides the state (`updated_at` stays: it is the figure's version, and a review does not change the figure). */
function stamp(action: ReviewAction, actorId: string, comment: string | null, now: Date): Partial<typeof esgDataEntries.$inferInsert> {
  if (action === "submit") return { submittedBy: actorId, submittedAt: now };
  return { reviewedBy: actorId, reviewedAt: now, reviewComment: comment };
}

/** The audit row of one review action: the state before and after, and the comment, in the entry's history. */
function auditOf(row: EsgDataEntry, next: ReviewState, action: ReviewAction, actorId: string, comment: string | null): AuditRecord {
  return {
    actorId,
    companyId: row.companyId,
    entity: ENTRY_ENTITY,
    entityId: row.id,
    action,
    oldValue: { review_state: row.reviewState },
    newValue: { review_state: next, ...(comment ? { review_comment: comment } : {}) },
  };
}

const figureOf = (row: EsgDataEntry) => ({ reviewState: row.reviewState as ReviewState, updatedBy: row.updatedBy, createdBy: row.createdBy });

/**
 * Submits, approves or rejects one entry (POST /api/esg-data/{id}/review): the caller's role
 * and the rules of lib/review/rules.ts decide; under the entry's row lock, refused in a locked
 * year (423), audited.
 */
export async function reviewEntry({
  user,
  entryId,
  input,
  demand,
}: {
  user: User;
  entryId: string;
  input: ReviewInput;
  demand: CompanyDemand;
}): Promise<EsgEntryDto> {
  const db = await getDb();
  const found = await getMemberEntry({ user, entryId, demand });
  const { role } = await getMembership({ user, companyId: found.companyId, demand });
  const comment = input.comment?.trim() || null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(esgDataEntries).where(eq(esgDataEntries.id, found.id)).for("update");
    if (!current) throw notFound("Data entry not found");
    if (input.expected_updated_at && Date.parse(input.expected_updated_at) !== current.updatedAt.getTime()) {
      throw new ConflictWithBody("This figure was changed after you opened it. Reload to see the current figure before reviewing it.", {
        current: toEntryDto(current),
      });
    }
    await assertYearsOpen(tx, current.companyId, [{ start: current.periodStart, end: current.periodEnd }]);
    const decision = decideReview({ action: input.action, figure: figureOf(current), role, actorId: user.id, comment });
    if (!decision.ok) throw new ApiError(decision.status, decision.detail);
    const [row] = await tx
      .update(esgDataEntries)
      .set({ reviewState: decision.next, ...stamp(input.action, user.id, comment, new Date()) })
      .where(eq(esgDataEntries.id, current.id))
      .returning();
    await writeAudits(tx, [auditOf(current, decision.next, input.action, user.id, comment)]);
    return toEntryDto(row);
  });
}

/** Why a batch leaves an entry as it is, in a few words. */
function skipReason(status: number, detail: string): string {
  if (status === 403) return "You entered or last changed this figure";
  return detail;
}

/**
 * One action on many entries of a company in one transaction (POST /api/companies/{id}/review):
 * applied where the rules allow; the rest are skipped with the reason (own figures, wrong state,
 * not in this company). A role that may never take the action is refused wholly (403), and so is
 * a batch touching a locked year (423). Audited per entry.
 */
export async function reviewBatch({
  user,
  company,
  role,
  input,
  db,
}: {
  user: User;
  company: Company;
  role: CompanyRole | null;
  input: BatchReviewInput;
  db?: DbOrTx;
}): Promise<BatchReviewResult> {
  const { action } = input;
  const comment = input.comment?.trim() || null;
  // The role first: an editor approving a section is refused, not told that every figure was skipped.
  if (!roleMayReview(role, action)) {
    const decision = decideReview({ action, figure: { reviewState: "draft", updatedBy: null, createdBy: null }, role, actorId: user.id, comment });
    if (!decision.ok) throw new ApiError(decision.status, decision.detail);
  }
  const ids = [...new Set(input.entry_ids)];
  const skipped: SkippedEntry[] = [];
  const valid = ids.filter((id) => {
    if (isUuid(id)) return true;
    skipped.push({ id, reason: "Not an entry of this company" });
    return false;
  });
  const base = db ?? (await getDb());
  return base.transaction(async (tx) => {
    const rows: EsgDataEntry[] = [];
    for (let i = 0; i < valid.length; i += 1000) {
      const chunk = valid.slice(i, i + 1000);
      rows.push(
        ...(await tx
          .select()
          .from(esgDataEntries)
          .where(and(eq(esgDataEntries.companyId, company.id), inArray(esgDataEntries.id, chunk)))
          .orderBy(esgDataEntries.id)
          .for("update")),
      );
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of valid) if (!byId.has(id)) skipped.push({ id, reason: "Not an entry of this company" });
    await assertYearsOpen(
      tx,
      company.id,
      rows.map((r) => ({ start: r.periodStart, end: r.periodEnd })),
    );
    const moving: { row: EsgDataEntry; next: ReviewState }[] = [];
    for (const id of valid) {
      const row = byId.get(id);
      if (!row) continue;
      const decision = decideReview({ action, figure: figureOf(row), role, actorId: user.id, comment });
      if (decision.ok) moving.push({ row, next: decision.next });
      else skipped.push({ id, reason: skipReason(decision.status, decision.detail) });
    }
    const updated: EsgDataEntry[] = [];
    if (moving.length) {
      const next = moving[0].next;
      const fields = { reviewState: next, ...stamp(action, user.id, comment, new Date()) };
      for (let i = 0; i < moving.length; i += 1000) {
        const chunk = moving.slice(i, i + 1000).map((m) => m.row.id);
        updated.push(...(await tx.update(esgDataEntries).set(fields).where(inArray(esgDataEntries.id, chunk)).returning()));
      }
      await writeAudits(
        tx,
        moving.map((m) => auditOf(m.row, m.next, action, user.id, comment)),
      );
    }
    // In the order asked.
    const order = new Map(ids.map((id, i) => [id, i]));
    updated.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { updated: updated.map(toEntryDto), skipped };
  });
}
