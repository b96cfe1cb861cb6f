import { randomBytes, scryptSync } from "node:crypto";
import bcrypt from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/auth/admin-login/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { getDb } from "@/db/client";
import { seed } from "@/db/seed";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/users/password";
import { readToken, sessionCookieName } from "@/lib/auth/tokens";
import { assertAccessMatrix } from "../helpers/access-matrix";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const USER_KEYS = ["company_name", "email", "full_name", "id", "is_active", "is_admin", "subscription_plan", "subscription_status"];

let n = 0;
const uniqueEmail = () => `person-${Date.now()}-${n++}@example.com`;
// Each test its own client address, so the failed-login counters of one never reach another.
const from = () => ({ "x-forwarded-for": `10.1.0.${n++ % 250}` });

function sessionCookie(headers: Headers): string {
  const cookie = headers.get("set-cookie");
  expect(cookie, "Set-Cookie header").toBeTruthy();
  return cookie!;
}

async function block(userId: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

describe("POST /api/auth/signup", () => {
  it("creates the account, answers 201 {access_token, user} and sets the session cookie", async () => {
    const email = uniqueEmail();
    const res = await call(signup, {
      method: "POST",
      path: "/api/auth/signup",
      body: { email: `  ${email.toUpperCase()} `, password: "secret1", full_name: " Priya Sharma ", company_name: "Acme Consulting" },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "user"]);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      email,
      full_name: "Priya Sharma",
      company_name: "Acme Consulting",
      is_admin: false,
      is_active: true,
      subscription_status: "inactive",
      subscription_plan: null,
    });
    const cookie = sessionCookie(res.headers);
    expect(cookie).toContain(`authjs.session-token=${res.body.access_token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row.email).toBe(email);
    expect(row.passwordHash).not.toContain("secret1");
    expect(await verifyPassword("secret1", row.passwordHash)).toBe(true);
    expect(await readToken(res.body.access_token)).toEqual({ sub: row.id, ver: row.tokenVersion });

    const who = await call(me, { path: "/api/auth/me", token: res.body.access_token });
    expect(who.status).toBe(200);
    expect(who.body).toEqual(res.body.user);
  });

  it("answers 409 for an email that is taken, whatever its case", async () => {
    const email = uniqueEmail();
    const body = { email, password: "secret1", full_name: "A", company_name: "B" };
    expect((await call(signup, { method: "POST", body })).status).toBe(201);
    const again = await call(signup, { method: "POST", body: { ...body, email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "An account with this email already exists" });
    const db = await getDb();
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ password: "secret1", full_name: "A", company_name: "B" }, "email: Email is required"],
    [{ email: "not-an-email", password: "secret1", full_name: "A", company_name: "B" }, "email: Please enter a valid email address"],
    [{ email: "a@example.com", password: "12345", full_name: "A", company_name: "B" }, "password: Password must be at least 6 characters"],
    [{ email: "a@example.com", full_name: "A", company_name: "B" }, "password: Password is required"],
    [{ email: "a@example.com", password: "secret1", full_name: "  ", company_name: "B" }, "full_name: Full name is required"],
    [{ email: "a@example.com", password: "secret1", full_name: "A" }, "company_name: Company name is required"],
  ])("answers 422 naming the field for %j", async (body, detail) => {
    const res = await call(signup, { method: "POST", body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call(signup, { method: "POST", rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("refuses a signup posted from another site's page", async () => {
    const res = await call(signup, {
      method: "POST",
      body: { email: uniqueEmail(), password: "secret1", full_name: "A", company_name: "B" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Cross-site request refused" });
  });
});

describe("POST /api/auth/login", () => {
  it("answers {access_token, user} with the cookie, whatever the email's case", async () => {
    const { user, password } = await createUser({ email: uniqueEmail() });
    const res = await call(login, { method: "POST", headers: from(), body: { email: user.email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "user"]);
    expect(res.body.user.id).toBe(user.id);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(sessionCookie(res.headers)).toContain(`=${res.body.access_token}`);
    // The cookie alone authenticates (that is what proxy.ts reads).
    const who = await call(me, { cookie: `authjs.session-token=${res.body.access_token}` });
    expect(who.status).toBe(200);
    expect(who.body.id).toBe(user.id);
  });

  it("gives one answer for an unknown email and a wrong password", async () => {
    const { user } = await createUser({ email: uniqueEmail() });
    const wrong = await call(login, { method: "POST", headers: from(), body: { email: user.email, password: "not-the-password" } });
    const unknown = await call(login, { method: "POST", headers: from(), body: { email: uniqueEmail(), password: "whatever1" } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: "Invalid email or password" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 403 for a blocked account with the right password, 401 with a wrong one", async () => {
    const { user, password } = await createUser({ email: uniqueEmail(), active: false });
    const res = await call(login, { method: "POST", headers: from(), body: { email: user.email, password } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Your account has been blocked" });
    const wrong = await call(login, { method: "POST", headers: from(), body: { email: user.email, password: "nope-nope" } });
    expect(wrong.status).toBe(401);
  });

  it("accepts a bcrypt or scrypt hash from before and stores Argon2id in its place at that login", async () => {
    const scryptOld = (password: string) => {
      const salt = randomBytes(16);
      const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
      return ["scrypt", 14, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    };
    const db = await getDb();
    for (const old of [(p: string) => bcrypt.hashSync(p, 4), scryptOld]) {
      const { user, password } = await createUser({ email: uniqueEmail() });
      await db
        .update(users)
        .set({ passwordHash: old(password) })
        .where(eq(users.id, user.id));
      const wrong = await call(login, { method: "POST", headers: from(), body: { email: user.email, password: "not-it-1" } });
      expect(wrong.status).toBe(401);
      const [kept] = await db.select().from(users).where(eq(users.id, user.id));
      expect(kept.passwordHash).not.toMatch(/^\$argon2id\$/);
      const res = await call(login, { method: "POST", headers: from(), body: { email: user.email, password } });
      expect(res.status).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await verifyPassword(password, row.passwordHash)).toBe(true);
      expect((await call(login, { method: "POST", headers: from(), body: { email: user.email, password } })).status).toBe(200);
    }
  });

  it("answers 422 without an email or a password", async () => {
    const res = await call(login, { method: "POST", headers: from(), body: { email: "a@example.com" } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "password: Password is required" });
  });
});

describe("GET /api/auth/me", () => {
  it("answers the user for a bearer token and 401 without one", async () => {
    const { user, token } = await createUser({ subscribed: true, plan: "yearly" });
    const res = await call(me, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      is_admin: false,
      company_name: user.companyName,
      subscription_status: "active",
      subscription_plan: "yearly",
      is_active: true,
    });
    const anonymous = await call(me, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: "Not authenticated" });
  });

  it("refuses a token issued before the account was blocked, saying it was blocked", async () => {
    const { user, token } = await createUser();
    expect((await call(me, { token })).status).toBe(200);
    await block(user.id);
    const res = await call(me, { token });
    expect(res.status).toBe(401);
    // The browser shows this on the next page: not a bare "Not authenticated".
    expect(res.body).toEqual({ detail: "Your account has been blocked" });
    // Unblocking does not bring the old token back: its version is spent.
    const db = await getDb();
    await db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    const after = await call(me, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: "Not authenticated" });
  });

  it("says 'blocked' only to a genuine token: a forged one naming the blocked account is just not authenticated", async () => {
    const { user } = await createUser();
    await block(user.id);
    const forged = await encode({
      token: { sub: user.id, ver: user.tokenVersion + 1 },
      secret: "not-the-server-secret-0123456789abcdef",
      salt: sessionCookieName(),
    });
    const res = await call(me, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Not authenticated" });
  });

  it("passes the access matrix (kind user)", async () => {
    const rows = await assertAccessMatrix({ name: "GET /api/auth/me", handler: me, path: "/api/auth/me", kind: "user", ok: 200 });
    expect(rows.map((r) => `${r.who}: ${r.status}`)).toEqual([
      "anonymous: 401",
      "forged token: 401",
      "malformed session cookie: 401",
      "truncated session cookie: 401",
      "oversized session cookie: 401",
      "token signed with another secret: 401",
      "blocked user: 401",
      "revoked token version: 401",
      "owner: 200",
      "admin: 200",
    ]);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the session cookie", async () => {
    const { token } = await createUser();
    const res = await call(logout, { method: "POST", token });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res.headers);
    expect(cookie).toMatch(/^authjs\.session-token=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    expect(cookie).toMatch(/HttpOnly/);
  });
});

describe("POST /api/auth/admin-login", () => {
  it("answers 403 while ADMIN_AUTOLOGIN is off", async () => {
    await seed({ demo: false });
    delete process.env.ADMIN_AUTOLOGIN;
    const res = await call(adminLogin, { method: "POST" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Automatic admin login is disabled on this server" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("signs in the seeded admin when ADMIN_AUTOLOGIN=true", async () => {
    await seed({ demo: false });
    process.env.ADMIN_AUTOLOGIN = "true";
    try {
      const res = await call(adminLogin, { method: "POST" });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: "admin@esgplatform.local", is_admin: true, is_active: true });
      expect(sessionCookie(res.headers)).toContain(`=${res.body.access_token}`);
      expect((await call(me, { token: res.body.access_token })).body.is_admin).toBe(true);
    } finally {
      delete process.env.ADMIN_AUTOLOGIN;
    }
  });

  it("answers 403 when no administrator is configured", async () => {
    process.env.ADMIN_AUTOLOGIN = "true";
    const saved = process.env.ADMIN_EMAIL;
    process.env.ADMIN_EMAIL = "nobody-here@esgplatform.local";
    try {
      const res = await call(adminLogin, { method: "POST" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: "No administrator account is configured" });
    } finally {
      process.env.ADMIN_EMAIL = saved;
      delete process.env.ADMIN_AUTOLOGIN;
    }
  });

  it("does not make an ordinary user with the admin email an admin", async () => {
    process.env.ADMIN_AUTOLOGIN = "true";
    const saved = process.env.ADMIN_EMAIL;
    const email = uniqueEmail();
    await createUser({ email });
    process.env.ADMIN_EMAIL = email;
    try {
      const res = await call(adminLogin, { method: "POST" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: "No administrator account is configured" });
    } finally {
      process.env.ADMIN_EMAIL = saved;
      delete process.env.ADMIN_AUTOLOGIN;
    }
  });
});
