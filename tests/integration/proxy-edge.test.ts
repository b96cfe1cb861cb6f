import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { createUser } from "../helpers/factories";

// proxy.ts on /api/* (refusals Next's router would answer without {detail}) and the CSP it sets
// on pages. Page gating itself is held by access-everywhere.test.ts.

const request = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(url, "http://localhost:3000"), { method: init.method ?? "GET", headers: init.headers });

/** What NextResponse.next({ request: { headers } }) hands on to the page, by header name. */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("proxy.ts on /api", () => {
  it("answers a malformed path 400 {detail} and an unserved method 405 with Allow", async () => {
    const bad = await proxy(request("/api/kpi-targets/%ED%A0%80", { method: "DELETE" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: "Malformed URL: a path segment is not valid percent-encoding" });
    const method = await proxy(request("/api/companies/00000000-0000-4000-8000-000000000000/frameworks", { method: "POST" }));
    expect(method.status).toBe(405);
    expect(method.headers.get("allow")).toBe("PUT, OPTIONS");
  });

  it("lets a well-formed request through untouched: no session read, no page gate, no page policy", async () => {
    const res = await proxy(request("/api/companies", { headers: { authorization: "Bearer nonsense" } }));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(forwarded(res, "x-page-gate")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBeNull();
  });
});

describe("proxy.ts on pages", () => {
  it("gives a page rendered per request a fresh nonce, in its policy and in the request Next renders", async () => {
    const { token } = await createUser({ subscribed: true });
    const cookie = `authjs.session-token=${token}`;
    const first = await proxy(request("/setup", { headers: { cookie } }));
    const csp = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(forwarded(first, "x-nonce")).toBe(nonce);
    expect(forwarded(first, "content-security-policy")).toBe(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe");
    const second = await proxy(request("/setup", { headers: { cookie } }));
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("overwrites a nonce the client sends", async () => {
    const res = await proxy(request("/", { headers: { "x-nonce": "chosen", "content-security-policy": "script-src 'nonce-chosen'" } }));
    expect(forwarded(res, "x-nonce")).not.toBe("chosen");
    expect(res.headers.get("content-security-policy")).not.toContain("chosen");
  });
});
