import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import {
  companies,
  companyMembers,
  dataRequests,
  esgDataEntries,
  reminderDeliveries,
  reportingUnits,
  users,
  type Company,
  type DataRequest,
  type User,
} from "@/db/schema";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { writeAudit, writeAudits } from "@/lib/audit";
import { REVIEWERS, type CompanyRole } from "@/lib/companies/roles";
import { allCells, cellByKey, QUESTIONNAIRE, type PlacedCell } from "@/lib/frameworks/questionnaire";
import { saveCells } from "@/lib/brsr/service";
import { tabOfKey } from "@/lib/brsr/tabs";
import { getMembership, isUuid, type CompanyDemand } from "@/lib/companies/access";
import { createInvitation } from "@/lib/companies/invitations";
import { indianDay } from "@/lib/format/dates";
import { PARTNER_UNIT_TYPE } from "@/lib/units/rules";
import { metricKey } from "@/lib/frameworks/metric-key";
import { previousFiscalYear } from "@/lib/periods/fiscal-year";
import { requireFiscalYear } from "@/lib/periods/param";
import { reviewBatch } from "@/lib/review/service";
import { fillable, percentComplete, shownState, type RequestState, type StoredState } from "./rules";
import type { RequestCreateInput, RequestUpdateInput } from "./schemas";
import { attributedFigure, attributionNote, DIRECT_ATTRIBUTION_NOTE, readAttribution } from "@/lib/requests/attribution";
import type { RequestCellDto, RequestDto, RequestViewDto } from "./types";

export type { RequestCellDto, RequestDto, RequestViewDto };

export const REQUEST_ENTITY = "data_request";

type UnitRef = { id: string; name: string; type: string };

function toDto(row: DataRequest, unit: UnitRef, filled: number, today: string): RequestDto {
  return {
    id: row.id,
    company_id: row.companyId,
    unit,
    fy: row.fy,
    cells: row.cells,
    sections: row.sections,
    assignee_email: row.assigneeEmail,
    due_date: row.dueDate,
    message: row.message,
    state: shownState(row.state as StoredState, row.dueDate, today),
    return_comment: row.returnComment,
    filled,
    percent_complete: percentComplete(filled, row.cells.length),
    created_at: row.createdAt.toISOString(),
  };
}

const auditSnapshot = (row: DataRequest) => ({
  unit_id: row.unitId,
  fy: row.fy,
  cells: row.cells.length,
  sections: row.sections,
  assignee_email: row.assigneeEmail,
  due_date: row.dueDate,
  state: row.state,
});

/** The input cells a request asks for: the keys given, and every input cell of the sections given. */
export function requestedCells(input: { cells?: string[]; sections?: string[] }): string[] {
  const keys = new Set<string>();
  for (const [i, key] of (input.cells ?? []).entries()) {
    const cell = cellByKey(key);
    if (!cell) throw unprocessable(`cells.${i}: unknown cell '${key}'`);
    if (cell.kind !== "input") throw unprocessable(`cells.${i}: '${key}' is computed from other cells and cannot be asked for`);
    keys.add(key);
  }
  if (input.sections?.length) {
    const wanted = new Set<string>(input.sections);
    for (const cell of allCells()) if (cell.kind === "input" && wanted.has(tabOfKey(cell.key))) keys.add(cell.key);
  }
  if (!keys.size) throw unprocessable("cells: the sections asked for hold no cells to fill");
  return [...keys];
}

const FILLING_ROLES: readonly CompanyRole[] = ["owner", "reviewer", "editor", "contributor"];

/** The company's member with that address (a member who cannot fill figures is 422), or null: an outsider, to invite. */
async function assigneeMember(tx: DbOrTx, companyId: string, email: string): Promise<{ userId: string; role: string } | null> {
  const [member] = await tx
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member && !FILLING_ROLES.includes(member.role as CompanyRole)) {
    throw unprocessable(`assignee_email: ${email} is a ${member.role} here, who cannot fill figures; choose an editor or another address`);
  }
  return member ?? null;
}

/** Invites an outsider as a contributor (the invitation e-mail carries the link); answers the link. */
async function inviteContributor({ user, company, email, origin }: { user: User; company: Company; email: string; origin: string }): Promise<string> {
  const invitation = await createInvitation({
    user,
    company,
    input: { email, role: "contributor", access_until: null, expires_at: new Date(Date.now() + 14 * 86_400_000) },
    origin,
  });
  return invitation.link;
}

/**
 * Makes requests (one per unit) for cells of a year, due on a day not before today (India's), to
 * a member who fills figures or, for anyone else, a contributor invited by e-mail: an address
 * already a contributor (or invited) is reused. Answers the requests and the invitation's link.
 * `unaskedOnly` (a value-chain partner is asked once a year): each unit's year is claimed with a
 * transaction-scoped advisory lock and a unit already asked for the year is left out, so
 * simultaneous calls ask it once; the others answer no request for it.
 */
export async function createRequests({
  company,
  user,
  input,
  origin,
  unaskedOnly = false,
}: {
  company: Company;
  user: User;
  input: RequestCreateInput;
  origin: string;
  unaskedOnly?: boolean;
}): Promise<{ requests: RequestDto[]; invitation_link: string | null }> {
  const fy = requireFiscalYear(input.fy, company.fyStartMonth);
  const today = indianDay(new Date());
  if (input.due_date < today) throw unprocessable(`due_date: ${input.due_date} is before today (${today})`);
  if (Number.isNaN(Date.parse(`${input.due_date}T00:00:00Z`))) throw unprocessable("due_date must be a date (YYYY-MM-DD)");
  const cells = requestedCells(input);
  const unitIds = [...new Set(input.unit_ids ?? [input.unit_id!])];
  const db = await getDb();
  const { rows, units, invite } = await db.transaction(async (tx) => {
    const units = unitIds.every(isUuid)
      ? await tx
          .select({ id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type })
          .from(reportingUnits)
          .where(and(eq(reportingUnits.companyId, company.id), inArray(reportingUnits.id, unitIds)))
      : [];
    if (units.length !== unitIds.length) throw notFound("Unit not found");
    let targets = unitIds;
    if (unaskedOnly) {
      for (const unitId of [...unitIds].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`data-request|${unitId}|${fy.id}`}, 0))`);
      const asked = await tx
        .select({ unitId: dataRequests.unitId })
        .from(dataRequests)
        .where(and(inArray(dataRequests.unitId, unitIds), eq(dataRequests.fy, fy.id)));
      const taken = new Set(asked.map((a) => a.unitId));
      targets = unitIds.filter((u) => !taken.has(u));
      if (!targets.length) return { rows: [], units, invite: false };
    }
    const member = await assigneeMember(tx, company.id, input.assignee_email);
    const rows = await tx
      .insert(dataRequests)
      .values(
        targets.map((unitId) => ({
          companyId: company.id,
          unitId,
          fy: fy.id,
          cells,
          sections: input.sections ?? [],
          assigneeEmail: input.assignee_email,
          assigneeId: member?.userId ?? null,
          dueDate: input.due_date,
          message: input.message ?? "",
          createdBy: user.id,
        })),
      )
      .returning();
    await writeAudits(
      tx,
      rows.map((r) => ({
        actorId: user.id,
        companyId: company.id,
        entity: REQUEST_ENTITY,
        entityId: r.id,
        action: "create" as const,
        newValue: auditSnapshot(r),
      })),
    );
    return { rows, units, invite: !member };
  });
  const link = invite ? await inviteContributor({ user, company, email: input.assignee_email, origin }) : null;
  const unitOf = new Map(units.map((u) => [u.id, u]));
  return { requests: rows.map((r) => toDto(r, unitOf.get(r.unitId)!, 0, today)), invitation_link: link };
}

/** Figures held per request: each request's cells that its unit has a figure for in its year. */
async function filledCounts(db: DbOrTx, rows: DataRequest[], fyStartMonth: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!rows.length) return out;
  const unitIds = [...new Set(rows.map((r) => r.unitId))];
  const held = await db
    .select({ unitId: esgDataEntries.unitId, metricKey: esgDataEntries.metricKey, periodEnd: esgDataEntries.periodEnd })
    .from(esgDataEntries)
    .where(and(inArray(esgDataEntries.unitId, unitIds), eq(esgDataEntries.framework, "BRSR"), eq(esgDataEntries.periodKind, "fy")));
  const have = new Set(held.map((h) => `${h.unitId}|${h.metricKey}|${h.periodEnd}`));
  for (const r of rows) {
    const end = requireFiscalYear(r.fy, fyStartMonth).end;
    let n = 0;
    for (const key of r.cells) {
      const cell = cellByKey(key);
      if (cell?.kind === "input" && have.has(`${r.unitId}|${metricKey(cell.metric)}|${end}`)) n++;
    }
    out.set(r.id, n);
  }
  return out;
}

const ORDER: Record<RequestState, number> = { overdue: 0, returned: 1, not_started: 2, in_progress: 3, submitted: 4, approved: 5 };

/** The company's requests for a year (every year without one): overdue first, then by due date. */
export async function listRequests({ company, fy }: { company: Company; fy?: string }): Promise<RequestDto[]> {
  const db = await getDb();
  const year = fy ? requireFiscalYear(fy, company.fyStartMonth).id : null;
  const rows = await db
    .select({ request: dataRequests, unit: { id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type } })
    .from(dataRequests)
    .innerJoin(reportingUnits, eq(reportingUnits.id, dataRequests.unitId))
    .where(and(eq(dataRequests.companyId, company.id), year ? eq(dataRequests.fy, year) : undefined))
    .orderBy(asc(dataRequests.dueDate), asc(reportingUnits.name));
  const filled = await filledCounts(
    db,
    rows.map((r) => r.request),
    company.fyStartMonth,
  );
  const today = indianDay(new Date());
  const dtos = rows.map((r) => toDto(r.request, r.unit, filled.get(r.request.id) ?? 0, today));
  return dtos.sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.due_date.localeCompare(b.due_date));
}

/** How many of the company's requests are overdue (the owner's dashboard). */
export async function overdueCount(db: DbOrTx, companyId: string): Promise<number> {
  const today = indianDay(new Date());
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.companyId, companyId),
        inArray(dataRequests.state, ["not_started", "in_progress", "returned"]),
        sql`${dataRequests.dueDate} < ${today}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}

type Access = { request: DataRequest; company: Company; role: CompanyRole | null; assignee: boolean };

/**
 * A request as the caller may use it: its company's member with a role the route lists, and, unless
 * they run the company's data (owner, reviewer), its assignee — anyone else learns nothing (404).
 */
export async function requestForCaller({
  user,
  demand,
  requestId,
  asAssignee = false,
}: {
  user: User;
  demand: CompanyDemand;
  requestId: string;
  asAssignee?: boolean;
}): Promise<Access> {
  const db = await getDb();
  const [request] = isUuid(requestId) ? await db.select().from(dataRequests).where(eq(dataRequests.id, requestId)) : [];
  if (!request) throw notFound("Request not found");
  let membership;
  try {
    membership = await getMembership({ user, companyId: request.companyId, demand });
  } catch (e) {
    if (e instanceof Error && "status" in e && (e as { status: number }).status === 404) throw notFound("Request not found");
    throw e;
  }
  const assignee = request.assigneeEmail === user.email.toLowerCase();
  // A contributor reaches only the requests addressed to them; filling is the assignee's alone.
  if (!assignee && (asAssignee || membership.role === "contributor" || membership.role === null)) throw notFound("Request not found");
  return { request, company: membership.company, role: membership.role, assignee };
}

const QUESTION_TITLES = new Map(QUESTIONNAIRE.map((q) => [q.id, `${q.section === "C" ? q.principle : q.section} ${q.number}. ${q.title}`]));

/** GET /api/requests/{id}: the request with its cells' definitions, the unit's figures this year and last. */
export async function getRequestView({ user, demand, requestId }: { user: User; demand: CompanyDemand; requestId: string }): Promise<RequestViewDto> {
  const { request, company, role, assignee } = await requestForCaller({ user, demand, requestId });
  const db = await getDb();
  const fy = requireFiscalYear(request.fy, company.fyStartMonth);
  const last = previousFiscalYear(fy, company.fyStartMonth);
  const cells = request.cells.map((k) => cellByKey(k)).filter((c): c is PlacedCell & { kind: "input"; metric: string } => c?.kind === "input");
  const keys = [...new Set(cells.map((c) => metricKey(c.metric)))];
  const entries = keys.length
    ? await db
        .select()
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.unitId, request.unitId),
            eq(esgDataEntries.framework, "BRSR"),
            inArray(esgDataEntries.metricKey, keys),
            inArray(esgDataEntries.periodEnd, [fy.end, last.end]),
            eq(esgDataEntries.periodKind, "fy"),
          ),
        )
    : [];
  const find = (metric: string, end: string) => entries.find((e) => e.metricKey === metricKey(metric) && e.periodEnd === end);
  const [unit] = await db
    .select({ id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type })
    .from(reportingUnits)
    .where(eq(reportingUnits.id, request.unitId));
  const today = indianDay(new Date());
  const detail = cells.map((c) => {
    const now = find(c.metric, fy.end);
    const before = find(c.metric, last.end);
    return {
      key: c.key,
      question: QUESTION_TITLES.get(c.questionId) ?? c.questionId,
      row: c.rowLabel,
      column: c.columnLabel,
      unit: c.unit,
      type: c.type,
      value: now?.value ?? null,
      entered_unit: now?.unit ?? null,
      notes: now?.notes ?? "",
      attribution: readAttribution(now?.notes),
      review_state: now?.reviewState ?? null,
      last_year: before ? `${before.value}${before.unit ? ` ${before.unit}` : ""}` : null,
    };
  });
  const filled = detail.filter((d) => d.value !== null).length;
  return {
    ...toDto(request, unit, filled, today),
    company_name: company.name,
    cells_detail: detail,
    can_fill: assignee && fillable(request.state as StoredState),
    can_review: role !== null && (REVIEWERS as readonly string[]).includes(role) && request.state === "submitted",
  };
}

/**
 * PUT /api/requests/{id}/cells: the assignee's figures for the request's cells, as the unit's own
 * (saveCells with the unit). A key outside the request is 404 and nothing is written; 409 once
 * submitted or approved.
 */
export async function saveRequestCells({
  user,
  demand,
  requestId,
  cells,
}: {
  user: User;
  demand: CompanyDemand;
  requestId: string;
  cells: { key: string; value?: string; total?: string; share?: string; unit?: string; notes?: string }[];
}) {
  const { request, company } = await requestForCaller({ user, demand, requestId, asAssignee: true });
  const asked = new Set(request.cells);
  for (const c of cells) if (!asked.has(c.key)) throw notFound(`Cell ${c.key} is not in this request`);
  // "Totals plus share": the attributed figure computed here (exact), both inputs kept in its notes.
  const writes = cells.map((c, i) => {
    if (c.total === undefined || c.share === undefined)
      return { key: c.key, value: c.value ?? "", unit: c.unit, notes: c.notes ?? "", direct: c.notes === undefined };
    const r = attributedFigure(c.total, c.share);
    if (!r.ok) throw unprocessable(`cells.${i}: ${r.detail}`);
    return { key: c.key, value: r.value, unit: c.unit, notes: attributionNote({ total: c.total, share: c.share }), direct: false };
  });
  if (!fillable(request.state as StoredState)) throw conflict(`This request is ${request.state}: its figures can no longer be changed here`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(dataRequests).where(eq(dataRequests.id, request.id)).for("update");
    // Reassigned or withdrawn meanwhile: the caller no longer holds it.
    if (!locked || locked.assigneeEmail !== user.email.toLowerCase()) throw notFound("Request not found");
    if (!fillable(locked.state as StoredState)) throw conflict("This request was submitted meanwhile");
    await explainDirectFigures(tx, request, company.fyStartMonth, writes);
    const summary = await saveCells({ company, actorId: user.id, fyParam: request.fy, cells: writes, unitId: request.unitId, db: tx });
    if (locked.state === "not_started") {
      await tx.update(dataRequests).set({ state: "in_progress", updatedAt: new Date() }).where(eq(dataRequests.id, request.id));
    }
    return summary;
  });
}

/**
 * A value-chain partner's figure typed directly, without a note of its own: the same number as its
 * "total and share" answer keeps that note (the inputs it was computed from); any other number is
 * marked as the attributed figure the partner gave directly, so that it is never left unexplained.
 */
async function explainDirectFigures(
  db: DbOrTx,
  request: DataRequest,
  fyStartMonth: number,
  writes: { key: string; value: string; notes: string; direct: boolean }[],
): Promise<void> {
  const direct = writes.filter((w) => w.direct && w.value.trim() !== "");
  if (!direct.length) return;
  const [unit] = await db.select({ type: reportingUnits.type }).from(reportingUnits).where(eq(reportingUnits.id, request.unitId));
  if (unit?.type !== PARTNER_UNIT_TYPE) return;
  const metrics = new Map(
    direct.flatMap((w) => {
      const cell = cellByKey(w.key);
      return cell?.kind === "input" ? [[w.key, metricKey(cell.metric)] as const] : [];
    }),
  );
  const held = metrics.size
    ? await db
        .select({ metricKey: esgDataEntries.metricKey, value: esgDataEntries.value, notes: esgDataEntries.notes })
        .from(esgDataEntries)
        .where(
          and(
            eq(esgDataEntries.unitId, request.unitId),
            inArray(esgDataEntries.metricKey, [...metrics.values()]),
            eq(esgDataEntries.periodEnd, requireFiscalYear(request.fy, fyStartMonth).end),
            eq(esgDataEntries.periodKind, "fy"),
          ),
        )
    : [];
  const number = (v: string | null) => (v === null ? Number.NaN : Number(v.replace(/,/g, "").trim()));
  for (const w of direct) {
    const now = held.find((h) => h.metricKey === metrics.get(w.key));
    const same = now && readAttribution(now.notes) && number(now.value) === number(w.value);
    w.notes = same ? now.notes! : DIRECT_ATTRIBUTION_NOTE;
  }
}

async function requestEntryIds(db: DbOrTx, request: DataRequest, fyStartMonth: number): Promise<string[]> {
  const fy = requireFiscalYear(request.fy, fyStartMonth);
  const keys = request.cells.map((k) => cellByKey(k)).flatMap((c) => (c?.kind === "input" ? [metricKey(c.metric)] : []));
  if (!keys.length) return [];
  const rows = await db
    .select({ id: esgDataEntries.id })
    .from(esgDataEntries)
    .where(
      and(
        eq(esgDataEntries.unitId, request.unitId),
        inArray(esgDataEntries.metricKey, keys),
        eq(esgDataEntries.periodEnd, fy.end),
        eq(esgDataEntries.periodKind, "fy"),
      ),
    );
  return rows.map((r) => r.id);
}

async function moveState(request: DataRequest, actorId: string, next: StoredState, values: Partial<typeof dataRequests.$inferInsert> = {}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(dataRequests)
      .set({ state: next, updatedAt: new Date(), ...values })
      .where(and(eq(dataRequests.id, request.id), eq(dataRequests.state, request.state)))
      .returning();
    if (!after) throw conflict("This request changed meanwhile; reload it");
    await writeAudit(tx, {
      actorId,
      companyId: request.companyId,
      entity: REQUEST_ENTITY,
      entityId: request.id,
      action: next === "submitted" ? "submit" : next === "approved" ? "approve" : next === "returned" ? "reject" : "update",
      oldValue: auditSnapshot(request),
      newValue: { ...auditSnapshot(after), ...(values.returnComment ? { comment: values.returnComment } : {}) },
    });
    return after;
  });
}

/** POST /api/requests/{id}/submit: the assignee hands the figures in; they enter maker–checker review as submitted. */
export async function submitRequest({ user, demand, requestId }: { user: User; demand: CompanyDemand; requestId: string }) {
  const { request, company } = await requestForCaller({ user, demand, requestId, asAssignee: true });
  if (!fillable(request.state as StoredState)) throw conflict(`This request is already ${request.state}`);
  const db = await getDb();
  const ids = await requestEntryIds(db, request, company.fyStartMonth);
  if (!ids.length) throw unprocessable("Enter at least one figure before submitting");
  // The assignee is the figures' maker for this request, whatever their role elsewhere.
  await reviewBatch({ user, company, role: "editor", input: { action: "submit", entry_ids: ids } });
  await moveState(request, user.id, "submitted", { submittedAt: new Date(), returnComment: null });
  return getRequestView({ user, demand, requestId });
}

/** POST /api/requests/{id}/return {comment}: a reviewer sends it back; the assignee can change the figures again. */
export async function returnRequest({ user, demand, requestId, comment }: { user: User; demand: CompanyDemand; requestId: string; comment: string }) {
  const { request } = await requestForCaller({ user, demand, requestId });
  if (request.state !== "submitted") throw conflict(`Only a submitted request can be returned (this one is ${request.state})`);
  await moveState(request, user.id, "returned", { returnComment: comment });
  return getRequestView({ user, demand, requestId });
}

/** POST /api/requests/{id}/approve: a reviewer approves every figure of the request (never their own: maker–checker). */
export async function approveRequest({ user, demand, requestId }: { user: User; demand: CompanyDemand; requestId: string }) {
  const { request, company, role } = await requestForCaller({ user, demand, requestId });
  if (request.state !== "submitted") throw conflict(`Only a submitted request can be approved (this one is ${request.state})`);
  const db = await getDb();
  const ids = await requestEntryIds(db, request, company.fyStartMonth);
  const result = await reviewBatch({ user, company, role, input: { action: "approve", entry_ids: ids } });
  if (result.skipped.length) throw conflict(`Some figures could not be approved: ${result.skipped[0].reason}`);
  await moveState(request, user.id, "approved");
  return getRequestView({ user, demand, requestId });
}

/** GET /api/requests: the caller's own requests across companies, where they are still a member. */
export async function myRequests({ user }: { user: User }): Promise<(RequestDto & { company_name: string })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      request: dataRequests,
      unit: { id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type },
      companyName: companies.name,
      fyStartMonth: companies.fyStartMonth,
    })
    .from(dataRequests)
    .innerJoin(reportingUnits, eq(reportingUnits.id, dataRequests.unitId))
    .innerJoin(companies, eq(companies.id, dataRequests.companyId))
    .innerJoin(companyMembers, and(eq(companyMembers.companyId, dataRequests.companyId), eq(companyMembers.userId, user.id)))
    .where(and(eq(dataRequests.assigneeEmail, user.email.toLowerCase()), isNull(companyMembers.accessUntil)))
    .orderBy(asc(dataRequests.dueDate));
  const today = indianDay(new Date());
  const out = [];
  for (const r of rows) {
    const filled = await filledCounts(db, [r.request], r.fyStartMonth);
    out.push({ ...toDto(r.request, r.unit, filled.get(r.request.id) ?? 0, today), company_name: r.companyName });
  }
  return out;
}

/**
 * PATCH /api/requests/{id} {assignee_email?, due_date?, message?}: an owner or reviewer hands the
 * request to someone else (a member who fills figures, or an outsider invited as a contributor)
 * or moves its due date. The previous assignee loses the request at once: every read and write of
 * its cells checks the assignee on each call. Reminders not yet sent to them are dropped, so the
 * next scan claims them for the new assignee. Not once approved (409). Audited.
 */
export async function updateRequest({
  user,
  demand,
  requestId,
  input,
  origin,
}: {
  user: User;
  demand: CompanyDemand;
  requestId: string;
  input: RequestUpdateInput;
  origin: string;
}): Promise<{ request: RequestDto; invitation_link: string | null }> {
  const { request, company } = await requestForCaller({ user, demand, requestId });
  if (request.state === "approved") throw conflict("This request is approved: it can no longer be changed");
  const today = indianDay(new Date());
  if (input.due_date !== undefined) {
    if (Number.isNaN(Date.parse(`${input.due_date}T00:00:00Z`))) throw unprocessable("due_date must be a date (YYYY-MM-DD)");
    if (input.due_date < today && input.due_date !== request.dueDate) throw unprocessable(`due_date: ${input.due_date} is before today (${today})`);
  }
  const db = await getDb();
  const { after, invite } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(dataRequests).where(eq(dataRequests.id, request.id)).for("update");
    if (!locked) throw notFound("Request not found");
    if (locked.state === "approved") throw conflict("This request is approved: it can no longer be changed");
    const values: Partial<typeof dataRequests.$inferInsert> = { updatedAt: new Date() };
    let invite = false;
    // Read from the locked row: a simultaneous edit may have reassigned it since the read above.
    const reassigned = input.assignee_email !== undefined && input.assignee_email !== locked.assigneeEmail;
    if (reassigned) {
      const member = await assigneeMember(tx, company.id, input.assignee_email!);
      values.assigneeEmail = input.assignee_email!;
      values.assigneeId = member?.userId ?? null;
      invite = !member;
      await tx.delete(reminderDeliveries).where(and(eq(reminderDeliveries.requestId, request.id), isNull(reminderDeliveries.sentAt)));
    }
    if (input.due_date !== undefined) values.dueDate = input.due_date;
    if (input.message !== undefined) values.message = input.message;
    const [after] = await tx.update(dataRequests).set(values).where(eq(dataRequests.id, request.id)).returning();
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: REQUEST_ENTITY,
      entityId: request.id,
      action: "update",
      oldValue: auditSnapshot(locked),
      newValue: auditSnapshot(after),
    });
    return { after, invite };
  });
  const link = invite ? await inviteContributor({ user, company, email: after.assigneeEmail, origin }) : null;
  const [unit] = await db
    .select({ id: reportingUnits.id, name: reportingUnits.name, type: reportingUnits.type })
    .from(reportingUnits)
    .where(eq(reportingUnits.id, after.unitId));
  const filled = await filledCounts(db, [after], company.fyStartMonth);
  return { request: toDto(after, unit, filled.get(after.id) ?? 0, today), invitation_link: link };
}

/**
 * DELETE /api/requests/{id}: an owner or reviewer withdraws a request. The figures already entered
 * stay the unit's (they are the company's data, under review as any other); the assignee loses the
 * request and its cells at once, and its unsent reminders go with it. Audited.
 */
export async function deleteRequest({ user, demand, requestId }: { user: User; demand: CompanyDemand; requestId: string }): Promise<void> {
  const { request, company } = await requestForCaller({ user, demand, requestId });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(dataRequests).where(eq(dataRequests.id, request.id)).returning();
    if (!gone) throw notFound("Request not found");
    await writeAudit(tx, {
      actorId: user.id,
      companyId: company.id,
      entity: REQUEST_ENTITY,
      entityId: request.id,
      action: "delete",
      oldValue: auditSnapshot(gone),
    });
  });
}
