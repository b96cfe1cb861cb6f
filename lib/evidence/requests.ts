import "server-only";
import { and, asc, count, desc, eq, inArray, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx } from "@/db/client";
import { esgDataEntries, evidenceRequestComments, evidenceRequests, users, type EsgDataEntry, type EvidenceRequest, type User } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { writeAudit } from "@/lib/audit";
import { getRowInMemberCompany, type CompanyDemand } from "@/lib/companies/access";
import type { EvidenceCommentDto, EvidenceRequestDto, EvidenceRequestStatus, EvidenceRequestSummaryDto } from "./schemas";
import { personDto } from "./service";

export const REQUEST_ENTITY = "evidence_request";
export const COMMENT_ENTITY = "evidence_request_comment";

const raiser = alias(users, "raiser");
const closer = alias(users, "closer");

/** An evidence request the caller may use so (the access table's roles for the request). */
export function evidenceRequestFor({ user, requestId, demand }: { user: User; requestId: string; demand: CompanyDemand }): Promise<EvidenceRequest> {
  return getRowInMemberCompany({
    user,
    demand,
    id: requestId,
    missing: "Evidence request not found",
    load: async (id) => {
      const db = await getDb();
      const [row] = await db.select().from(evidenceRequests).where(eq(evidenceRequests.id, id)).limit(1);
      return row;
    },
  });
}

const requestColumns = {
  request: evidenceRequests,
  raiserName: raiser.fullName,
  raiserEmail: raiser.email,
  closerName: closer.fullName,
  closerEmail: closer.email,
};

type RequestRow = { request: EvidenceRequest; raiserName: string | null; raiserEmail: string | null; closerName: string | null; closerEmail: string | null };

function baseDto(r: RequestRow): Omit<EvidenceRequestDto, "comments"> {
  return {
    id: r.request.id,
    entry_id: r.request.entryId,
    status: r.request.status as EvidenceRequestStatus,
    raised_by: personDto(r.request.raisedBy, r.raiserName, r.raiserEmail),
    closed_by: personDto(r.request.closedBy, r.closerName, r.closerEmail),
    closed_at: r.request.closedAt?.toISOString() ?? null,
    created_at: r.request.createdAt.toISOString(),
  };
}

async function commentsOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, EvidenceCommentDto[]>> {
  const byRequest = new Map<string, EvidenceCommentDto[]>();
  if (!requestIds.length) return byRequest;
  const rows = await db
    .select({ comment: evidenceRequestComments, name: users.fullName, email: users.email })
    .from(evidenceRequestComments)
    .leftJoin(users, eq(users.id, evidenceRequestComments.authorId))
    .where(inArray(evidenceRequestComments.requestId, requestIds))
    .orderBy(asc(evidenceRequestComments.createdAt), asc(evidenceRequestComments.id));
  for (const { comment, name, email } of rows) {
    const list = byRequest.get(comment.requestId) ?? [];
    list.push({
      id: comment.id,
      request_id: comment.requestId,
      body: comment.body,
      author: personDto(comment.authorId, name, email),
      created_at: comment.createdAt.toISOString(),
    });
    byRequest.set(comment.requestId, list);
  }
  return byRequest;
}

async function requestsWhere(db: DbOrTx, where: ReturnType<typeof eq>): Promise<EvidenceRequestDto[]> {
  const rows = await db
    .select(requestColumns)
    .from(evidenceRequests)
    .leftJoin(raiser, eq(raiser.id, evidenceRequests.raisedBy))
    .leftJoin(closer, eq(closer.id, evidenceRequests.closedBy))
    .where(where)
    .orderBy(asc(evidenceRequests.createdAt), asc(evidenceRequests.id));
  const comments = await commentsOf(
    db,
    rows.map((r) => r.request.id),
  );
  return rows.map((r) => ({ ...baseDto(r), comments: comments.get(r.request.id) ?? [] }));
}

async function requestDto(db: DbOrTx, requestId: string): Promise<EvidenceRequestDto> {
  const [dto] = await requestsWhere(db, eq(evidenceRequests.id, requestId));
  if (!dto) throw notFound("Evidence request not found");
  return dto;
}

/** An entry's requests, oldest first, each with its thread. */
export async function listEntryRequests(entryId: string): Promise<EvidenceRequestDto[]> {
  const db = await getDb();
  return requestsWhere(db, eq(evidenceRequests.entryId, entryId));
}

/** A company's requests (open by default), newest first, each with the figure it is about and its thread's length. */
export async function listCompanyRequests({
  companyId,
  status,
}: {
  companyId: string;
  status: EvidenceRequestStatus | "all";
}): Promise<EvidenceRequestSummaryDto[]> {
  const db = await getDb();
  const where =
    status === "all" ? eq(evidenceRequests.companyId, companyId) : and(eq(evidenceRequests.companyId, companyId), eq(evidenceRequests.status, status));
  const rows = await db
    .select({
      ...requestColumns,
      entry: {
        id: esgDataEntries.id,
        framework: esgDataEntries.framework,
        category: esgDataEntries.category,
        metric: esgDataEntries.metric,
        period: esgDataEntries.period,
      },
    })
    .from(evidenceRequests)
    .innerJoin(esgDataEntries, eq(esgDataEntries.id, evidenceRequests.entryId))
    .leftJoin(raiser, eq(raiser.id, evidenceRequests.raisedBy))
    .leftJoin(closer, eq(closer.id, evidenceRequests.closedBy))
    .where(where)
    .orderBy(desc(evidenceRequests.createdAt), desc(evidenceRequests.id));
  const ids = rows.map((r) => r.request.id);
  const counts = ids.length
    ? await db
        .select({ requestId: evidenceRequestComments.requestId, n: count(), last: max(evidenceRequestComments.createdAt) })
        .from(evidenceRequestComments)
        .where(inArray(evidenceRequestComments.requestId, ids))
        .groupBy(evidenceRequestComments.requestId)
    : [];
  const byId = new Map(counts.map((c) => [c.requestId, c]));
  return rows.map((r) => {
    const c = byId.get(r.request.id);
    const last = c?.last ? new Date(c.last as unknown as string | Date) : null;
    return { ...baseDto(r), entry: r.entry, comment_count: Number(c?.n ?? 0), last_comment_at: last ? last.toISOString() : null };
  });
}

/** Raises a request on a figure (owner, reviewer, assurer): open, its first comment the request itself; audited. */
export async function raiseRequest({ entry, actorId, comment }: { entry: EsgDataEntry; actorId: string; comment: string }): Promise<EvidenceRequestDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(evidenceRequests)
      .values({ companyId: entry.companyId, entryId: entry.id, status: "open", raisedBy: actorId })
      .returning();
    const [first] = await tx.insert(evidenceRequestComments).values({ requestId: request.id, authorId: actorId, body: comment }).returning();
    await writeAudit(tx, {
      actorId,
      companyId: entry.companyId,
      entity: REQUEST_ENTITY,
      entityId: request.id,
      action: "create",
      newValue: { entry_id: entry.id, metric: entry.metric, period: entry.period, status: "open", comment_id: first.id, comment },
    });
    return requestDto(tx, request.id);
  });
}

/** Adds a comment to a request's thread (everyone but viewers), open or closed; audited. */
export async function addComment({ request, actorId, body }: { request: EvidenceRequest; actorId: string; body: string }): Promise<EvidenceCommentDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [comment] = await tx.insert(evidenceRequestComments).values({ requestId: request.id, authorId: actorId, body }).returning();
    await writeAudit(tx, {
      actorId,
      companyId: request.companyId,
      entity: COMMENT_ENTITY,
      entityId: comment.id,
      action: "create",
      newValue: { request_id: request.id, entry_id: request.entryId, body },
    });
    const [author] = await tx.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, actorId));
    return {
      id: comment.id,
      request_id: request.id,
      body: comment.body,
      author: personDto(actorId, author?.name ?? null, author?.email ?? null),
      created_at: comment.createdAt.toISOString(),
    };
  });
}

/** Closes or reopens a request (owner, reviewer, assurer); audited when it changes. */
export async function setRequestStatus({
  request,
  actorId,
  status,
}: {
  request: EvidenceRequest;
  actorId: string;
  status: EvidenceRequestStatus;
}): Promise<EvidenceRequestDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(evidenceRequests).where(eq(evidenceRequests.id, request.id)).for("update");
    if (!current) throw notFound("Evidence request not found");
    if (current.status !== status) {
      const closing = status === "closed";
      await tx
        .update(evidenceRequests)
        .set({ status, closedBy: closing ? actorId : null, closedAt: closing ? new Date() : null })
        .where(eq(evidenceRequests.id, request.id));
      await writeAudit(tx, {
        actorId,
        companyId: request.companyId,
        entity: REQUEST_ENTITY,
        entityId: request.id,
        action: "update",
        oldValue: { status: current.status },
        newValue: { status },
      });
    }
    return requestDto(tx, request.id);
  });
}
