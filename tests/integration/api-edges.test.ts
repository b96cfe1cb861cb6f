import { NextRequest } from "next/server";
import * as catchAll from "@/app/api/[...path]/route";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as createCompany } from "@/app/api/companies/route";
import { PUT as putFrameworks } from "@/app/api/companies/[id]/frameworks/route";
import { GET as frameworks } from "@/app/api/frameworks/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { JSON_BODY_LIMIT, withDetail } from "@/lib/api/route";
import { createCompany as makeCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

// Every non-success /api answer is {detail}; JSON bodies are limited; what a signed-in
// caller is told is never cached.

const profile = { name: "Deccan Alloys Pvt Ltd", industry: "Manufacturing", location: "Pune, Maharashtra", size: "501-1000", description: "" };

/** A chunked JSON body with no Content-Length, made as the reader pulls: `pulled` says how much was read. */
function streamed(total: number, token: string) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const chunk = new TextEncoder().encode(pulled.bytes === 0 ? `{"name":"${"x".repeat(64 * 1024 - 9)}` : "x".repeat(64 * 1024));
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const init = { method: "POST", body, duplex: "half", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } };
  return { req: new NextRequest("http://localhost:3000/api/companies", init as ConstructorParameters<typeof NextRequest>[1]), pulled };
}

describe("JSON body limits", () => {
  it("refuses a body declared over 1 MB with 413 {detail}", async () => {
    const { token } = await createUser({ subscribed: true });
    const res = await call(createCompany, { method: "POST", token, body: { ...profile, description: "d".repeat(JSON_BODY_LIMIT) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: "Request body is too large (the limit is 1 MB)" });
  });

  it("stops reading a chunked body without Content-Length once it passes 1 MB", async () => {
    const { token } = await createUser({ subscribed: true });
    const { req, pulled } = streamed(50 * JSON_BODY_LIMIT, token);
    const res = await createCompany(req);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body is too large (the limit is 1 MB)" });
    expect(pulled.bytes).toBeLessThan(2 * JSON_BODY_LIMIT);
  });

  it("still reads a body under the limit, and answers 400 for bytes that are not UTF-8", async () => {
    const { token } = await createUser({ subscribed: true });
    const ok = await call(createCompany, { method: "POST", token, body: { ...profile, description: "d".repeat(1000) } });
    expect(ok.status).toBe(201);
    const bad = await call(createCompany, {
      method: "POST",
      token,
      rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("limits Razorpay's webhook too", async () => {
    const res = await call(webhook, { method: "POST", rawBody: "x".repeat(JSON_BODY_LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/too large/);
  });
});

describe("Cache-Control on API answers", () => {
  it("is no-store on every answer to a signed-in caller, errors included", async () => {
    const { user, token } = await createUser({ subscribed: true });
    const company = await makeCompany(user.id);
    expect((await call(me, { token })).headers.get("cache-control")).toBe("no-store");
    const saved = await call(putFrameworks, {
      method: "PUT",
      token,
      body: ["GRI"],
      params: { id: company.id },
      path: `/api/companies/${company.id}/frameworks`,
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("no-store");
    const refused = await call(putFrameworks, {
      method: "PUT",
      token,
      body: ["NOPE"],
      params: { id: company.id },
      path: `/api/companies/${company.id}/frameworks`,
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await call(frameworks, { token })).headers.get("cache-control")).toBe("no-store");
  });

  it("is left alone on a public answer to an anonymous caller", async () => {
    expect((await call(frameworks)).headers.get("cache-control")).toBeNull();
  });
});

describe("unknown /api paths", () => {
  it.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("answer %s with 404 {detail}", async (method) => {
    const res = await call(catchAll[method], { method, path: "/api/no/such/thing", params: { path: ["no", "such", "thing"] } as never });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    if (method !== "HEAD") expect(res.body).toEqual({ detail: "Not found" });
  });
});

describe("Auth.js's own routes", () => {
  it("answer their endpoints as Auth.js does and anything else with 404 {detail}", async () => {
    const session = await call(nextAuthGet, { path: "/api/auth/session", params: { nextauth: ["session"] } as never });
    expect(session.status).toBe(200);
    const other = await call(nextAuthGet, { path: "/api/auth/error", params: { nextauth: ["error"] } as never });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: "Not found" });
  });

  it("turn Auth.js's own failure answers (text, HTML, a redirect to its error page) into {detail}", async () => {
    const text = await withDetail(new Response("Bad request.", { status: 400, headers: { "content-type": "text/plain" } }));
    expect([text.status, await text.json()]).toEqual([400, { detail: "Bad request" }]);
    const page = await withDetail(new Response("<html>oops</html>", { status: 500, headers: { "content-type": "text/html" } }));
    expect(page.status).toBe(500);
    expect((await page.json()).detail).toMatch(/Something went wrong/);
    const redirect = await withDetail(new Response(null, { status: 302, headers: { location: "http://localhost/api/auth/error?error=Configuration" } }));
    expect(redirect.status).toBe(500);
    const ours = new Response(JSON.stringify({ detail: "Nope" }), { status: 403, headers: { "content-type": "application/json" } });
    expect(await withDetail(ours)).toBe(ours);
    const fine = new Response("{}", { status: 200 });
    expect(await withDetail(fine)).toBe(fine);
  });
});
