import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { GET as listInvitationsRoute, POST as inviteRoute } from "@/app/api/companies/[id]/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/companies/[id]/invitations/[invId]/route";
import { GET as getCompany } from "@/app/api/companies/[id]/route";
import { GET as listCompanies } from "@/app/api/companies/route";
import { GET as previewRoute } from "@/app/api/invitations/[token]/route";
import { POST as acceptRoute } from "@/app/api/invitations/[token]/accept/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { getDb } from "@/db/client";
import { auditLog, companyInvitations, companyMembers } from "@/db/schema";
import { hashInvitationToken } from "@/lib/companies/invitations";
import { assertAccessMatrix, type MatrixContext } from "../helpers/access-matrix";
import { addMember, createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

vi.setConfig({ testTimeout: 60_000 });

let logSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Without SMTP the link is logged for the operator; keep the test output quiet.
  logSpy = vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => logSpy.mockRestore());

async function setup() {
  const owner = await createUser({ subscribed: true, fullName: "Asha Owner" });
  const company = await createCompany(owner.user.id, { name: "Deccan Alloys" });
  return { owner, company };
}

const invite = (token: string, companyId: string, body: unknown) =>
  call(inviteRoute, { method: "POST", token, params: { id: companyId }, body, path: `/api/companies/${companyId}/invitations` });
const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;
const preview = (token: string) => call(previewRoute, { params: { token } });
const accept = (userToken: string | null, token: string) => call(acceptRoute, { method: "POST", token: userToken, params: { token } });

describe("POST /api/companies/{id}/invitations", () => {
  it("answers 201 with the invitation and its link; the DB keeps only the token's SHA-256; default expiry 7 days; audited", async () => {
    const { owner, company } = await setup();
    const before = Date.now();
    const res = await invite(owner.token, company.id, { email: "  Ravi@Example.com ", role: "editor" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: "ravi@example.com",
      role: "editor",
      access_until: null,
      invited_by: { id: owner.user.id, full_name: "Asha Owner" },
    });
    expect(res.body.link).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires - before).toBeGreaterThan(7 * 86_400_000 - 5_000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 5_000);
    const token = tokenOf(res.body.link);
    const db = await getDb();
    const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.id, res.body.id));
    expect(row.tokenHash).toBe(hashInvitationToken(token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The raw token is nowhere in the database: not in the invitations, not in the audit trail.
    const dump = await db.execute(
      sql`SELECT count(*)::int AS n FROM company_invitations i, audit_log a WHERE i.token_hash = ${token} OR a.new_value::text LIKE ${"%" + token + "%"} OR a.old_value::text LIKE ${"%" + token + "%"}`,
    );
    expect(JSON.stringify(dump)).toMatch(/"n":0/);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company_invitation"), eq(auditLog.entityId, res.body.id)));
    expect(audit.map((a) => [a.action, a.actorId, a.companyId])).toEqual([["invite", owner.user.id, company.id]]);
    expect(JSON.stringify(audit[0].newValue)).not.toContain(token);
    // Without SMTP the link goes to the server log.
    // The mail goes out after the answer: wait for the line however long a busy machine takes (vi.waitFor's own limit is 1 s).
    await vi.waitFor(() => expect(logSpy.mock.calls.flat().join(" ")).toContain(res.body.link), { timeout: 30_000 });
  });

  it("the link is on APP_URL when it is set, else the request's origin", async () => {
    const { owner, company } = await setup();
    const saved = process.env.APP_URL;
    try {
      process.env.APP_URL = "https://esg.example.in";
      const res = await invite(owner.token, company.id, { email: "a@example.com", role: "viewer" });
      expect(res.body.link).toMatch(/^https:\/\/esg\.example\.in\/invitations\//);
      delete process.env.APP_URL;
      const other = await call(inviteRoute, {
        method: "POST",
        token: owner.token,
        params: { id: company.id },
        body: { email: "b@example.com", role: "viewer" },
        path: "http://team.example.org:8080/api/x",
      });
      expect(other.body.link).toMatch(/^http:\/\/team\.example\.org:8080\/invitations\//);
    } finally {
      if (saved === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = saved;
    }
  });

  it.each([
    [{ role: "editor" }, "email: Email is required"],
    [{ email: "not-an-address", role: "editor" }, "email: Please enter a valid email address"],
    [{ email: "x@example.com", role: "boss" }, "role: Role must be one of"],
    [{ email: "x@example.com", role: "assurer" }, "access_until: An assurer needs an access-until date in the future"],
    [{ email: "x@example.com", role: "editor", expires_at: "2020-01-01T00:00:00Z" }, "expires_at must be in the future"],
    [{ email: "x@example.com", role: "editor", expires_at: new Date(Date.now() + 40 * 86_400_000).toISOString() }, "30 days at most"],
    [{ email: "x@example.com", role: "editor", expires_at: "next week" }, "expires_at must be a date"],
  ])("refuses %j with 422", async (body, detail) => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain(detail);
  });

  it("takes an assurer's access-until and an explicit expiry", async () => {
    const { owner, company } = await setup();
    const expires = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await invite(owner.token, company.id, { email: "audit@firm.in", role: "assurer", access_until: "2099-06-30", expires_at: expires });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "assurer", access_until: "2099-06-30T18:29:59.999Z", expires_at: expires });
    // A date for another role means nothing and is dropped.
    const editor = await invite(owner.token, company.id, { email: "ed@firm.in", role: "editor", access_until: "2099-06-30" });
    expect(editor.body.access_until).toBeNull();
  });

  it("an e-mail that is already a member is 409 (any case); an assurer whose access ended may be invited again", async () => {
    const { owner, company } = await setup();
    const editor = await addMember(company.id, "editor");
    const res = await invite(owner.token, company.id, { email: editor.user.email.toUpperCase(), role: "viewer" });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`${editor.user.email} is already a member of Deccan Alloys`);
    expect((await invite(owner.token, company.id, { email: owner.user.email, role: "viewer" })).status).toBe(409);
    const lapsed = await addMember(company.id, "assurer", { accessUntil: new Date(Date.now() - 60_000) });
    expect((await invite(owner.token, company.id, { email: lapsed.user.email, role: "assurer", access_until: "2099-01-01" })).status).toBe(201);
  });

  it("a second invitation for the same e-mail replaces the first: the old link stops working", async () => {
    const { owner, company } = await setup();
    const first = await invite(owner.token, company.id, { email: "ravi@example.com", role: "viewer" });
    const second = await invite(owner.token, company.id, { email: "RAVI@example.com", role: "editor" });
    expect(second.status).toBe(201);
    const list = await call(listInvitationsRoute, { token: owner.token, params: { id: company.id } });
    expect(list.body.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual([[second.body.id, "editor"]]);
    expect((await preview(tokenOf(first.body.link))).status).toBe(404);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company_invitation"), eq(auditLog.entityId, first.body.id)));
    expect(audit.map((a) => a.action)).toEqual(["invite", "revoke"]);
    expect(audit[1].oldValue).toMatchObject({ replaced: true, role: "viewer" });
  });
});

describe("the invitation e-mail", () => {
  it("is sent through SMTP when it is configured, with the link, company, role and inviter", async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    try {
      const { owner, company } = await setup();
      const res = await invite(owner.token, company.id, { email: "mail@example.com", role: "reviewer" });
      expect(res.status).toBe(201);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 30_000 });
      const text = received[0].raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(received[0].to).toEqual(["mail@example.com"]);
      expect(text).toContain("Subject: You are invited to Deccan Alloys on the ESG Platform");
      expect(text).toContain("Asha Owner has invited you to Deccan Alloys on the ESG Platform as Reviewer.");
      expect(text).toContain(res.body.link);
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("GET and DELETE /api/companies/{id}/invitations", () => {
  it("lists pending invitations only (not accepted, not expired), never a token; revoke is 204, audited, and kills the link", async () => {
    const { owner, company } = await setup();
    const ravi = await createUser({ email: "ravi@example.com" });
    const a = await invite(owner.token, company.id, { email: "ravi@example.com", role: "viewer" });
    const b = await invite(owner.token, company.id, { email: "meera@example.com", role: "reviewer" });
    const c = await invite(owner.token, company.id, { email: "old@example.com", role: "viewer" });
    const db = await getDb();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, c.body.id));
    expect((await accept(ravi.token, tokenOf(a.body.link))).status).toBe(200);
    const list = await call(listInvitationsRoute, { token: owner.token, params: { id: company.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((i: { id: string }) => i.id)).toEqual([b.body.id]);
    expect(Object.keys(list.body[0]).sort()).toEqual(["access_until", "created_at", "email", "expires_at", "id", "invited_by", "role"]);
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(b.body.link));

    const revoked = await call(revokeRoute, { method: "DELETE", token: owner.token, params: { id: company.id, invId: b.body.id } });
    expect(revoked.status).toBe(204);
    expect((await preview(tokenOf(b.body.link))).status).toBe(404);
    const meera = await createUser({ email: "meera@example.com" });
    expect((await accept(meera.token, tokenOf(b.body.link))).status).toBe(404);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company_invitation"), eq(auditLog.entityId, b.body.id)));
    expect(audit.map((x) => [x.action, x.actorId])).toEqual([
      ["invite", owner.user.id],
      ["revoke", owner.user.id],
    ]);
    // Gone, unknown, another company's, or already accepted.
    expect((await call(revokeRoute, { method: "DELETE", token: owner.token, params: { id: company.id, invId: b.body.id } })).status).toBe(404);
    expect((await call(revokeRoute, { method: "DELETE", token: owner.token, params: { id: company.id, invId: "nope" } })).status).toBe(404);
    const other = await setup();
    const theirs = await invite(other.owner.token, other.company.id, { email: "z@example.com", role: "viewer" });
    expect((await call(revokeRoute, { method: "DELETE", token: owner.token, params: { id: company.id, invId: theirs.body.id } })).status).toBe(404);
    expect((await call(revokeRoute, { method: "DELETE", token: owner.token, params: { id: company.id, invId: a.body.id } })).status).toBe(409);
  });
});

describe("GET /api/invitations/{token}", () => {
  it("shows anyone holding the link the company, role, inviter, masked e-mail and state", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "ravi.kumar@example.com", role: "reviewer" });
    const token = tokenOf(res.body.link);
    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      company_name: "Deccan Alloys",
      role: "reviewer",
      email: "r***@example.com",
      invited_by_name: "Asha Owner",
      expires_at: res.body.expires_at,
      access_until: null,
      status: "pending",
    });
    const db = await getDb();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, res.body.id));
    expect((await preview(token)).body.status).toBe("expired");
    await db.update(companyInvitations).set({ acceptedAt: new Date() }).where(eq(companyInvitations.id, res.body.id));
    expect((await preview(token)).body.status).toBe("accepted");
    const unknown = await preview("x".repeat(43));
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.detail).toBe("string");
  });
});

describe("POST /api/auth/signup with an invitation", () => {
  const signup = (body: unknown) => call(signupRoute, { method: "POST", body, path: "/api/auth/signup", headers: { Origin: "http://localhost:3000" } });

  it("creates the account for the invited address and company from a name and a password; the invitee then accepts", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "Meera.Iyer@Example.com", role: "editor" });
    const token = tokenOf(res.body.link);
    // An address sent by the client is not read: the invitation's is used.
    const made = await signup({ full_name: "Meera Iyer", password: "secret1", invitation_token: token, email: "other@example.com" });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ email: "meera.iyer@example.com", full_name: "Meera Iyer", company_name: "Deccan Alloys" });
    const ok = await accept(made.body.access_token, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ company_id: company.id, role: "editor" });
    // The public preview still masks the address.
    expect((await preview(token)).body.email).toBe("m***@example.com");
  });

  it("asks nothing more than a name and a password, and refuses a link that cannot be used any more", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "late@example.com", role: "viewer" });
    const token = tokenOf(res.body.link);
    const short = await signup({ full_name: "Late Comer", password: "123", invitation_token: token });
    expect(short.status).toBe(422);
    expect(short.body.detail).toMatch(/^password: /);
    const unknown = await signup({ full_name: "Late Comer", password: "secret1", invitation_token: "z".repeat(43) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatch(/^invitation_token: this invitation can no longer be used/);
    const db = await getDb();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, res.body.id));
    expect((await signup({ full_name: "Late Comer", password: "secret1", invitation_token: token })).status).toBe(422);
    // Without an invitation the signup is SPEC's: the e-mail and company name are required.
    const plain = await signup({ full_name: "Late Comer", password: "secret1" });
    expect(plain.status).toBe(422);
    expect(plain.body.detail).toMatch(/^email: Email is required/);
  });

  it("an address that already has an account is 409: log in to accept instead", async () => {
    const { owner, company } = await setup();
    await createUser({ email: "taken@example.com" });
    const res = await invite(owner.token, company.id, { email: "taken@example.com", role: "viewer" });
    const again = await signup({ full_name: "Taken", password: "secret1", invitation_token: tokenOf(res.body.link) });
    expect(again.status).toBe(409);
  });
});

describe("POST /api/invitations/{token}/accept", () => {
  it("makes the invitee a member with the role and access-until; audited; single use", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "audit@firm.in", role: "assurer", access_until: "2099-06-30" });
    const token = tokenOf(res.body.link);
    const assurer = await createUser({ email: "Audit@Firm.in", subscribed: false });
    expect((await call(getCompany, { token: assurer.token, params: { id: company.id } })).status).toBe(404);
    const ok = await accept(assurer.token, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ company_id: company.id, role: "assurer", access_until: "2099-06-30T18:29:59.999Z" });
    const db = await getDb();
    const [member] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, assurer.user.id)));
    expect(member).toMatchObject({ role: "assurer", addedBy: owner.user.id });
    expect(member.accessUntil?.toISOString()).toBe("2099-06-30T18:29:59.999Z");
    // The new member works in the company at once, with no subscription of their own.
    const seen = await call(getCompany, { token: assurer.token, params: { id: company.id } });
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe("assurer");
    expect((await call(listCompanies, { token: assurer.token })).body.map((c: { id: string; role: string }) => [c.id, c.role])).toEqual([
      [company.id, "assurer"],
    ]);
    const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.id, res.body.id));
    expect(row.acceptedBy).toBe(assurer.user.id);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, "accept")));
    expect(audit.map((a) => [a.entity, a.entityId, a.actorId])).toEqual([["company_invitation", res.body.id, assurer.user.id]]);
    const memberAudit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "company_member"), eq(auditLog.entityId, assurer.user.id)));
    expect(memberAudit.map((a) => a.action)).toEqual(["create"]);

    // Used: 409, also for the same user again; the preview says accepted.
    const again = await accept(assurer.token, token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("This invitation has already been used");
    expect((await preview(token)).body.status).toBe("accepted");
  });

  it("refuses another account (403 naming the masked address), an expired link (410), an unknown one (404), anonymous (401)", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "ravi.second@example.com", role: "editor" });
    const token = tokenOf(res.body.link);
    const wrong = await createUser({ email: "someone@else.com" });
    const refused = await accept(wrong.token, token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("This invitation is for r***@example.com. Log in with that account to accept it.");
    expect((await accept(null, token)).status).toBe(401);
    expect((await accept(wrong.token, "y".repeat(43))).status).toBe(404);

    const db = await getDb();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, res.body.id));
    const ravi = await createUser({ email: "ravi.second@example.com" });
    const expired = await accept(ravi.token, token);
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toMatch(/^This invitation expired on .+ Ask the owner of Deccan Alloys for a new one\.$/);
    expect((await call(getCompany, { token: ravi.token, params: { id: company.id } })).status).toBe(404);
  });

  it("a user who is already a member gets 409 and the invitation stays unused", async () => {
    const { owner, company } = await setup();
    const viewer = await addMember(company.id, "viewer");
    const db = await getDb();
    // An invitation written before they joined (the API refuses to invite a member).
    const [row] = await db
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email: viewer.user.email,
        role: "editor",
        tokenHash: hashInvitationToken("already-member-token"),
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedBy: owner.user.id,
      })
      .returning();
    const res = await accept(viewer.token, "already-member-token");
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("You are already a member of Deccan Alloys (as Viewer)");
    const [after] = await db.select().from(companyInvitations).where(eq(companyInvitations.id, row.id));
    expect(after.acceptedAt).toBeNull();
  });

  it("twenty simultaneous accepts of one link: one membership, one 200", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "race@example.com", role: "editor" });
    const racer = await createUser({ email: "race@example.com" });
    const results = await Promise.all(Array.from({ length: 20 }, () => accept(racer.token, tokenOf(res.body.link))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const db = await getDb();
    const accepts = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, "accept")));
    expect(accepts).toHaveLength(1);
  });
});

describe("access matrix", () => {
  const id = (ctx: MatrixContext) => ({ id: ctx.company.id });
  let n = 0;

  it("GET /api/companies/{id}/invitations", async () => {
    await assertAccessMatrix({ name: "GET invitations", handler: listInvitationsRoute as never, kind: "company", params: id, ok: 200 });
  });
  it("POST /api/companies/{id}/invitations", async () => {
    await assertAccessMatrix({
      name: "POST invitations",
      handler: inviteRoute as never,
      method: "POST",
      kind: "company",
      params: id,
      // A distinct address per row: the same one would replace the previous row's invitation.
      body: () => ({ email: `matrix-${++n}@example.com`, role: "editor" }),
      ok: 201,
    });
  });
  it("DELETE /api/companies/{id}/invitations/{invId}", async () => {
    await assertAccessMatrix({
      name: "DELETE invitation",
      handler: revokeRoute as never,
      method: "DELETE",
      kind: "company",
      params: async (ctx) => {
        const db = await getDb();
        const [row] = await db
          .insert(companyInvitations)
          .values({
            companyId: ctx.company.id,
            email: `revoke-${++n}@example.com`,
            role: "viewer",
            tokenHash: hashInvitationToken(`matrix-${n}`),
            expiresAt: new Date(Date.now() + 86_400_000),
          })
          .returning();
        return { id: ctx.company.id, invId: row.id };
      },
      ok: 204,
    });
  });
  it("POST /api/invitations/{token}/accept", async () => {
    // Each row gets a fresh invitation, in a company of its own, for the matrix owner's address: the admin is another account (403).
    await assertAccessMatrix({
      name: "accept invitation",
      handler: acceptRoute as never,
      method: "POST",
      kind: "user",
      params: async (ctx) => {
        const inviter = await createUser({ subscribed: true });
        const company = await createCompany(inviter.user.id);
        const token = `accept-matrix-${++n}`;
        const db = await getDb();
        await db.insert(companyInvitations).values({
          companyId: company.id,
          email: ctx.owner.user.email,
          role: "viewer",
          tokenHash: hashInvitationToken(token),
          expiresAt: new Date(Date.now() + 86_400_000),
        });
        return { token };
      },
      ok: 200,
      adminStatus: 403,
    });
  });
  it("GET /api/invitations/{token} is public", async () => {
    const { owner, company } = await setup();
    const res = await invite(owner.token, company.id, { email: "pub@example.com", role: "viewer" });
    const anonymous = await preview(tokenOf(res.body.link));
    expect(anonymous.status).toBe(200);
    const signedIn = await call(previewRoute, { token: (await createUser()).token, params: { token: tokenOf(res.body.link) } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
  });
});
