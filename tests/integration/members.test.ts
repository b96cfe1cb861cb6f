import { and, eq } from "drizzle-orm";
import { GET as listMembersRoute } from "@/app/api/companies/[id]/members/route";
import { DELETE as removeMemberRoute, PATCH as patchMemberRoute } from "@/app/api/companies/[id]/members/[userId]/route";
import { GET as getCompany } from "@/app/api/companies/[id]/route";
import { GET as listCompanies } from "@/app/api/companies/route";
import { getDb } from "@/db/client";
import { auditLog, companyMembers } from "@/db/schema";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
  const company = await createCompany(owner.user.id, { name: "Deccan Alloys" });
  return { owner, company };
}

const patch = (token: string, companyId: string, userId: string, body: unknown) =>
  call(patchMemberRoute, { method: "PATCH", token, params: { id: companyId, userId }, body });
const remove = (token: string, companyId: string, userId: string) => call(removeMemberRoute, { method: "DELETE", token, params: { id: companyId, userId } });

async function auditOf(companyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, "company_member")))
    .orderBy(auditLog.id);
}

describe("GET /api/companies/{id}/members", () => {
  it("lists every member with name, e-mail, role, access-until and which row is the caller's", async () => {
    const { owner, company } = await setup();
    const until = new Date(Date.now() + 10 * 86_400_000);
    const editor = await addMember(company.id, "editor", { fullName: "Ravi Editor" });
    const assurer = await addMember(company.id, "assurer", { fullName: "Meera Assurer", accessUntil: until });
    const res = await call(listMembersRoute, { token: editor.token, params: { id: company.id } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({
      user_id: owner.user.id,
      full_name: "Asha Owner",
      email: owner.user.email,
      role: "owner",
      access_until: null,
      is_you: false,
    });
    const byId = Object.fromEntries(res.body.map((m: { user_id: string }) => [m.user_id, m]));
    expect(byId[editor.user.id]).toMatchObject({ role: "editor", is_you: true, full_name: "Ravi Editor" });
    expect(byId[assurer.user.id]).toMatchObject({ role: "assurer", access_until: until.toISOString(), is_you: false });
    expect(new Date(byId[editor.user.id].created_at).toISOString()).toBe(byId[editor.user.id].created_at);
  });

  it("is 404 to a stranger", async () => {
    const { company } = await setup();
    const stranger = await createUser({ subscribed: true });
    expect((await call(listMembersRoute, { token: stranger.token, params: { id: company.id } })).status).toBe(404);
  });
});

describe("PATCH /api/companies/{id}/members/{userId}", () => {
  it("changes a role, audited, and the member's very next request has the new role", async () => {
    const { owner, company } = await setup();
    const viewer = await addMember(company.id, "viewer");
    expect((await call(getCompany, { token: viewer.token, params: { id: company.id } })).body.role).toBe("viewer");
    const res = await patch(owner.token, company.id, viewer.user.id, { role: "editor" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: viewer.user.id, role: "editor", access_until: null, is_you: false });
    expect((await call(getCompany, { token: viewer.token, params: { id: company.id } })).body.role).toBe("editor");
    const audit = await auditOf(company.id);
    expect(audit.map((a) => [a.action, a.entityId, a.actorId])).toEqual([["update", viewer.user.id, owner.user.id]]);
    expect(audit[0].oldValue).toMatchObject({ role: "viewer", email: viewer.user.email });
    expect(audit[0].newValue).toMatchObject({ role: "editor" });
  });

  it("an assurer needs an access-until date in the future; other roles drop the date", async () => {
    const { owner, company } = await setup();
    const member = await addMember(company.id, "viewer");
    const missing = await patch(owner.token, company.id, member.user.id, { role: "assurer" });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/access_until: An assurer needs an access-until date in the future/);
    const past = await patch(owner.token, company.id, member.user.id, { role: "assurer", access_until: "2020-01-01" });
    expect(past.status).toBe(422);
    const junk = await patch(owner.token, company.id, member.user.id, { role: "assurer", access_until: "tomorrow" });
    expect(junk.status).toBe(422);
    expect(junk.body.detail).toMatch(/access_until/);
    const until = inAMonth();
    const ok = await patch(owner.token, company.id, member.user.id, { role: "assurer", access_until: until });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ role: "assurer", access_until: until });
    // A calendar day lasts to its end in India.
    const day = await patch(owner.token, company.id, member.user.id, { role: "assurer", access_until: "2099-03-31" });
    expect(day.body.access_until).toBe("2099-03-31T18:29:59.999Z");
    const back = await patch(owner.token, company.id, member.user.id, { role: "viewer", access_until: until });
    expect(back.body).toMatchObject({ role: "viewer", access_until: null });
  });

  it("refuses an unknown role (422) and an unknown member (404)", async () => {
    const { owner, company } = await setup();
    const member = await addMember(company.id, "viewer");
    expect((await patch(owner.token, company.id, member.user.id, { role: "boss" })).status).toBe(422);
    const stranger = await createUser();
    const unknown = await patch(owner.token, company.id, stranger.user.id, { role: "editor" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Member not found");
    expect((await patch(owner.token, company.id, "not-a-uuid", { role: "editor" })).status).toBe(404);
  });

  it("cannot demote the last owner (409); with a second owner it can", async () => {
    const { owner, company } = await setup();
    const alone = await patch(owner.token, company.id, owner.user.id, { role: "editor" });
    expect(alone.status).toBe(409);
    expect(alone.body.detail).toMatch(/at least one owner/);
    const second = await addMember(company.id, "editor");
    expect((await patch(owner.token, company.id, second.user.id, { role: "owner" })).status).toBe(200);
    expect((await patch(owner.token, company.id, owner.user.id, { role: "viewer" })).status).toBe(200);
    // The demoted owner's next request is a viewer's: no more member changes.
    expect((await patch(owner.token, company.id, second.user.id, { role: "editor" })).status).toBe(403);
    // And the remaining owner is now the last one.
    expect((await patch(second.token, company.id, second.user.id, { role: "editor" })).status).toBe(409);
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const { owner, company } = await setup();
    const second = await addMember(company.id, "owner");
    const results = await Promise.all([
      patch(owner.token, company.id, second.user.id, { role: "editor" }),
      patch(second.token, company.id, owner.user.id, { role: "editor" }),
    ]);
    const db = await getDb();
    const owners = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, "owner")));
    expect(owners).toHaveLength(1);
    // The loser finds itself the last owner (409), or no longer an owner at all (403).
    expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe("DELETE /api/companies/{id}/members/{userId}", () => {
  it("removes a member (204, audited); their very next request is 404 and the company leaves their list", async () => {
    const { owner, company } = await setup();
    const editor = await addMember(company.id, "editor");
    expect((await call(getCompany, { token: editor.token, params: { id: company.id } })).status).toBe(200);
    expect((await call(listCompanies, { token: editor.token })).body.map((c: { id: string }) => c.id)).toEqual([company.id]);
    const res = await remove(owner.token, company.id, editor.user.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await call(getCompany, { token: editor.token, params: { id: company.id } })).status).toBe(404);
    expect((await call(listMembersRoute, { token: editor.token, params: { id: company.id } })).status).toBe(404);
    expect((await call(listCompanies, { token: editor.token })).body).toEqual([]);
    const audit = await auditOf(company.id);
    expect(audit.map((a) => [a.action, a.entityId, a.actorId, a.newValue])).toEqual([["delete", editor.user.id, owner.user.id, null]]);
    expect(audit[0].oldValue).toMatchObject({ role: "editor", user_id: editor.user.id });
    expect((await remove(owner.token, company.id, editor.user.id)).status).toBe(404);
  });

  it("cannot remove the last owner (409), can remove an owner when another remains", async () => {
    const { owner, company } = await setup();
    const res = await remove(owner.token, company.id, owner.user.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/at least one owner/);
    const second = await addMember(company.id, "owner");
    expect((await remove(second.token, company.id, owner.user.id)).status).toBe(204);
    expect((await call(getCompany, { token: owner.token, params: { id: company.id } })).status).toBe(404);
    expect((await remove(second.token, company.id, second.user.id)).status).toBe(409);
  });

  it("non-owners cannot remove anyone (403 naming their role)", async () => {
    const { owner, company } = await setup();
    const reviewer = await addMember(company.id, "reviewer");
    const res = await remove(reviewer.token, company.id, owner.user.id);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Your role in Deccan Alloys is Reviewer, which cannot do this");
  });
});

describe("access matrix", () => {
  const id = (ctx: MatrixContext) => ({ id: ctx.company.id });
  /** A fresh member to change or remove, in the row's company. */
  const withMember = async (ctx: MatrixContext) => ({ id: ctx.company.id, userId: (await addMember(ctx.company.id, "viewer")).user.id });

  it("GET /api/companies/{id}/members", async () => {
    await assertAccessMatrix({ name: "GET members", handler: listMembersRoute as never, kind: "company", params: id, ok: 200 });
  });
  it("PATCH /api/companies/{id}/members/{userId}", async () => {
    await assertAccessMatrix({
      name: "PATCH member",
      handler: patchMemberRoute as never,
      method: "PATCH",
      kind: "company",
      params: withMember,
      body: () => ({ role: "editor" }),
      ok: 200,
    });
  });
  it("DELETE /api/companies/{id}/members/{userId}", async () => {
    await assertAccessMatrix({ name: "DELETE member", handler: removeMemberRoute as never, method: "DELETE", kind: "company", params: withMember, ok: 204 });
  });
});
