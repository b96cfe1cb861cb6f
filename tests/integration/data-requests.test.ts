import { and, eq } from "drizzle-orm";
import { GET as boardRoute, POST as createRoute } from "@/app/api/companies/[id]/requests/route";
import { POST as createUnitRoute, GET as unitsRoute } from "@/app/api/companies/[id]/units/route";
import { DELETE as deleteRoute, PATCH as patchRoute, GET as requestRoute } from "@/app/api/requests/[requestId]/route";
import { PUT as cellsRoute } from "@/app/api/requests/[requestId]/cells/route";
import { POST as submitRoute } from "@/app/api/requests/[requestId]/submit/route";
import { POST as returnRoute } from "@/app/api/requests/[requestId]/return/route";
import { POST as approveRoute } from "@/app/api/requests/[requestId]/approve/route";
import { GET as myRequestsRoute } from "@/app/api/requests/route";
import { GET as dashboardRoute } from "@/app/api/dashboard/[companyId]/route";
import { POST as acceptRoute } from "@/app/api/invitations/[token]/accept/route";
import { GET as brsrRoute } from "@/app/api/brsr/[companyId]/route";
import { GET as listCompaniesRoute } from "@/app/api/companies/route";
import { getDb } from "@/db/client";
import { auditLog, companyMembers, dataRequests, esgDataEntries, reminderDeliveries } from "@/db/schema";
import { indianDay } from "@/lib/format/dates";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { decodeQuotedPrintable, startInbox } from "../helpers/smtp-inbox";

vi.setConfig({ testTimeout: 60_000 });

let smtp: Awaited<ReturnType<typeof startInbox>>;
beforeAll(async () => {
  smtp = await startInbox();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

const later = (days: number) => indianDay(new Date(Date.now() + days * 86_400_000));
const P6_CELL = "P6-E3-i";

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Owner Asha" });
  const company = await createCompany(owner.user.id, { name: "Deccan Steel" });
  const unit = await call<any>(createUnitRoute, {
    method: "POST",
    token: owner.token,
    params: { id: company.id },
    path: `/api/companies/${company.id}/units`,
    body: { name: "Vizag Plant", type: "plant" },
  });
  const reviewer = await addMember(company.id, "reviewer", { fullName: "Reviewer Ravi" });
  return { owner, company, unit: unit.body, reviewer };
}

const create = (token: string, companyId: string, body: Record<string, unknown>) =>
  call<any>(createRoute, { method: "POST", token, params: { id: companyId }, path: `/api/companies/${companyId}/requests`, body });
const view = (token: string, requestId: string) => call<any>(requestRoute, { token, params: { requestId }, path: `/api/requests/${requestId}` });
const put = (token: string, requestId: string, cells: unknown[]) =>
  call<any>(cellsRoute, { method: "PUT", token, params: { requestId }, path: `/api/requests/${requestId}/cells`, body: { cells } });
const post = (handler: typeof submitRoute, token: string, requestId: string, verb: string, body?: unknown) =>
  call<any>(handler, { method: "POST", token, params: { requestId }, path: `/api/requests/${requestId}/${verb}`, body });

/** A contributor who followed the e-mailed link: signs up with the invited address and accepts. */
async function acceptAs(email: string, link: string) {
  const contributor = await createUser({ email, subscribed: false, fullName: "Plant Manager" });
  const token = new URL(link).pathname.split("/").pop()!;
  const accepted = await call<any>(acceptRoute, { method: "POST", token: contributor.token, params: { token }, path: `/api/invitations/${token}/accept` });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.role).toBe("contributor");
  return contributor;
}

describe("data requests", () => {
  it("the owner asks a plant for P6; the invitation e-mail carries the link; the contributor fills, submits; the reviewer approves", async () => {
    const { owner, company, unit, reviewer } = await setup();
    const email = `manager-${Date.now()}@plant.example`;
    const res = await create(owner.token, company.id, {
      fy: "2024-25",
      unit_id: unit.id,
      sections: ["P6"],
      assignee_email: email,
      due_date: later(10),
      message: "Please fill P6",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [request] = res.body.requests;
    expect(request).toMatchObject({ fy: "2024-25", state: "not_started", unit: { name: "Vizag Plant" }, percent_complete: 0, assignee_email: email });
    expect(request.cells).toContain(P6_CELL);
    expect(request.cells.every((k: string) => k.startsWith("P6-"))).toBe(true);
    expect(res.body.invitation_link).toMatch(/\/invitations\//);
    await vi.waitFor(() => expect(smtp.inbox.some((m) => m.to.includes(email))).toBe(true), { timeout: 10_000 });
    expect(decodeQuotedPrintable(smtp.inbox.find((m) => m.to.includes(email))!.raw)).toContain(res.body.invitation_link);

    const contributor = await acceptAs(email, res.body.invitation_link);
    const opened = await view(contributor.token, request.id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ company_name: "Deccan Steel", can_fill: true });
    const cell = opened.body.cells_detail.find((c: any) => c.key === P6_CELL);
    expect(cell).toMatchObject({ unit: "kL", value: null, last_year: null });
    expect(cell.question).toMatch(/P6 E3/);

    const saved = await put(contributor.token, request.id, [{ key: P6_CELL, value: "1200" }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const db = await getDb();
    const [entry] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.unitId, unit.id));
    expect(entry).toMatchObject({ value: "1200", unit: "kL", period: "FY 2024-25", framework: "BRSR", reviewState: "draft", createdBy: contributor.user.id });
    expect((await view(contributor.token, request.id)).body).toMatchObject({ state: "in_progress", filled: 1 });

    const submitted = await post(submitRoute, contributor.token, request.id, "submit");
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ state: "submitted", can_fill: false });
    expect((await put(contributor.token, request.id, [{ key: P6_CELL, value: "1300" }])).status).toBe(409);
    const [afterSubmit] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, entry.id));
    expect(afterSubmit.reviewState).toBe("submitted");

    // The contributor cannot review their own request: reviewing is a route a contributor does not reach at all.
    expect((await post(approveRoute, contributor.token, request.id, "approve")).status).toBe(404);
    const approved = await post(approveRoute, reviewer.token, request.id, "approve");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.state).toBe("approved");
    const [afterApprove] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.id, entry.id));
    expect(afterApprove.reviewState).toBe("approved");
    expect(afterApprove.reviewedBy).toBe(reviewer.user.id);

    const board = await call<any>(boardRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/requests` });
    expect(board.body[0]).toMatchObject({ id: request.id, state: "approved", filled: 1 });
    // The contributor's own list.
    const mine = await call<any>(myRequestsRoute, { token: contributor.token, path: "/api/requests" });
    expect(mine.body.map((r: any) => r.id)).toEqual([request.id]);
  });

  it("a reviewer returns a submitted request with a comment; the contributor may change the figures again", async () => {
    const { owner, company, unit, reviewer } = await setup();
    const email = `m-${Date.now()}@plant.example`;
    const res = await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: email, due_date: later(3) });
    const contributor = await acceptAs(email, res.body.invitation_link);
    const id = res.body.requests[0].id;
    await put(contributor.token, id, [{ key: P6_CELL, value: "10" }]);
    await post(submitRoute, contributor.token, id, "submit");
    expect((await post(returnRoute, reviewer.token, id, "return", {})).status).toBe(422);
    const returned = await post(returnRoute, reviewer.token, id, "return", { comment: "Surface water looks low: check the meter" });
    expect(returned.body).toMatchObject({ state: "returned", return_comment: "Surface water looks low: check the meter" });
    expect((await put(contributor.token, id, [{ key: P6_CELL, value: "100" }])).status).toBe(200);
  });

  it("reassigning a request: the old contributor loses its cells at once, the new one is invited and fills; deleting withdraws it", async () => {
    const { owner, company, unit, reviewer } = await setup();
    const first = `first-${Date.now()}@plant.example`;
    const second = `second-${Date.now()}@plant.example`;
    const res = await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: first, due_date: later(5) });
    const id = res.body.requests[0].id;
    const old = await acceptAs(first, res.body.invitation_link);
    expect((await put(old.token, id, [{ key: P6_CELL, value: "100" }])).status).toBe(200);
    const db = await getDb();
    // A reminder claimed for the first assignee and not yet sent.
    await db.insert(reminderDeliveries).values({ key: `request:${id}:before-7`, companyId: company.id, requestId: id, rule: "before-7", recipient: first });
    const patch = (token: string, body: unknown) =>
      call<any>(patchRoute, { method: "PATCH", token, params: { requestId: id }, path: `/api/requests/${id}`, body });

    // Who may: owners and reviewers; the contributor and an editor may not.
    const editor = await addMember(company.id, "editor");
    expect((await patch(editor.token, { assignee_email: second })).status).toBe(403);
    expect((await patch(old.token, { assignee_email: second })).status).toBe(404);
    expect((await patch(owner.token, {})).status).toBe(422);
    expect((await patch(owner.token, { due_date: later(-2) })).status).toBe(422);
    expect((await patch(owner.token, { assignee_email: "not-an-address" })).status).toBe(422);

    const moved = await patch(reviewer.token, { assignee_email: second.toUpperCase(), due_date: later(9) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.request).toMatchObject({ id, assignee_email: second, due_date: later(9), state: "in_progress", filled: 1 });
    expect(moved.body.invitation_link).toMatch(/\/invitations\//);
    await vi.waitFor(() => expect(smtp.inbox.some((m) => m.to.includes(second))).toBe(true), { timeout: 10_000 });

    // The old assignee: at once, nothing — not the request, not its cells; nothing written.
    expect((await view(old.token, id)).status).toBe(404);
    const refused = await put(old.token, id, [{ key: P6_CELL, value: "999" }]);
    expect(refused.status).toBe(404);
    expect((await post(submitRoute, old.token, id, "submit")).status).toBe(404);
    const mine = await call<any>(myRequestsRoute, { token: old.token, path: "/api/requests" });
    expect(mine.body).toEqual([]);
    const [entry] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.unitId, unit.id));
    expect(entry.value).toBe("100");
    // Their unsent reminder is dropped (the next scan claims one for the new assignee).
    expect(await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.requestId, id))).toEqual([]);

    const next = await acceptAs(second, moved.body.invitation_link);
    expect((await view(next.token, id)).body).toMatchObject({ can_fill: true, cells_detail: [expect.objectContaining({ value: "100" })] });
    expect((await put(next.token, id, [{ key: P6_CELL, value: "120" }])).status).toBe(200);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    expect(audit.some((a) => (a.oldValue as any)?.assignee_email === first && (a.newValue as any)?.assignee_email === second)).toBe(true);

    // Withdrawn: the assignee loses it at once; the figures entered stay the unit's.
    const del = (token: string) => call<any>(deleteRoute, { method: "DELETE", token, params: { requestId: id }, path: `/api/requests/${id}` });
    expect((await del(editor.token)).status).toBe(403);
    expect((await del(next.token)).status).toBe(404);
    expect((await del(owner.token)).status).toBe(204);
    expect((await view(next.token, id)).status).toBe(404);
    expect((await put(next.token, id, [{ key: P6_CELL, value: "130" }])).status).toBe(404);
    expect((await del(owner.token)).status).toBe(404);
    const [kept] = await db.select().from(esgDataEntries).where(eq(esgDataEntries.unitId, unit.id));
    expect(kept.value).toBe("120");
    expect(await db.select().from(dataRequests).where(eq(dataRequests.id, id))).toEqual([]);
  });

  it("a contributor's access: only their request's cells, of their unit, year and company (404 and nothing written elsewhere)", async () => {
    const { owner, company, unit } = await setup();
    const email = `c-${Date.now()}@plant.example`;
    const res = await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: email, due_date: later(5) });
    const contributor = await acceptAs(email, res.body.invitation_link);
    const id = res.body.requests[0].id;
    const db = await getDb();
    const count = async () => (await db.select().from(esgDataEntries).where(eq(esgDataEntries.companyId, company.id))).length;

    // A cell outside the request: 404, nothing written (not even the good cell beside it).
    const outside = await put(contributor.token, id, [
      { key: P6_CELL, value: "5" },
      { key: "P6-E3-ii", value: "7" },
    ]);
    expect(outside.status).toBe(404);
    expect(await count()).toBe(0);

    // Another request of the same company (another unit, another assignee): 404.
    const other = await call<any>(createUnitRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/units`,
      body: { name: "Pune Office", type: "office" },
    });
    const theirs = await create(owner.token, company.id, {
      fy: "2023-24",
      unit_id: other.body.id,
      cells: [P6_CELL],
      assignee_email: "someone@else.example",
      due_date: later(5),
    });
    expect((await view(contributor.token, theirs.body.requests[0].id)).status).toBe(404);
    expect((await put(contributor.token, theirs.body.requests[0].id, [{ key: P6_CELL, value: "5" }])).status).toBe(404);
    expect(await count()).toBe(0);

    // The company's other routes: as absent as to a stranger.
    expect((await call(unitsRoute, { token: contributor.token, params: { id: company.id }, path: `/api/companies/${company.id}/units` })).status).toBe(404);
    expect((await call(brsrRoute, { token: contributor.token, params: { companyId: company.id }, path: `/api/brsr/${company.id}` })).status).toBe(404);
    expect((await call(boardRoute, { token: contributor.token, params: { id: company.id }, path: `/api/companies/${company.id}/requests` })).status).toBe(404);
    const companies = await call<any>(listCompaniesRoute, { token: contributor.token, path: "/api/companies" });
    expect(companies.body).toEqual([]);

    // Another company's request: 404.
    const elsewhere = await setup();
    const foreign = await create(elsewhere.owner.token, elsewhere.company.id, {
      fy: "2024-25",
      unit_id: elsewhere.unit.id,
      cells: [P6_CELL],
      assignee_email: "x@y.example",
      due_date: later(5),
    });
    expect((await view(contributor.token, foreign.body.requests[0].id)).status).toBe(404);

    // Removed from the company: no access at once.
    expect((await put(contributor.token, id, [{ key: P6_CELL, value: "5" }])).status).toBe(200);
    await db.delete(companyMembers).where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, contributor.user.id)));
    expect((await view(contributor.token, id)).status).toBe(404);
    expect((await put(contributor.token, id, [{ key: P6_CELL, value: "6" }])).status).toBe(404);
  });

  it("refuses a due date before today (422), another company's unit (404), a viewer as assignee (422); the same e-mail twice reuses the contributor", async () => {
    const { owner, company, unit } = await setup();
    expect(
      (await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: "a@b.example", due_date: later(-1) })).status,
    ).toBe(422);
    const elsewhere = await setup();
    expect(
      (
        await create(owner.token, company.id, {
          fy: "2024-25",
          unit_id: elsewhere.unit.id,
          cells: [P6_CELL],
          assignee_email: "a@b.example",
          due_date: later(1),
        })
      ).status,
    ).toBe(404);
    expect(
      (await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: ["nope"], assignee_email: "a@b.example", due_date: later(1) })).status,
    ).toBe(422);
    const viewer = await addMember(company.id, "viewer");
    expect(
      (await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: viewer.user.email, due_date: later(1) }))
        .status,
    ).toBe(422);

    const email = `twice-${Date.now()}@plant.example`;
    const first = await create(owner.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: email, due_date: later(2) });
    const contributor = await acceptAs(email, first.body.invitation_link);
    const second = await create(owner.token, company.id, {
      fy: "2023-24",
      unit_id: unit.id,
      cells: [P6_CELL],
      assignee_email: email.toUpperCase(),
      due_date: later(2),
    });
    expect(second.status).toBe(201);
    expect(second.body.invitation_link).toBeNull();
    const db = await getDb();
    const members = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, contributor.user.id)));
    expect(members.map((m) => m.role)).toEqual(["contributor"]);
    expect((await view(contributor.token, second.body.requests[0].id)).status).toBe(200);
    // An editor is not allowed to make requests; only owners and reviewers.
    const editor = await addMember(company.id, "editor");
    expect(
      (await create(editor.token, company.id, { fy: "2024-25", unit_id: unit.id, cells: [P6_CELL], assignee_email: email, due_date: later(2) })).status,
    ).toBe(403);
  });

  it("bulk: one request per unit for a section", async () => {
    const { owner, company, unit } = await setup();
    const more = await call<any>(createUnitRoute, {
      method: "POST",
      token: owner.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/units`,
      body: {
        units: [
          { name: "Office A", type: "office" },
          { name: "Office B", type: "office" },
        ],
      },
    });
    const ids = [unit.id, ...more.body.units.map((u: any) => u.id)];
    const res = await create(owner.token, company.id, { fy: "2024-25", unit_ids: ids, sections: ["P3"], assignee_email: owner.user.email, due_date: later(7) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.requests.map((r: any) => r.unit.id).sort()).toEqual([...ids].sort());
    expect(res.body.invitation_link).toBeNull();
  });

  it("the owner's dashboard counts the overdue requests; the board lists them first", async () => {
    const { owner, company, unit } = await setup();
    const made = await create(owner.token, company.id, {
      fy: "2024-25",
      unit_id: unit.id,
      cells: [P6_CELL],
      assignee_email: owner.user.email,
      due_date: later(2),
    });
    const late = await create(owner.token, company.id, {
      fy: "2024-25",
      unit_id: unit.id,
      cells: [P6_CELL],
      assignee_email: owner.user.email,
      due_date: later(2),
    });
    const db = await getDb();
    await db
      .update(dataRequests)
      .set({ dueDate: later(-3) })
      .where(eq(dataRequests.id, late.body.requests[0].id));
    const dashboard = await call<any>(dashboardRoute, { token: owner.token, params: { companyId: company.id }, path: `/api/dashboard/${company.id}` });
    expect(dashboard.body.statistics.extras.overdue_requests).toBe(1);
    const board = await call<any>(boardRoute, { token: owner.token, params: { id: company.id }, path: `/api/companies/${company.id}/requests?fy=2024-25` });
    expect(board.body.map((r: any) => [r.id, r.state])).toEqual([
      [late.body.requests[0].id, "overdue"],
      [made.body.requests[0].id, "not_started"],
    ]);
  });
});
