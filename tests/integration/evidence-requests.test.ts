import { and, asc, eq } from "drizzle-orm";
import { GET as LIST, POST as RAISE } from "@/app/api/esg-data/[id]/evidence-requests/route";
import { PATCH } from "@/app/api/evidence-requests/[requestId]/route";
import { POST as COMMENT } from "@/app/api/evidence-requests/[requestId]/comments/route";
import { GET as COMPANY_LIST } from "@/app/api/companies/[id]/evidence-requests/route";
import { getDb } from "@/db/client";
import { auditLog, fiscalYearLocks } from "@/db/schema";
import { createEntry } from "@/lib/esg-data/service";
import { addMember, createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
  const company = await createCompany(owner.user.id);
  const entry = await createEntry({ companyId: company.id, actorId: owner.user.id, data: entryBody(company.id, { period: "FY 2024-25" }) });
  const assurer = await addMember(company.id, "assurer", { fullName: "Ravi Assurer", accessUntil: new Date(Date.now() + 30 * 86_400_000) });
  const editor = await addMember(company.id, "editor", { fullName: "Meera Editor" });
  return { owner, company, entry, assurer, editor };
}

const raise = (token: string, entryId: string, comment: unknown) => call(RAISE, { method: "POST", token, params: { id: entryId }, body: { comment } });
const comment = (token: string, requestId: string, body: unknown) => call(COMMENT, { method: "POST", token, params: { requestId }, body: { body } });
const setStatus = (token: string, requestId: string, status: unknown) => call(PATCH, { method: "PATCH", token, params: { requestId }, body: { status } });

describe("evidence requests", () => {
  it("lets an assurer raise a request on a figure, an editor answer, and the assurer close and reopen it; all audited", async () => {
    const { company, entry, assurer, editor } = await setup();
    const raised = await raise(assurer.token, entry.id, "  Please attach the electricity bills for Q4  ");
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({
      entry_id: entry.id,
      status: "open",
      raised_by: { id: assurer.user.id, full_name: "Ravi Assurer", email: assurer.user.email },
      closed_by: null,
      closed_at: null,
    });
    expect(raised.body.comments).toHaveLength(1);
    expect(raised.body.comments[0]).toMatchObject({ body: "Please attach the electricity bills for Q4", author: { id: assurer.user.id } });

    const reply = await comment(editor.token, raised.body.id, "Uploaded January to March.");
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      request_id: raised.body.id,
      body: "Uploaded January to March.",
      author: { id: editor.user.id, full_name: "Meera Editor" },
    });

    const listed = await call(LIST, { token: editor.token, params: { id: entry.id } });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].comments.map((c: { body: string }) => c.body)).toEqual(["Please attach the electricity bills for Q4", "Uploaded January to March."]);

    const closed = await setStatus(assurer.token, raised.body.id, "closed");
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "closed", closed_by: { id: assurer.user.id } });
    expect(closed.body.closed_at).not.toBeNull();
    expect(closed.body.comments).toHaveLength(2);
    // Closing a closed request changes nothing (and writes no audit row).
    expect((await setStatus(assurer.token, raised.body.id, "closed")).body.status).toBe("closed");
    const reopened = await setStatus(assurer.token, raised.body.id, "open");
    expect(reopened.body).toMatchObject({ status: "open", closed_by: null, closed_at: null });

    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id)))
      .orderBy(asc(auditLog.id));
    const trail = audit.filter((a) => a.entity.startsWith("evidence_request")).map((a) => [a.entity, a.action, a.actorId]);
    expect(trail).toEqual([
      ["evidence_request", "create", assurer.user.id],
      ["evidence_request_comment", "create", editor.user.id],
      ["evidence_request", "update", assurer.user.id],
      ["evidence_request", "update", assurer.user.id],
    ]);
    const statusRows = audit.filter((a) => a.entity === "evidence_request" && a.action === "update");
    expect(statusRows.map((a) => [a.oldValue, a.newValue])).toEqual([
      [{ status: "open" }, { status: "closed" }],
      [{ status: "closed" }, { status: "open" }],
    ]);
  });

  it("lists a company's requests by status with the figure's metric and period and the thread's length", async () => {
    const { owner, company, entry, assurer, editor } = await setup();
    const other = await createEntry({
      companyId: company.id,
      actorId: owner.user.id,
      data: entryBody(company.id, { metric: "Total energy consumption", unit: "GJ", period: "FY 2024-25" }),
    });
    const first = await raise(assurer.token, entry.id, "Bills please");
    await comment(editor.token, first.body.id, "Done");
    const second = await raise(owner.token, other.id, "Meter readings");
    await setStatus(owner.token, second.body.id, "closed");

    const open = await call(COMPANY_LIST, { token: editor.token, params: { id: company.id } });
    expect(open.status).toBe(200);
    expect(open.body).toHaveLength(1);
    expect(open.body[0]).toMatchObject({
      id: first.body.id,
      status: "open",
      entry: { id: entry.id, metric: "Scope 1 emissions", period: "FY 2024-25", framework: "BRSR" },
      comment_count: 2,
    });
    expect(open.body[0].last_comment_at).not.toBeNull();
    expect(open.body[0].comments).toBeUndefined();

    const closed = await call(COMPANY_LIST, {
      token: editor.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/evidence-requests?status=closed`,
    });
    expect(closed.body.map((r: { id: string }) => r.id)).toEqual([second.body.id]);
    expect(closed.body[0]).toMatchObject({ entry: { metric: "Total energy consumption" }, comment_count: 1, closed_by: { id: owner.user.id } });

    const all = await call(COMPANY_LIST, {
      token: editor.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/evidence-requests?status=all`,
    });
    expect(all.body.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);

    const bad = await call(COMPANY_LIST, {
      token: editor.token,
      params: { id: company.id },
      path: `/api/companies/${company.id}/evidence-requests?status=pending`,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/status/);
  });

  it("refuses an empty or over-long comment (422) and a status other than open/closed", async () => {
    const { entry, assurer } = await setup();
    expect((await raise(assurer.token, entry.id, "   ")).status).toBe(422);
    expect((await raise(assurer.token, entry.id, "x".repeat(4001))).status).toBe(422);
    expect((await raise(assurer.token, entry.id, 42)).status).toBe(422);
    const raised = await raise(assurer.token, entry.id, "Bills");
    expect((await comment(assurer.token, raised.body.id, "")).status).toBe(422);
    const bad = await setStatus(assurer.token, raised.body.id, "resolved");
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/status/);
  });

  it("keeps role rules: editors comment but neither raise nor close; viewers only read", async () => {
    const { company, entry, assurer, editor } = await setup();
    const viewer = await addMember(company.id, "viewer");
    const reviewer = await addMember(company.id, "reviewer");
    expect((await raise(editor.token, entry.id, "x")).status).toBe(403);
    expect((await raise(viewer.token, entry.id, "x")).status).toBe(403);
    const raised = await raise(reviewer.token, entry.id, "Reviewer asks");
    expect(raised.status).toBe(201);
    expect((await setStatus(editor.token, raised.body.id, "closed")).status).toBe(403);
    expect((await comment(viewer.token, raised.body.id, "hi")).status).toBe(403);
    expect((await comment(assurer.token, raised.body.id, "Agree")).status).toBe(201);
    expect((await call(LIST, { token: viewer.token, params: { id: entry.id } })).status).toBe(200);
  });

  it("still works in a locked year: assurers discuss closed years", async () => {
    const { owner, company, entry, assurer, editor } = await setup();
    await (await getDb()).insert(fiscalYearLocks).values({ companyId: company.id, fyEndYear: 2025, reason: "Filed", lockedBy: owner.user.id });
    const raised = await raise(assurer.token, entry.id, "Bills");
    expect(raised.status).toBe(201);
    expect((await comment(editor.token, raised.body.id, "Attached before the lock")).status).toBe(201);
    expect((await setStatus(assurer.token, raised.body.id, "closed")).status).toBe(200);
  });

  it("answers 404 for requests and entries of other companies, and for malformed ids", async () => {
    const { entry, assurer } = await setup();
    const raised = await raise(assurer.token, entry.id, "Bills");
    const stranger = await createUser({ subscribed: true });
    expect((await raise(stranger.token, entry.id, "x")).status).toBe(404);
    expect((await comment(stranger.token, raised.body.id, "x")).status).toBe(404);
    expect((await setStatus(stranger.token, raised.body.id, "closed")).status).toBe(404);
    expect((await call(LIST, { token: stranger.token, params: { id: entry.id } })).status).toBe(404);
    expect((await comment(assurer.token, "nope", "x")).status).toBe(404);
    expect((await setStatus(assurer.token, "00000000-0000-4000-8000-000000000000", "open")).status).toBe(404);
  });
});
