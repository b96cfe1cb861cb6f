import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { randomBytes } from "node:crypto";
import { companyInvitations, companyMembers, users, type Company } from "@/db/schema";
import { endpointAccess, roleAllows, type ApiEndpoint } from "@/lib/auth/access-table";
import { encode } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/tokens";
import { addMember, createCompany, createUser, type TestUser } from "./factories";
import { call } from "./http";

/** A caller whose credentials must count for nothing: no session, never a 500. */
export type BadCredential = { who: string; token?: string; cookie?: string; headers?: Record<string, string> };

/**
 * Credentials that must all read as "nobody": a forged bearer token, session cookies that are
 * malformed (a bad %-escape), truncated, oversized or under names this server does not read, Authorization
 * headers that are not a bearer token, a token sealed with another secret, and tokens of a
 * revoked version (the account still active: a password reset) by header and by cookie.
 */
export async function badCredentials(): Promise<BadCredential[]> {
  const name = sessionCookieName();
  const live = await createUser({ subscribed: true, admin: true });
  const revoked = await createUser({ subscribed: true, admin: true });
  const db = await getDb();
  await db
    .update(users)
    .set({ tokenVersion: revoked.user.tokenVersion + 1 })
    .where(eq(users.id, revoked.user.id));
  const foreign = await encode({
    token: { sub: revoked.user.id, ver: revoked.user.tokenVersion + 1 },
    secret: "not-the-server-secret-0123456789abcdef",
    salt: name,
  });
  return [
    { who: "forged bearer token", token: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.token.value" },
    { who: "malformed session cookie", cookie: `${name}=%E0%A4%A` },
    { who: "truncated session cookie", cookie: `${name}=${revoked.token.slice(0, 40)}` },
    { who: "truncated bearer token", token: revoked.token.slice(0, -10) },
    { who: "oversized session cookie", cookie: `${name}=${"A".repeat(16_000)}` },
    { who: "oversized bearer token", token: `${revoked.token}.${"A".repeat(16_000)}` },
    { who: "junk cookies around a bad one", cookie: `a=%%; ${name}=%ZZ; b` },
    // A live admin's token, but in cookies this server does not read.
    { who: "foreign cookie names", cookie: `__Secure-${name}=${live.token}; next-auth.session-token=${live.token}` },
    { who: "Basic Authorization header", headers: { authorization: "Basic YWRtaW46YWRtaW4=" } },
    { who: "empty Bearer header", headers: { authorization: "Bearer " } },
    { who: "Bearer header with spaces in the token", headers: { authorization: `Bearer ${revoked.token} ${revoked.token}` } },
    { who: "token sealed with another secret", token: foreign },
    { who: "revoked token version (bearer)", token: revoked.token },
    { who: "revoked token version (cookie)", cookie: `${name}=${revoked.token}` },
  ];
}

type Handler = Parameters<typeof call>[0];

export type MatrixContext = { owner: TestUser; company: Company; admin: TestUser };

export type MatrixSpec = {
  name: string;
  handler: Handler;
  method?: string;
  path?: string;
  /** company: inside a company (404 for others); entitled: needs a subscription; user: login only; admin: admins only. */
  kind: "company" | "entitled" | "user" | "admin";
  /** May create rows (an entry to delete, say): it runs once per row when perRow is set. */
  params?: (ctx: MatrixContext) => Record<string, string> | Promise<Record<string, string>>;
  body?: (ctx: MatrixContext) => unknown;
  /** Status the owner (or, for admin endpoints, the admin) gets. */
  ok: number;
  /** Status an admin gets on a company endpoint. Default: ok for reads, 404 for writes (admins may read every company). */
  adminStatus?: number;
  /** Builds fresh state per row, for endpoints that consume it (deletes). */
  perRow?: boolean;
  /** Status a member with this role gets where it is not `ok` for a listed role and 403 otherwise (a rule inside the handler). */
  roleStatus?: Partial<Record<"reviewer" | "editor" | "viewer" | "assurer" | "contributor", number>>;
};

export type MatrixRow = { who: string; status: number };

async function context(): Promise<MatrixContext> {
  const owner = await createUser({ subscribed: true });
  const admin = await createUser({ admin: true });
  const company = await createCompany(owner.user.id);
  return { owner, admin, company };
}

async function withGateway<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { id: process.env.RAZORPAY_KEY_ID, secret: process.env.RAZORPAY_KEY_SECRET };
  process.env.RAZORPAY_KEY_ID = "rzp_test_matrix";
  process.env.RAZORPAY_KEY_SECRET = "matrix_secret";
  try {
    return await fn();
  } finally {
    if (saved.id === undefined) delete process.env.RAZORPAY_KEY_ID;
    else process.env.RAZORPAY_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.RAZORPAY_KEY_SECRET;
    else process.env.RAZORPAY_KEY_SECRET = saved.secret;
  }
}

/**
 * Asserts who gets what from one endpoint: anonymous 401, forged token 401, malformed, truncated
 * and oversized cookies 401, a token sealed with another secret 401, blocked user 401 (blocking
 * revokes), a token of a revoked version 401 (a password reset revokes), unsubscribed user 402 with the gateway
 * on (outside a company). Inside a company: the owner whose subscription is still 'active' but past
 * its end date reads (`ok`) and is refused changes (402: read-only, decisions D20); another user, with
 * or without a subscription, 404; a reviewer, editor, viewer and assurer `ok` where the access table
 * lists their role and 403 where not (or `roleStatus`); an assurer past their date, a removed
 * member and an invitee who has not accepted 404. Non-admin 403 on admin endpoints, the owner `ok`,
 * the admin `adminStatus ?? ok`.
 * Returns the rows for a report.
 */
export async function assertAccessMatrix(spec: MatrixSpec): Promise<MatrixRow[]> {
  const rows: MatrixRow[] = [];
  let shared: MatrixContext | null = null;
  const fresh = async () => (spec.perRow || !shared ? (shared = await context()) : shared);

  // The token may depend on the row's own context (the owner of a fresh company, with perRow).
  const hit = async (who: string, token: string | null | ((ctx: MatrixContext) => string), expected: number, cookie?: string) => {
    const ctx = await fresh();
    if (typeof token === "function") token = token(ctx);
    const res = await call(spec.handler, {
      method: spec.method ?? "GET",
      path: spec.path ?? "/api/matrix",
      token,
      cookie,
      params: (await spec.params?.(ctx)) ?? {},
      body: spec.body?.(ctx),
    });
    rows.push({ who, status: res.status });
    expect(res.status, `${spec.name}: ${who} (${JSON.stringify(res.body)})`).toBe(expected);
    if (expected >= 400) expect(typeof res.body?.detail, `${spec.name}: ${who} has {detail}`).toBe("string");
    return res;
  };

  /** A caller made inside a fresh company (the row's own), then the request with that company's params. */
  const hitAs = async (who: string, makeToken: (ctx: MatrixContext) => Promise<string>, expected: number) => {
    const ctx = await context();
    const token = await makeToken(ctx);
    const res = await call(spec.handler, {
      method: spec.method ?? "GET",
      path: spec.path ?? "/api/matrix",
      token,
      params: (await spec.params?.(ctx)) ?? {},
      body: spec.body?.(ctx),
    });
    rows.push({ who, status: res.status });
    expect(res.status, `${spec.name}: ${who} (${JSON.stringify(res.body)})`).toBe(expected);
    if (expected >= 400) expect(typeof res.body?.detail, `${spec.name}: ${who} has {detail}`).toBe("string");
    return res;
  };

  await hit("anonymous", null, 401);
  await hit("forged token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.token.value", 401);
  // A session cookie with a bad %-escape, a truncated and an oversized one: not logged in, never a 500.
  await hit("malformed session cookie", null, 401, `${sessionCookieName()}=%E0%A4%A`);
  await hit("truncated session cookie", null, 401, `${sessionCookieName()}=eyJhbGciOiJkaXIi`);
  await hit("oversized session cookie", null, 401, `${sessionCookieName()}=${"A".repeat(16_000)}`);
  // Well-formed and naming a real admin, but sealed with a secret the server does not hold.
  const victim = await fresh();
  const foreign = await encode({
    token: { sub: victim.admin.user.id, ver: victim.admin.user.tokenVersion },
    secret: "not-the-server-secret-0123456789abcdef",
    salt: sessionCookieName(),
  });
  await hit("token signed with another secret", foreign, 401);

  const blocked = await createUser({ subscribed: true });
  const blockedToken = blocked.token;
  const db = await getDb();
  await db
    .update(users)
    .set({ isActive: false, tokenVersion: blocked.user.tokenVersion + 1 })
    .where(eq(users.id, blocked.user.id));
  await hit("blocked user", blockedToken, 401);
  // A password reset bumps the version and leaves the account active: the old token is dead too.
  const reset = await createUser({ subscribed: true, admin: spec.kind === "admin" });
  await db
    .update(users)
    .set({ tokenVersion: reset.user.tokenVersion + 1 })
    .where(eq(users.id, reset.user.id));
  await hit("revoked token version", reset.token, 401);

  if (spec.kind === "admin") {
    const plain = await createUser({ subscribed: true });
    await hit("non-admin user", plain.token, 403);
    await hit("admin", (ctx) => ctx.admin.token, spec.ok);
    return rows;
  }

  if (spec.kind === "entitled") {
    const unsubscribed = await createUser({ subscribed: false });
    await withGateway(() => hit("unsubscribed user (gateway on)", unsubscribed.token, 402));
  }

  if (spec.kind === "company") {
    const reads = ["GET", "HEAD"].includes(spec.method ?? "GET");
    // The company's owner whose subscription lapsed by date (still marked 'active', its end date
    // past; decisions D5): the company is read-only for everyone (decisions D20).
    const lapsed = await context();
    await db
      .update(users)
      .set({ subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, lapsed.owner.user.id));
    await withGateway(async () => {
      const res = await call(spec.handler, {
        method: spec.method ?? "GET",
        path: spec.path ?? "/api/matrix",
        token: lapsed.owner.token,
        params: (await spec.params?.(lapsed)) ?? {},
        body: spec.body?.(lapsed),
      });
      rows.push({ who: "owner whose subscription lapsed by date (gateway on)", status: res.status });
      const expected = reads ? spec.ok : 402;
      expect(res.status, `${spec.name}: lapsed owner (gateway on) (${JSON.stringify(res.body)})`).toBe(expected);
      if (expected >= 400) expect(typeof res.body?.detail, `${spec.name}: lapsed owner has {detail}`).toBe("string");
    });
    // A stranger, subscribed or not, learns nothing: 404.
    await hit("another user", (await createUser({ subscribed: true })).token, 404);
    await withGateway(async () => hit("another user without a subscription (gateway on)", (await createUser({ subscribed: false })).token, 404));

    // Every other role (decisions D20), each in a company of its own so one's write cannot spoil the next.
    // The handler's own endpoint's entry: the table is the one declaration route() enforces.
    const endpoint = (spec.handler as { endpoint?: ApiEndpoint }).endpoint;
    const listed = endpoint ? endpointAccess(endpoint) : null;
    const roles = listed && listed.level === "member" ? listed.roles : undefined;
    for (const role of ["reviewer", "editor", "viewer", "assurer", "contributor"] as const) {
      // A contributor reaches only routes that name the role; elsewhere 404, as a stranger.
      const refused = role === "contributor" ? 404 : 403;
      const expected = spec.roleStatus?.[role] ?? (roleAllows(roles, role) ? spec.ok : refused);
      await hitAs(`${role}`, async (ctx) => (await addMember(ctx.company.id, role)).token, expected);
    }
    // Members who are no longer, or not yet: 404 like a stranger.
    await hitAs(
      "assurer whose access ended",
      async (ctx) => (await addMember(ctx.company.id, "assurer", { accessUntil: new Date(Date.now() - 60_000) })).token,
      404,
    );
    await hitAs(
      "removed member",
      async (ctx) => {
        const gone = await addMember(ctx.company.id, "editor");
        await db.delete(companyMembers).where(eq(companyMembers.userId, gone.user.id));
        return gone.token;
      },
      404,
    );
    await hitAs(
      "invited, not yet accepted",
      async (ctx) => {
        const invitee = await createUser({ subscribed: true });
        await db.insert(companyInvitations).values({
          companyId: ctx.company.id,
          email: invitee.user.email,
          role: "editor",
          tokenHash: randomBytes(16).toString("hex"),
          expiresAt: new Date(Date.now() + 86_400_000),
        });
        return invitee.token;
      },
      404,
    );
  }

  await hit("owner", (ctx) => ctx.owner.token, spec.ok);
  // Admins may read every company, and change none but their own (decisions D3).
  const reads = spec.kind !== "company" || ["GET", "HEAD"].includes(spec.method ?? "GET");
  await hit("admin", (ctx) => ctx.admin.token, spec.adminStatus ?? (reads ? spec.ok : 404));
  return rows;
}
