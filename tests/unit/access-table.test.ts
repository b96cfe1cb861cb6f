import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "@/db/schema";
import {
  API,
  apiAccessFor,
  covers,
  demandOf,
  GROUPS,
  homeFor,
  HTTP_METHODS,
  matchApi,
  matchPage,
  pageAccess,
  pageAccessFor,
  pageRedirect,
  PAGES,
  type Group,
  type Visitor,
} from "@/lib/auth/access-table";
import { isEntitled } from "@/lib/subscriptions/entitlement";

const APP = path.resolve(import.meta.dirname, "../../app");

function filesNamed(name: string, dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(name, full);
    return entry.name === name ? [full] : [];
  });
}

/** app/(workspace)/dashboard/[companyId]/page.tsx → the URL pattern and the route group. */
function describeFile(file: string): { pattern: string; groups: string[] } {
  const dirs = path.relative(APP, path.dirname(file)).split(path.sep).filter(Boolean);
  const groups = dirs.filter((d) => /^\(.+\)$/.test(d)).map((d) => d.slice(1, -1));
  const pattern = "/" + dirs.filter((d) => !/^\(.+\)$/.test(d)).join("/");
  return { pattern, groups };
}

const pageFiles = filesNamed("page.tsx").map((file) => ({ file: path.relative(APP, file), ...describeFile(file) }));
const routeFiles = filesNamed("route.ts").map((file) => ({ file, ...describeFile(file) }));

/** The HTTP methods a route file exports, read from its source. */
function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]);
  for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}/g)) for (const name of m[1].split(",")) found.add(name.trim());
  return [...found].filter((name) => (HTTP_METHODS as readonly string[]).includes(name)).sort();
}

/** A URL that names the pattern: each [param] a value, a [...rest] two segments. */
const sampleUrl = (pattern: string) => pattern.replace(/\[\.\.\.[^\]]+\]/g, "a/b").replace(/\[([^\]]+)\]/g, "sample-$1");

describe("the access table covers app/", () => {
  it("finds the pages and route files it checks", () => {
    expect(pageFiles.length).toBeGreaterThanOrEqual(Object.keys(PAGES).length);
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(pageFiles)("lists page $file under its route group", ({ pattern, groups }) => {
    expect(groups, "every page lives in one route group: app/(public|account|workspace|admin)").toHaveLength(1);
    expect(Object.keys(GROUPS)).toContain(groups[0]);
    expect(PAGES, `${pattern} is missing from PAGES in lib/auth/access-table.ts`).toHaveProperty([pattern]);
    expect(PAGES[pattern as keyof typeof PAGES].group).toBe(groups[0]);
  });

  it("lists no page that does not exist", () => {
    expect(Object.keys(PAGES).sort()).toEqual(pageFiles.map((p) => p.pattern).sort());
  });

  it.each(routeFiles.map((r) => ({ ...r, name: path.relative(APP, r.file) })))("lists every method of $name", ({ file, pattern }) => {
    expect(API, `${pattern} is missing from API in lib/auth/access-table.ts`).toHaveProperty([pattern]);
    expect(Object.keys(API[pattern as keyof typeof API]).sort()).toEqual(exportedMethods(file));
  });

  it("lists no route that does not exist", () => {
    expect(Object.keys(API).sort()).toEqual(routeFiles.map((r) => r.pattern).sort());
  });

  it("lays every route file in app/api, outside the page groups", () => {
    for (const r of routeFiles) {
      expect(r.pattern.startsWith("/api/"), r.file).toBe(true);
      expect(r.groups, r.file).toEqual([]);
    }
  });

  it("keeps company pages in the company group", () => {
    for (const [pattern, entry] of Object.entries(PAGES)) {
      if ("company" in entry) expect(entry.group, pattern).toBe("company");
      if ("company" in entry) expect(pattern).toContain(`[${entry.company}]`);
    }
  });

  it.each(routeFiles.map((r) => ({ ...r, name: path.relative(APP, r.file) })))(
    "finds in $name no second declaration of who may call it: each handler names its endpoint, the table says the rest",
    ({ file, pattern }) => {
      const source = fs.readFileSync(file, "utf8");
      // No role list, level, or company reference of the handler's own, and no role list imported to make one.
      expect(source, file).not.toMatch(/\b(access|roles|company)\s*:\s*["{[A-Z]/);
      expect(source, file).not.toMatch(/from "@\/lib\/auth\/access-table"/);
      expect(source, file).not.toMatch(/\b(withCompanyDemand|AsyncLocalStorage)\b/);
      for (const m of source.matchAll(/export\s+const\s+([A-Z]+)\s*=\s*route\(\s*"([^"]+)"/g)) expect(m[2], file).toBe(`${m[1]} ${pattern}`);
    },
  );

  it("leaves no request-wide store of the caller's demand: it is passed as an argument", () => {
    for (const dir of ["lib", "app"]) {
      for (const file of fs.readdirSync(path.resolve(APP, "..", dir), { recursive: true, withFileTypes: true })) {
        if (!file.isFile() || !/\.tsx?$/.test(file.name)) continue;
        const source = fs.readFileSync(path.join(file.parentPath, file.name), "utf8");
        expect(/\bAsyncLocalStorage\b|requestDemand|withCompanyDemand/.test(source), path.join(file.parentPath, file.name)).toBe(false);
      }
    }
  });

  it("names a real route param wherever a company is found by param or row", () => {
    for (const [pattern, methods] of Object.entries(API)) {
      for (const access of Object.values(methods)) {
        if (access.level !== "member") continue;
        const param = "param" in access.company ? access.company.param : "row" in access.company ? access.company.row : null;
        if (param) expect(pattern, `${pattern}: [${param}]`).toContain(`[${param}]`);
      }
    }
  });
});

describe("matching a URL to its entry", () => {
  it.each(Object.keys(PAGES))("finds page %s from a URL that names it", (pattern) => {
    expect(matchPage(sampleUrl(pattern))).toBe(pattern);
  });

  it.each(Object.keys(API))("finds route %s from a URL that names it", (pattern) => {
    expect(matchApi(sampleUrl(pattern))).toBe(pattern);
  });

  it("prefers a static segment over a param and a param over a catch-all, as Next does", () => {
    expect(matchApi("/api/auth/me")).toBe("/api/auth/me");
    expect(matchApi("/api/auth/session")).toBe("/api/auth/[...nextauth]");
    expect(matchApi("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(matchApi("/api/frameworks/recommend")).toBe("/api/frameworks/recommend");
    expect(matchApi("/api/esg-data/e1/history")).toBe("/api/esg-data/[id]/history");
    expect(matchApi("/api/calculators/runs/r1")).toBe("/api/calculators/runs/[id]");
    expect(matchApi("/api/calculators/ghg/c1")).toBe("/api/calculators/[kind]/[companyId]");
  });

  it("knows no page for unknown URLs, a trailing segment too many, or API paths", () => {
    expect(matchPage("/nope")).toBeNull();
    expect(matchPage("/dashboard")).toBeNull();
    expect(matchPage("/dashboard/a/b")).toBeNull();
    expect(matchPage("/api/auth/me")).toBeNull();
    expect(pageAccessFor("/dashboard/abc")).toEqual({ level: "member", company: { param: "companyId" } });
    expect(pageAccessFor("/admin")).toEqual({ level: "admin" });
    expect(pageAccessFor("/")).toEqual({ level: "public" });
  });

  it("answers per method, HEAD as GET, and nothing for a method not served", () => {
    expect(apiAccessFor("GET", "/api/companies")).toEqual({ level: "user" });
    expect(apiAccessFor("POST", "/api/companies")).toEqual({ level: "entitled" });
    expect(apiAccessFor("head", "/api/companies")).toEqual({ level: "user" });
    expect(apiAccessFor("DELETE", "/api/companies")).toBeNull();
    expect(apiAccessFor("PATCH", "/api/esg-data/x")).toEqual({ level: "member", company: { row: "id" }, roles: ["owner", "editor"] });
    expect(apiAccessFor("GET", "/api/esg-data/x")).toEqual({ level: "member", company: { param: "id" } });
    // An unknown /api path is the catch-all's, which answers 404 {detail} to anyone.
    expect(matchApi("/api/nope/x")).toBe("/api/[...path]");
    expect(apiAccessFor("GET", "/api/nope")).toEqual({ level: "public" });
    expect(apiAccessFor("PROPFIND", "/api/nope")).toBeNull();
  });
});

function user(overrides: Partial<User> = {}): User {
  return {
    id: "00000000-0000-0000-0000-000000000001",
    email: "u@example.com",
    passwordHash: "x",
    fullName: "U",
    companyName: "C",
    isAdmin: false,
    isActive: true,
    subscriptionStatus: "inactive",
    subscriptionPlan: null,
    subscriptionEndsAt: null,
    tokenVersion: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  } as User;
}
const visitor = (u: User): Visitor => ({ isAdmin: u.isAdmin, entitled: isEntitled(u) });
const gatewayOn = () => {
  process.env.RAZORPAY_KEY_ID = "rzp_test_unit";
  process.env.RAZORPAY_KEY_SECRET = "unit_secret";
};

afterEach(() => {
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
});

describe("pageRedirect (decisions D2 and 5)", () => {
  const at = (url: string) => pageAccessFor(url)!;

  it("lets anyone open the public pages", () => {
    for (const url of ["/", "/login", "/signup", "/admin-login", "/forgot-password", "/reset-password"]) expect(pageRedirect(at(url), null), url).toBeNull();
  });

  it("sends anonymous visitors to /login from every other page", () => {
    for (const [pattern, entry] of Object.entries(PAGES)) {
      if (entry.group === "public") continue;
      expect(pageRedirect(at(sampleUrl(pattern)), null), pattern).toBe("/login");
    }
  });

  it("sends non-admins away from /admin, with the landing page's 'Admin access required'", () => {
    expect(pageRedirect(at("/admin"), visitor(user()))).toBe("/?denied=admin");
    expect(pageRedirect(at("/admin"), visitor(user({ isAdmin: true })))).toBeNull();
  });

  it("lets everyone signed in use the platform without a payment gateway", () => {
    expect(pageRedirect(at("/setup"), visitor(user()))).toBeNull();
    expect(pageRedirect(at("/dashboard/x"), visitor(user()))).toBeNull();
  });

  it("sends unsubscribed users to /payment when the gateway is on, but not from /payment itself", () => {
    gatewayOn();
    expect(pageRedirect(at("/setup"), visitor(user()))).toBe("/payment");
    // A company's pages ask a login only: members work under its owners' subscription (decisions D20).
    expect(pageRedirect(at("/calculator/x"), visitor(user()))).toBeNull();
    expect(pageRedirect(at("/calculator/x"), null)).toBe("/login");
    expect(pageRedirect(at("/payment"), visitor(user()))).toBeNull();
    const paid = user({ subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() + 86_400_000) });
    expect(pageRedirect(at("/setup"), visitor(paid))).toBeNull();
    const lapsed = user({ subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() - 1000) });
    expect(pageRedirect(at("/setup"), visitor(lapsed))).toBe("/payment");
    expect(pageRedirect(at("/setup"), visitor(user({ isAdmin: true })))).toBeNull();
  });
});

describe("homeFor (SPEC section 4), read off the table", () => {
  it("sends admins to /admin, the entitled to /setup, others to /payment", () => {
    expect(homeFor({ isAdmin: true, entitled: true })).toBe("/admin");
    expect(homeFor({ isAdmin: false, entitled: true })).toBe("/setup");
    expect(homeFor({ isAdmin: false, entitled: false })).toBe("/payment");
  });
});

describe("route groups", () => {
  it("require what decisions D2 says of their pages", () => {
    const levels: Record<Group, string> = { public: "public", account: "user", workspace: "entitled", company: "user", admin: "admin" };
    for (const [group, level] of Object.entries(levels)) expect(GROUPS[group as Group].level).toBe(level);
    expect(pageAccess("/payment")).toEqual({ level: "user" });
  });

  it("rank gates so that a stricter one covers a weaker one", () => {
    expect(covers("admin", "entitled")).toBe(true);
    // A company page asks a login, not a subscription (decisions D20): its API decides per role.
    expect(covers("member", "entitled")).toBe(false);
    expect(covers("member", "user")).toBe(true);
    expect(covers("entitled", "member")).toBe(true);
    expect(covers("user", "entitled")).toBe(false);
    expect(covers("public", "user")).toBe(false);
    expect(covers("entitled", "admin")).toBe(false);
  });
});

describe("demandOf", () => {
  it("carries an entry's roles and the use, and leaves them out where the entry lists none", () => {
    // PUT of a questionnaire's cells: the editors, to change.
    expect(demandOf(apiAccessFor("PUT", "/api/brsr/3f1e/cells"), "write")).toEqual({ roles: ["owner", "editor"], use: "write" });
    // A request's page: its readers, contributors among them.
    expect(demandOf(apiAccessFor("GET", "/api/requests/3f1e"), "read")).toEqual({
      roles: ["owner", "reviewer", "editor", "viewer", "contributor"],
      use: "read",
    });
    // The questionnaire lists no roles: every member but a contributor.
    expect(demandOf(apiAccessFor("GET", "/api/brsr/3f1e"), "read")).toEqual({ use: "read" });
    // No entry, or one that is not a member's: any member but a contributor.
    expect(demandOf(null, "read")).toEqual({ use: "read" });
    expect(demandOf(apiAccessFor("GET", "/api/auth/me"), "read")).toEqual({ use: "read" });
    expect(demandOf({ level: "member", company: { param: "id" } }, "write")).toEqual({ use: "write" });
  });
});
