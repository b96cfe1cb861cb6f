import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { getDb } from "@/db/client";
import { passwordResetTokens, users } from "@/db/schema";
import { createResetToken, hashResetToken } from "@/lib/auth/reset-tokens";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const GENERIC = "If the email exists, a password reset link has been sent.";
let n = 0;
const from = () => ({ "x-forwarded-for": `10.2.0.${n++ % 250}` });

function tokenOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe("http://localhost:3000");
  expect(url.pathname).toBe("/reset-password");
  return url.searchParams.get("token")!;
}

afterEach(() => {
  process.env.RESET_LINK_IN_RESPONSE = "true";
  vi.restoreAllMocks();
});

describe("POST /api/auth/forgot-password", () => {
  it("answers the same message for a known and an unknown email", async () => {
    const { user } = await createUser();
    const known = await call(forgot, { method: "POST", headers: from(), body: { email: user.email } });
    const unknown = await call(forgot, { method: "POST", headers: from(), body: { email: "nobody@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(GENERIC);
    expect(unknown.body).toEqual({ message: GENERIC });
    // RESET_LINK_IN_RESPONSE=true in the test settings: the opted-in deployment gets the link.
    expect(typeof known.body.reset_link).toBe("string");
  });

  it("stores only a hash of a 32-byte token that expires in an hour", async () => {
    const { user } = await createUser();
    const before = Date.now();
    const res = await call(forgot, { method: "POST", headers: from(), body: { email: `  ${user.email.toUpperCase()}` } });
    const token = tokenOf(res.body.reset_link);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it("keeps the link out of the answer unless the deployment opts in, and logs it without SMTP", async () => {
    process.env.RESET_LINK_IN_RESPONSE = "false";
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { user } = await createUser();
    const res = await call(forgot, { method: "POST", headers: from(), body: { email: user.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: GENERIC });
    // The mail goes out after the answer: wait for the line however long a busy machine takes (vi.waitFor's own limit is 1 s).
    await vi.waitFor(() => expect(log.mock.calls.flat().join(" ")).toMatch(/reset-password\?token=/), { timeout: 30_000 });
    expect(log.mock.calls.flat().join(" ")).toContain(user.email);
  });

  it("answers 422 for a malformed email", async () => {
    const res = await call(forgot, { method: "POST", headers: from(), body: { email: "nope" } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "email: Please enter a valid email address" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, spends the link and revokes every older session", async () => {
    const { user, token: oldSession, password: oldPassword } = await createUser();
    const link = (await call(forgot, { method: "POST", headers: from(), body: { email: user.email } })).body.reset_link;
    const token = tokenOf(link);
    expect((await call(me, { token: oldSession })).status).toBe(200);

    const res = await call(reset, { method: "POST", body: { token, new_password: "brand-new-pass" } });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe("string");

    expect((await call(me, { token: oldSession })).status).toBe(401);
    const oldLogin = await call(login, { method: "POST", headers: from(), body: { email: user.email, password: oldPassword } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(login, { method: "POST", headers: from(), body: { email: user.email, password: "brand-new-pass" } });
    expect(newLogin.status).toBe(200);
    expect((await call(me, { token: newLogin.body.access_token })).status).toBe(200);

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.tokenVersion).toBe(user.tokenVersion + 1);

    const again = await call(reset, { method: "POST", body: { token, new_password: "another-pass" } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: "This reset link has already been used" });
  });

  it("spends the user's other outstanding links too", async () => {
    const { user } = await createUser();
    const first = await createResetToken({ userId: user.id });
    const second = await createResetToken({ userId: user.id });
    expect((await call(reset, { method: "POST", body: { token: second, new_password: "new-pass-1" } })).status).toBe(200);
    const res = await call(reset, { method: "POST", body: { token: first, new_password: "new-pass-2" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "This reset link has already been used" });
  });

  it("answers 400 for an unknown token, whatever its length", async () => {
    for (const token of ["x".repeat(43), "y".repeat(300), "z"]) {
      const res = await call(reset, { method: "POST", body: { token, new_password: "secret1" } });
      expect(res.status, token.length.toString()).toBe(400);
      expect(res.body).toEqual({ detail: "Invalid or expired reset link" });
    }
  });

  it("answers 400 for a token older than an hour", async () => {
    const { user, password } = await createUser();
    const token = await createResetToken({ userId: user.id, now: new Date(Date.now() - 61 * 60 * 1000) });
    const res = await call(reset, { method: "POST", body: { token, new_password: "secret1" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: "This reset link has expired. Please request a new one." });
    const stillOld = await call(login, { method: "POST", headers: from(), body: { email: user.email, password } });
    expect(stillOld.status).toBe(200);
  });

  it("answers 422 for a short password and leaves the link usable", async () => {
    const { user } = await createUser();
    const token = await createResetToken({ userId: user.id });
    const short = await call(reset, { method: "POST", body: { token, new_password: "12345" } });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ detail: "new_password: Password must be at least 6 characters" });
    const missing = await call(reset, { method: "POST", body: { new_password: "secret1" } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: "token: Reset token is required" });
    expect((await call(reset, { method: "POST", body: { token, new_password: "123456" } })).status).toBe(200);
  });
});
