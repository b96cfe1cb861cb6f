import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress } from "@/lib/auth/rate-limit";
import { hashResetToken } from "@/lib/auth/reset-tokens";
import { isCrossSiteCookieWrite, isForeignOrigin } from "@/lib/auth/session";
import { issueToken, MAX_TOKEN_LENGTH, readToken, sessionCookieName, sessionCookieOptions, sessionJwt } from "@/lib/auth/tokens";

const SECRET = "unit-secret-0123456789abcdef0123456789abcdef";

afterEach(() => {
  vi.useRealTimers();
  process.env.APP_URL = "http://localhost:3000";
  process.env.AUTH_SECRET = SECRET;
});
process.env.APP_URL = "http://localhost:3000";
process.env.AUTH_SECRET = SECRET;

describe("session tokens", () => {
  it("round-trips the user id and token version", async () => {
    const token = await issueToken({ id: "user-1", tokenVersion: 3 });
    expect(await readToken(token)).toEqual({ sub: "user-1", ver: 3 });
  });

  it("refuses tokens sealed with another secret or salt, tampered, truncated, oversized or without a version", async () => {
    const foreign = await encode({ token: { sub: "user-1", ver: 0 }, secret: "another-secret-0123456789abcdef0123", salt: "authjs.session-token" });
    expect(await readToken(foreign)).toBeNull();
    const otherSalt = await encode({ token: { sub: "user-1", ver: 0 }, secret: SECRET, salt: "__Secure-authjs.session-token" });
    expect(await readToken(otherSalt)).toBeNull();
    const token = await issueToken({ id: "user-1", tokenVersion: 0 });
    expect(await readToken(token.slice(0, -4) + "AAAA")).toBeNull();
    expect(await readToken(token.slice(0, token.length >> 1))).toBeNull();
    expect(await readToken(token + "A".repeat(MAX_TOKEN_LENGTH))).toBeNull();
    const noVersion = await encode({ token: { sub: "user-1" }, secret: SECRET, salt: "authjs.session-token" });
    expect(await readToken(noVersion)).toBeNull();
    expect(await readToken("garbage")).toBeNull();
    expect(await readToken("")).toBeNull();
  });

  it("reads a token again from what it said, but never past its expiry or under another secret", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const token = await sessionJwt.encode({ token: { sub: "user-7", ver: 4 }, maxAge: 60 });
    expect(await readToken(token)).toEqual({ sub: "user-7", ver: 4 });
    expect(await readToken(token)).toEqual({ sub: "user-7", ver: 4 });
    // A secret rotated: what was opened under the old one is opened again, and fails.
    process.env.AUTH_SECRET = "rotated-secret-0123456789abcdef0123456789";
    expect(await readToken(token)).toBeNull();
    process.env.AUTH_SECRET = SECRET;
    expect(await readToken(token)).toEqual({ sub: "user-7", ver: 4 });
    vi.setSystemTime(new Date("2026-01-01T00:02:00Z"));
    expect(await readToken(token)).toBeNull();
    vi.setSystemTime(new Date("2026-01-01T00:00:30Z"));
    // Once expired it was forgotten, and reading it afresh before its expiry still works.
    expect(await readToken(token)).toEqual({ sub: "user-7", ver: 4 });
  });

  it("is one codec whatever the cookie is called: a token issued over http still reads over https", async () => {
    const token = await issueToken({ id: "user-1", tokenVersion: 2 });
    process.env.APP_URL = "https://esg.example.com";
    expect(sessionCookieName()).toBe("__Secure-authjs.session-token");
    expect(await readToken(token)).toEqual({ sub: "user-1", ver: 2 });
  });

  it("is what Auth.js is configured with: its encode reads back through ours, and the reverse", async () => {
    // Auth.js passes its own salt (the cookie name) and secret; the codec keeps one of each.
    const asAuthJsCalls = { token: { sub: "user-9", ver: 1 }, maxAge: 60, salt: "__Secure-authjs.session-token", secret: "ignored" };
    const byAuthJs = await sessionJwt.encode(asAuthJsCalls);
    expect(await readToken(byAuthJs)).toEqual({ sub: "user-9", ver: 1 });
    const ours = await issueToken({ id: "user-9", tokenVersion: 1 });
    expect(await sessionJwt.decode({ token: ours })).toMatchObject({ sub: "user-9", ver: 1 });
    expect(await sessionJwt.decode({ token: "%E0%A4%A" })).toBeNull();
  });
});

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, and Secure only over https", () => {
    expect(sessionCookieName()).toBe("authjs.session-token");
    expect(sessionCookieOptions()).toEqual({ httpOnly: true, sameSite: "lax", path: "/", secure: false });
    process.env.APP_URL = "https://esg.example.com";
    expect(sessionCookieOptions()).toEqual({ httpOnly: true, sameSite: "lax", path: "/", secure: true });
  });
});

describe("origin checks", () => {
  const req = (method: string, origin?: string) => new Request("http://localhost:3000/api/x", { method, headers: origin ? { origin } : {} });

  it("refuses cookie-authenticated writes from other sites or without an Origin", () => {
    expect(isCrossSiteCookieWrite(req("POST", "https://evil.example"), "cookie")).toBe(true);
    expect(isCrossSiteCookieWrite(req("POST"), "cookie")).toBe(true);
    expect(isCrossSiteCookieWrite(req("POST", "http://localhost:3000"), "cookie")).toBe(false);
    expect(isCrossSiteCookieWrite(req("GET", "https://evil.example"), "cookie")).toBe(false);
    expect(isCrossSiteCookieWrite(req("POST", "https://evil.example"), "bearer")).toBe(false);
  });

  it("flags a foreign Origin on cookie-setting endpoints, but not a missing one", () => {
    expect(isForeignOrigin(req("POST", "https://evil.example"))).toBe(true);
    expect(isForeignOrigin(req("POST", "http://localhost:3000"))).toBe(false);
    expect(isForeignOrigin(req("POST"))).toBe(false);
  });
});

describe("clientAddress", () => {
  const r = (headers: Record<string, string>) => new Request("http://localhost/x", { headers });

  it("trusts only the hops our proxies appended: a client's made-up entries are ignored", () => {
    // The client sent 'X-Forwarded-For: 203.0.113.7'; our one proxy appended what it saw.
    const spoofed = r({ "x-forwarded-for": "203.0.113.7, 198.51.100.9" });
    expect(clientAddress(spoofed)).toBe("198.51.100.9");
    expect(clientAddress(spoofed, 1)).toBe("198.51.100.9");
    // Behind a CDN and a load balancer, the CDN's entry is the client as it saw it.
    expect(clientAddress(r({ "x-forwarded-for": "fake, 203.0.113.7, 10.0.0.1" }), 2)).toBe("203.0.113.7");
    // More hops configured than present: the leftmost there is.
    expect(clientAddress(r({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, and else one shared bucket", () => {
    expect(clientAddress(r({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.2" }), 0)).toBe("198.51.100.2");
    expect(clientAddress(r({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(r({ "x-forwarded-for": " , " }))).toBe("unknown");
    expect(clientAddress(r({}))).toBe("unknown");
  });
});

describe("hashResetToken", () => {
  it("is sha256 hex, so the stored value never equals the link's token", () => {
    expect(hashResetToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
