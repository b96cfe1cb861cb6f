import { like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/auth/rate-limit";
import { createUser } from "../helpers/factories";
import { call, type CallResult } from "../helpers/http";

// Every attempt runs a real bcrypt check (dozens per test): slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let n = 0;
const address = () => `10.3.${Math.floor(n / 250)}.${n++ % 250}`;

const attempt = (email: string, password: string, ip: string) =>
  call(login, { method: "POST", path: "/api/auth/login", headers: { "x-forwarded-for": ip }, body: { email, password } });

function expectLimited(res: CallResult, detail: RegExp, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.detail).toMatch(detail);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe("failed-login limit per email", () => {
  it("answers 429 with Retry-After after five failures, even for the right password", async () => {
    const { user, password } = await createUser();
    const limit = RATE_LIMITS.loginEmail.points;
    for (let i = 0; i < limit; i++) {
      // A different address each time: only the per-email counter can trip.
      expect((await attempt(user.email, "wrong-password", address())).status).toBe(401);
    }
    const blocked = await attempt(user.email, password, address());
    expectLimited(blocked, /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/, RATE_LIMITS.loginEmail.duration);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // Case and spaces do not make a fresh counter.
    expect((await attempt(` ${user.email.toUpperCase()}`, password, address())).status).toBe(429);

    // The counters live in PostgreSQL, where every app instance sees them.
    const db = await getDb();
    const rows = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login_email:${user.email}`));
    expect(rows).toHaveLength(1);
    // Five failures and the two refused attempts.
    expect(rows[0].points).toBe(limit + 2);
  });

  it("holds against a burst of parallel guesses", async () => {
    const { user, password } = await createUser();
    const limit = RATE_LIMITS.loginEmail.points;
    const burst = await Promise.all(Array.from({ length: 4 * limit }, () => attempt(user.email, "wrong-password", address())));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(limit);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(3 * limit);
    expect((await attempt(user.email, password, address())).status).toBe(429);
  });

  it("lets other accounts log in meanwhile, and a success clears the run of failures", async () => {
    const victim = await createUser();
    const other = await createUser();
    for (let i = 0; i < RATE_LIMITS.loginEmail.points; i++) await attempt(victim.user.email, "wrong-password", address());
    expect((await attempt(other.user.email, other.password, address())).status).toBe(200);

    const steady = await createUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < RATE_LIMITS.loginEmail.points - 1; i++) {
        expect((await attempt(steady.user.email, "wrong-password", address())).status).toBe(401);
      }
      expect((await attempt(steady.user.email, steady.password, address())).status).toBe(200);
    }
  });
});

describe("failed-login limit per client address", () => {
  it("answers 429 to an address that failed for many emails, not to other addresses", async () => {
    const ip = address();
    const limit = RATE_LIMITS.loginAddress.points;
    for (let i = 0; i < limit; i++) {
      expect((await attempt(`stuffing-${i}@example.com`, "guess-123", ip)).status).toBe(401);
    }
    const { user, password } = await createUser();
    expectLimited(await attempt(user.email, password, ip), /^Too many failed login attempts/, RATE_LIMITS.loginAddress.duration);
    expect((await attempt(user.email, password, address())).status).toBe(200);
  });

  it("does not count successful logins against the address", async () => {
    const ip = address();
    const { user, password } = await createUser();
    for (let i = 0; i < RATE_LIMITS.loginAddress.points + 5; i++) {
      expect((await attempt(user.email, password, ip)).status).toBe(200);
    }
  });
});

describe("forgot-password limits", () => {
  it("answers 429 after three requests for one email within the hour", async () => {
    const { user } = await createUser();
    for (let i = 0; i < RATE_LIMITS.forgotEmail.points; i++) {
      const res = await call(forgot, { method: "POST", headers: { "x-forwarded-for": address() }, body: { email: user.email } });
      expect(res.status).toBe(200);
    }
    const res = await call(forgot, { method: "POST", headers: { "x-forwarded-for": address() }, body: { email: user.email } });
    expectLimited(res, /^Too many password reset requests\. Please try again in \d+ minutes?\.$/, RATE_LIMITS.forgotEmail.duration);
  });

  it("answers 429 to one address asking for many emails", async () => {
    const ip = address();
    for (let i = 0; i < RATE_LIMITS.forgotAddress.points; i++) {
      const res = await call(forgot, { method: "POST", headers: { "x-forwarded-for": ip }, body: { email: `probe-${i}@example.com` } });
      expect(res.status).toBe(200);
    }
    const res = await call(forgot, { method: "POST", headers: { "x-forwarded-for": ip }, body: { email: "probe-last@example.com" } });
    expectLimited(res, /^Too many password reset requests/, RATE_LIMITS.forgotAddress.duration);
  });
});
