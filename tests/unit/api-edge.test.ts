import { describe, expect, it } from "vitest";
import { allowedMethods, apiEdgeRefusal, MAX_URL_LENGTH } from "@/lib/api/edge";

// What proxy.ts answers on /api/* before Next's router would (without {detail}).
const at = (url: string, method = "GET", headers: Record<string, string> = {}) =>
  apiEdgeRefusal({ url: `http://localhost${url}`, method, headers: new Headers(headers) });

async function answer(url: string, method = "GET", headers: Record<string, string> = {}) {
  const res = at(url, method, headers);
  if (!res) return null;
  return { status: res.status, body: await res.json(), allow: res.headers.get("allow"), type: res.headers.get("content-type") };
}

describe("apiEdgeRefusal", () => {
  it.each([
    ["/api/kpi-targets/%ED%A0%80", "DELETE"],
    ["/api/esg-data/%", "PATCH"],
    ["/api/kpi-targets/%/progress", "GET"],
    ["/api/companies/%E0%A4%A", "GET"],
    ["/api/nowhere/%zz", "POST"],
  ])("answers 400 {detail} for a bad %%-escape in a path segment: %s %s", async (url, method) => {
    const res = await answer(url, method);
    expect(res).toMatchObject({ status: 400, type: "application/json" });
    expect(res!.body.detail).toMatch(/Malformed URL/);
  });

  it.each(["/api/emission-factors?fy=%", "/api/emission-factors?set=%E0%A4%A", "/api/frameworks?%ED%A0%80=1"])(
    "answers 400 for a bad %%-escape in the query: %s",
    async (url) => {
      const res = await answer(url);
      expect(res?.status).toBe(400);
      expect(res?.body.detail).toMatch(/query string/);
    },
  );

  it("lets well-formed URLs through, escapes and '+' included", () => {
    expect(at("/api/esg-data/00000000-0000-4000-8000-000000000000", "PATCH")).toBeNull();
    expect(at("/api/emission-factors?set=india&fy=2024-25&q=a+b%20c%E0%A4%85")).toBeNull();
    expect(at("/api/frameworks/recommend?industry=Oil%20%26%20Gas")).toBeNull();
  });

  it("answers 405 {detail} with Allow, from the access table, for a method the route does not serve", async () => {
    expect(await answer("/api/companies/abc/frameworks", "GET")).toEqual({
      status: 405,
      body: { detail: "Method GET is not allowed here" },
      allow: "PUT, OPTIONS",
      type: "application/json",
    });
    expect((await answer("/api/companies", "DELETE"))?.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect((await answer("/api/auth/session", "PUT"))?.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect((await answer("/api/health", "PROPFIND"))?.status).toBe(405);
    expect(at("/api/companies", "HEAD")).toBeNull();
    expect(at("/api/companies/abc/frameworks", "OPTIONS")).toBeNull();
  });

  it("leaves unknown /api paths to the catch-all route (404 for every method)", () => {
    expect(allowedMethods("/api/no/such/thing")).toEqual(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) expect(at("/api/no/such/thing", method)).toBeNull();
  });

  it("answers 431 {detail} for an over-long URL or header set", async () => {
    const long = await answer(`/api/frameworks?q=${"a".repeat(MAX_URL_LENGTH)}`);
    expect(long).toMatchObject({ status: 431, body: { detail: "Request URL is too long" } });
    const headers = await answer("/api/frameworks", "GET", { "x-padding": "b".repeat(13 * 1024) });
    expect(headers).toMatchObject({ status: 431, body: { detail: "Request headers are too large" } });
    expect(at("/api/frameworks", "GET", { cookie: `authjs.session-token=${"c".repeat(4096)}` })).toBeNull();
  });
});
