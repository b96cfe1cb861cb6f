import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { users, type Company } from "@/db/schema";
import { encode } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/tokens";
import { createCompany, createUser, type TestUser } from "./factories";
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
 * on (inside a company: the owner whose subscription is still 'active' but past its end date),
 * another user 404 inside a company, non-admin 403 on admin endpoints, the owner `ok`, the admin
 * `adminStatus ?? ok`.
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

  if (spec.kind !== "user") {
    if (spec.kind === "company") {
      // The company's own owner whose subscription lapsed by date: still marked 'active', but its
      // end date has passed (DECISIONS 5). The gate answers before ownership.
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
        expect(res.status, `${spec.name}: lapsed owner (gateway on) (${JSON.stringify(res.body)})`).toBe(402);
        expect(typeof res.body?.detail, `${spec.name}: lapsed owner has {detail}`).toBe("string");
      });
    } else {
      const unsubscribed = await createUser({ subscribed: false });
      await withGateway(() => hit("unsubscribed user (gateway on)", unsubscribed.token, 402));
    }
  }

  if (spec.kind === "company") {
    const other = await createUser({ subscribed: true });
    await hit("another user", other.token, 404);
  }

  await hit("owner", (ctx) => ctx.owner.token, spec.ok);
  // Admins may read every company, and change none but their own (DECISIONS 3).
  const reads = spec.kind !== "company" || ["GET", "HEAD"].includes(spec.method ?? "GET");
  await hit("admin", (ctx) => ctx.admin.token, spec.adminStatus ?? (reads ? spec.ok : 404));
  return rows;
}
