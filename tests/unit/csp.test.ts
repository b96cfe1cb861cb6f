import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_CSP, contentSecurityPolicy, inlineScriptHashes, newNonce, prerendered } from "@/lib/security/csp";
import { SECURITY_HEADERS } from "@/lib/security/headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("the pages' Content-Security-Policy", () => {
  it("allows scripts from self, Razorpay's checkout, the nonce and the given hashes only", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123==", scriptHashes: ["sha256-xyz"] }));
    expect(policy.get("script-src")).toEqual(["'self'", "https://checkout.razorpay.com", "'nonce-abc123=='", "'sha256-xyz'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.razorpay.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    // Styles: React's style attributes need it, and no nonce may sit beside it.
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("never allows inline or evaluated script in production", () => {
    const policy = contentSecurityPolicy({ nonce: newNonce(), scriptHashes: [] });
    expect(directives(policy).get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("unsafe-eval");
    // `next dev` alone: no nonce beside 'unsafe-inline' (browsers would ignore the latter).
    const dev = directives(contentSecurityPolicy({ development: true, nonce: "n", scriptHashes: ["sha256-x"] })).get("script-src");
    expect(dev).toEqual(["'self'", "https://checkout.razorpay.com", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it("hashes inline scripts as the browser does, and skips external ones", () => {
    const html = `<script src="/_next/a.js" async=""></script><script>self.__next_f=[]</script><script id="_R_">x()</script><script src="/b.js"></script><script>self.__next_f=[]</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f=[]"), sha("x()")]);
  });

  it("reads the prerendered pages and their inline scripts from a build folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-build-"));
    fs.mkdirSync(path.join(dir, "server", "app"), { recursive: true });
    fs.writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes: { "/": {}, "/login": {}, "/favicon.ico": {} } }));
    fs.writeFileSync(path.join(dir, "server", "app", "index.html"), "<script>theme()</script><script>home()</script>");
    fs.writeFileSync(path.join(dir, "server", "app", "login.html"), "<script>theme()</script><script>login()</script>");
    const build = prerendered(dir);
    expect([...build.routes].sort()).toEqual(["/", "/login"]);
    expect(build.scriptHashes).toEqual([sha("theme()"), sha("home()"), sha("login()")].sort());
    expect(prerendered(path.join(dir, "missing"))).toEqual({ routes: new Set(), scriptHashes: [] });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives API answers a policy that loads and frames nothing, and every answer the other headers", () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]));
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(headers["Permissions-Policy"]).toContain('payment=(self "https://checkout.razorpay.com")');
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });
});
