import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import {
  API,
  GROUPS,
  matchApi,
  PAGES,
  ROLE_LABELS,
  roleAllows,
  type Access,
  type ApiEndpoint,
  type ApiPattern,
  type CompanyRole,
  type HttpMethod,
} from "@/lib/auth/access-table";
import { sessionCookieName } from "@/lib/auth/tokens";
import { proxy } from "@/proxy";
import { badCredentials, type BadCredential } from "../helpers/access-matrix";
import { addMember, createCompany, createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createEntry } from "@/lib/esg-data/service";

// Every API route and every page, with every credential that must count for nothing: no
// session (401 from the API, /login from the proxy, Auth.js's own endpoints answering as to a
// stranger), never a 500. Once, a cookie such as `authjs.session-token=%E0%A4%A` made
// /api/frameworks and /api/auth/me answer 500 (a URIError).

const APP = path.resolve(import.meta.dirname, "../../app");
type Handler = Parameters<typeof call>[0] & { endpoint?: ApiEndpoint };

function routeFiles(dir = path.join(APP, "api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

type Endpoint = { pattern: ApiPattern; method: HttpMethod; handler: Handler; access: Access };

const endpoints: Endpoint[] = [];
let credentials: BadCredential[] = [];

beforeAll(async () => {
  for (const file of routeFiles()) {
    const pattern = ("/" + path.relative(APP, path.dirname(file)).split(path.sep).join("/")) as ApiPattern;
    const mod = (await import(file)) as Record<string, Handler>;
    for (const [method, access] of Object.entries(API[pattern]) as Array<[HttpMethod, Access]>) {
      endpoints.push({ pattern, method, handler: mod[method], access });
    }
  }
  credentials = await badCredentials();
}, 120_000);

/** A URL naming the pattern, and the params Next would hand the handler for it. */
function sample(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern
    .replace(/\[\.\.\.([^\]]+)\]/g, "session")
    .replace(/\[([^\]]+)\]/g, (_, name: string) => (params[name] = "00000000-0000-4000-8000-000000000000"));
  return { path, params };
}

const send = (e: Endpoint, c: Partial<BadCredential> = {}) => {
  const { path, params } = sample(e.pattern);
  const nextauth = e.pattern === "/api/auth/[...nextauth]" ? { nextauth: [e.method === "GET" ? "session" : "signout"] } : {};
  return call(e.handler as never, {
    method: e.method,
    path,
    params: { ...params, ...nextauth } as never,
    token: c.token,
    cookie: c.cookie,
    headers: c.headers,
  });
};

describe("every route handler", () => {
  it("was found, and serves the endpoint its file and export stand for (its entry in the table is all that is declared of it)", () => {
    expect(endpoints.length).toBeGreaterThan(50);
    for (const e of endpoints) {
      expect(typeof e.handler, `${e.method} ${e.pattern} is exported`).toBe("function");
      if (!e.handler.endpoint) {
        // Not wrapped in route(): nothing would enforce anything else.
        expect(e.access.level, `${e.method} ${e.pattern} is outside route(), so must be public`).toBe("public");
        continue;
      }
      // route() reads the table's entry for this endpoint at each request: a handler exported under
      // another method or file than it names would be held to another entry than its own.
      expect(e.handler.endpoint, `${e.method} ${e.pattern}`).toBe(`${e.method} ${e.pattern}`);
      expect(matchApi(sample(e.pattern).path)).toBe(e.pattern);
    }
  });

  it("answers 401 {detail} to every bad credential where a session is needed, and as to a stranger where not", async () => {
    const rows: string[] = [];
    for (const e of endpoints) {
      const anonymous = await send(e);
      expect(anonymous.status, `${e.method} ${e.pattern} anonymous`).not.toBe(500);
      if (e.access.level !== "public") expect(anonymous.status, `${e.method} ${e.pattern} anonymous`).toBe(401);
      for (const c of credentials) {
        const res = await send(e, c);
        const label = `${e.method} ${e.pattern} × ${c.who}`;
        rows.push(`${label}: ${res.status}`);
        expect(res.status, `${label} (${res.text.slice(0, 200)})`).toBe(anonymous.status);
        if (res.status >= 400) expect(typeof res.body?.detail, `${label} has {detail}`).toBe("string");
      }
    }
    expect(rows.length).toBe(endpoints.length * credentials.length);
  }, 300_000);
});

async function createEntryFor(companyId: string, actorId: string): Promise<string> {
  const entry = await createEntry({
    companyId,
    actorId,
    data: { framework: "BRSR", category: "environmental", metric: "Scope 1 emissions", value: "12", unit: "", period: "FY 2024-25" },
  });
  return entry.id;
}

const SAMPLE_PARAMS: Record<string, string> = { kind: "ghg", fy: "2024-25" };

describe("every company route, for every role (the role × route table)", () => {
  it("answers a role the table does not list 403 {detail}, a listed one past the gate, and a stranger or a removed member 404", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const members = Object.fromEntries(
      await Promise.all(
        (["reviewer", "editor", "viewer", "assurer", "contributor"] as const).map(async (role) => [role, await addMember(company.id, role)] as const),
      ),
    ) as Record<"reviewer" | "editor" | "viewer" | "assurer" | "contributor", TestUser>;
    const stranger = await createUser({ subscribed: true });
    const expired = await addMember(company.id, "assurer", { accessUntil: new Date(Date.now() - 1000) });
    const rows: string[] = [];
    // Company by route param: route() itself decides before the handler, so a sample body is enough.
    const byParam = endpoints.filter((e) => e.access.level === "member" && "param" in e.access.company);
    expect(byParam.length).toBeGreaterThan(30);
    for (const e of byParam) {
      if (e.access.level !== "member" || !("param" in e.access.company)) continue;
      const { path: url, params } = sample(e.pattern);
      const companyParam = e.access.company.param;
      const at = (token: string) =>
        call(e.handler as never, {
          method: e.method,
          path: url.replace("00000000-0000-4000-8000-000000000000", company.id).replace(/\/calculators\/[^/]+\//, "/calculators/ghg/"),
          // Other params hold what the route serves (a calculator kind, a year); ids name nothing.
          params: { ...params, ...SAMPLE_PARAMS, [companyParam]: company.id } as never,
          token,
          body: e.method === "GET" || e.method === "HEAD" ? undefined : {},
        });
      for (const [role, member] of Object.entries(members)) {
        const res = await at(member.token);
        const allowed = roleAllows(e.access.roles, role as CompanyRole);
        rows.push(`${e.method} ${e.pattern} × ${role}: ${res.status}`);
        if (!allowed && role === "contributor") {
          // A contributor reaches only the routes naming the role: elsewhere the company is as absent as to a stranger.
          expect(res.status, `${e.method} ${e.pattern} × contributor (${res.text.slice(0, 160)})`).toBe(404);
        } else if (allowed) {
          // Past the gate: whatever the handler makes of the sample input, never the role refusal nor 'not found' for the company.
          expect(String(res.body?.detail ?? ""), `${e.method} ${e.pattern} × ${role}`).not.toMatch(/^Your role in|^Company not found$/);
          expect([401, 402], `${e.method} ${e.pattern} × ${role}`).not.toContain(res.status);
        } else {
          expect(res.status, `${e.method} ${e.pattern} × ${role} (${res.text.slice(0, 160)})`).toBe(403);
          expect(res.body.detail).toContain(ROLE_LABELS[role as CompanyRole]);
        }
        expect(res.status, `${e.method} ${e.pattern} × ${role}`).not.toBe(500);
      }
      for (const [who, token] of [
        ["stranger", stranger.token],
        ["assurer past their date", expired.token],
      ] as const) {
        const res = await at(token);
        expect(res.status, `${e.method} ${e.pattern} × ${who} (${res.text.slice(0, 160)})`).toBe(404);
      }
    }
    console.info(`role × route: ${rows.length} calls`);
  }, 300_000);
});

describe("route()", () => {
  it("enforces the table's entry for its endpoint as the table holds it when called, and nothing else", async () => {
    const frameworks = endpoints.find((e) => e.pattern === "/api/frameworks")!;
    expect((await call(frameworks.handler as never, { path: "/api/frameworks" })).status).toBe(200);
    const plain = await createUser({ subscribed: true });
    const admin = await createUser({ subscribed: true, admin: true });
    const entries = API as unknown as Record<string, Record<string, Access>>;
    const listed = entries["/api/frameworks"].GET;
    try {
      // The same handler, its entry changed to ask for an admin: it asks for an admin.
      entries["/api/frameworks"].GET = GROUPS.admin;
      expect((await call(frameworks.handler as never, { path: "/api/frameworks" })).status).toBe(401);
      expect((await call(frameworks.handler as never, { path: "/api/frameworks", token: plain.token })).status).toBe(403);
      expect((await call(frameworks.handler as never, { path: "/api/frameworks", token: admin.token })).status).toBe(200);
    } finally {
      entries["/api/frameworks"].GET = listed;
    }
    expect((await call(frameworks.handler as never, { path: "/api/frameworks" })).status).toBe(200);
  });

  it("holds a company found in a row to the roles the table lists, as the table holds them when called", async () => {
    const owner = await createUser({ subscribed: true });
    const company = await createCompany(owner.user.id);
    const viewer = await addMember(company.id, "viewer");
    const history = endpoints.find((e) => e.pattern === "/api/esg-data/[id]/history")!;
    const entries = API as unknown as Record<string, Record<string, Access>>;
    const listed = entries["/api/esg-data/[id]/history"].GET;
    const entry = await createEntryFor(company.id, owner.user.id);
    const at = (token: string) => call(history.handler as never, { path: `/api/esg-data/${entry}/history`, params: { id: entry } as never, token });
    expect((await at(viewer.token)).status).toBe(200);
    try {
      entries["/api/esg-data/[id]/history"].GET = { level: "member", company: { row: "id" }, roles: ["owner"] };
      const refused = await at(viewer.token);
      // A row's company answers its own 404 wording to a stranger; a member whose role is not listed is told so.
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.detail).toContain(ROLE_LABELS.viewer);
      expect((await at(owner.token)).status).toBe(200);
    } finally {
      entries["/api/esg-data/[id]/history"].GET = listed;
    }
  });
});

describe("next-auth's own endpoints", () => {
  const nextauth = (
    method: "GET" | "POST",
    action: string[],
    c: Partial<BadCredential> = {},
    extra: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const e = endpoints.find((x) => x.pattern === "/api/auth/[...nextauth]" && x.method === method)!;
    return call(e.handler as never, {
      method,
      path: `/api/auth/${action.join("/")}`,
      params: { nextauth: action } as never,
      token: c.token,
      cookie: c.cookie,
      headers: { ...c.headers, ...extra.headers },
      body: extra.body,
    });
  };
  let live: TestUser;
  beforeAll(async () => {
    live = await createUser({ subscribed: true });
  });

  it("/api/auth/session reads our session from the cookie, and nothing from any bad credential", async () => {
    const ok = await nextauth("GET", ["session"], { cookie: `${sessionCookieName()}=${live.token}` });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(live.user.id);
    for (const c of credentials) {
      const res = await nextauth("GET", ["session"], c);
      expect(res.status, c.who).toBe(200);
      expect(res.body, c.who).toBeNull();
    }
  });

  it("/api/auth/csrf and /api/auth/providers answer anyone, listing no sign-in provider", async () => {
    for (const c of [{}, ...credentials]) {
      const csrf = await nextauth("GET", ["csrf"], c);
      expect(csrf.status).toBe(200);
      expect(typeof csrf.body.csrfToken).toBe("string");
      const providers = await nextauth("GET", ["providers"], c);
      expect(providers.status).toBe(200);
      expect(providers.body).toEqual({});
    }
  });

  it("refuses Auth.js's own sign-in: POST /api/auth/login is the one way in, behind the rate limits", async () => {
    for (const c of [{}, { cookie: `${sessionCookieName()}=${live.token}` }, ...credentials]) {
      const res = await nextauth("POST", ["callback", "credentials"], c, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: "Sign in with POST /api/auth/login" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    for (const action of [["signin"], ["signin", "credentials"], ["callback", "github"]]) {
      expect((await nextauth("GET", action)).status).toBe(404);
      expect((await nextauth("POST", action)).status).toBe(404);
    }
    expect((await nextauth("GET", ["nonsense"])).status).toBe(404);
    expect((await nextauth("GET", ["session", "extra"])).status).toBe(404);
  });
});

describe("every page, through the proxy", () => {
  const visit = (url: string, c: Partial<BadCredential> = {}) => {
    const headers = new Headers(c.headers);
    if (c.token) headers.set("authorization", `Bearer ${c.token}`);
    if (c.cookie) headers.set("cookie", c.cookie);
    return proxy(new NextRequest(new URL(url, "http://localhost:3000"), { headers }));
  };
  const passed = (res: Response) => res.headers.get("x-middleware-next") === "1";
  const gate = (res: Response) => res.headers.get("x-middleware-request-x-page-gate");
  const pages = Object.entries(PAGES).map(([pattern, entry]) => ({ pattern, url: sample(pattern).path, group: entry.group }));

  it("lets anyone through to the public pages, with every credential", async () => {
    for (const p of pages.filter((p) => p.group === "public")) {
      for (const c of [{}, ...credentials]) {
        const res = await visit(p.url, c);
        expect(passed(res), `${p.url} × ${"who" in c ? c.who : "anonymous"}`).toBe(true);
        expect(gate(res)).toBe("public");
      }
    }
  });

  it("sends every bad credential to /login from every other page", async () => {
    for (const p of pages.filter((p) => p.group !== "public")) {
      for (const c of [{}, ...credentials]) {
        const res = await visit(p.url, c);
        const label = `${p.url} × ${"who" in c ? c.who : "anonymous"}`;
        expect(res.status, label).toBe(307);
        const location = new URL(res.headers.get("location")!);
        expect(location.pathname + location.search, label).toBe(`/login?next=${encodeURIComponent(p.url)}`);
      }
    }
  });

  it("lets a signed-in, entitled user through by cookie, telling the layout which gate was applied", async () => {
    const cookie = `${sessionCookieName()}=${live().token}`;
    for (const p of pages.filter((p) => p.group === "workspace" || p.group === "account")) {
      const res = await visit(p.url, { cookie });
      expect(passed(res), p.url).toBe(true);
      expect(gate(res), p.url).toBe(p.group === "account" ? "user" : p.url === "/setup" ? "entitled" : "member");
    }
    const admin = await visit("/admin", { cookie });
    expect(admin.status).toBe(307);
    expect(admin.headers.get("location")).toBe("http://localhost:3000/?denied=admin");
  });

  it("overwrites a gate header the client made up", async () => {
    const res = await visit("/nope", { headers: { "x-page-gate": "admin" } });
    expect(passed(res)).toBe(true);
    expect(gate(res)).toBe("public");
  });

  let user: TestUser;
  const live = () => user;
  beforeAll(async () => {
    user = await createUser({ subscribed: true });
  });
});
