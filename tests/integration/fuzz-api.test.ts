import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { apiEdgeRefusal } from "@/lib/api/edge";
import { API, matchApi, type ApiPattern } from "@/lib/auth/access-table";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { Failures, Ledger } from "../helpers/fuzz";
import { POST as postEntry } from "@/app/api/esg-data/route";

// Hostile requests at every endpoint — arbitrary path segments (raw bytes, broken
// %-escapes), query strings, JSON and non-JSON bodies, content types, methods and credentials —
// go through what a request meets on the server (proxy.ts's refusals, then the route handler with
// the params Next would decode) and must never answer 5xx other than 503, and every 4xx is
// `{detail}`; afterwards the database holds only what acknowledged calls made (tests/helpers/fuzz.ts
// `Ledger`: a refused call changed nothing, the run's change per table is the acknowledged calls').
// FUZZ_RUNS (default 10,000) and FUZZ_SEED (printed) repeat a run exactly. Headers and multipart
// bodies: fuzz-headers.test.ts.

const APP = path.resolve(import.meta.dirname, "../../app");
// Minutes per case, not a fault: a PDF rendered, a PDF parsed. Their inputs are covered elsewhere.
const SLOW = new Set<ApiPattern>(["/api/generate-brsr-report/[companyId]", "/api/extract-pdf/[companyId]", "/api/companies/[id]/assurance-pack"]);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 2021);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Endpoint = { pattern: ApiPattern; handlers: Partial<Record<string, Handler>> };

const endpoints: Endpoint[] = [];
const byPattern = new Map<string, Endpoint>();
const ids: string[] = [];
const tokens: (string | null)[] = [null, "not-a-token"];

beforeAll(async () => {
  for (const pattern of Object.keys(API) as ApiPattern[]) {
    if (SLOW.has(pattern)) continue;
    const file = path.join(APP, ...pattern.split("/").filter(Boolean), "route.ts");
    if (!fs.existsSync(file)) continue;
    const endpoint = { pattern, handlers: (await import(file)) as Endpoint["handlers"] };
    endpoints.push(endpoint);
    byPattern.set(pattern, endpoint);
  }
  const owner = await createUser({ subscribed: true });
  const other = await createUser({ subscribed: true });
  const admin = await createUser({ admin: true });
  tokens.push(owner.token, owner.token, other.token, admin.token);
  for (let i = 0; i < 3; i++) {
    const company = await createCompany(owner.user.id, { frameworks: ["BRSR", "GRI"] });
    ids.push(company.id);
    const entry = await call(postEntry, { method: "POST", token: owner.token, body: entryBody(company.id, { period: `FY 202${i}` }) });
    ids.push(entry.body.id);
  }
}, 120_000);

const rawByte = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`);
/** A path segment as a hostile client sends it: a real id, text escaped or not, broken escapes. */
const segment = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...["00000000-0000-4000-8000-000000000000", "null", "..", "%", "%E0%A4%A", "%ED%A0%80", "%00"]) },
  { weight: 4, arbitrary: fc.nat({ max: 5 }).map((i) => ids[i] ?? ids[0]) },
  { weight: 1, arbitrary: fc.constantFrom("scope1", "scope2", "water", "waste", "Manufacturing", "IT") },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(rawByte, fc.string({ maxLength: 3 }).map(encodeURIComponent), fc.constantFrom("%", "%G1", "%C3")), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join("")),
  },
);
const queryValue = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 10 }).map(encodeURIComponent),
  fc.constantFrom("2024-25", "FY 2024-25", "true", "false", "-1", "1e309", "india", "%", "%ZZ", "", "GRI"),
);
const query = fc.dictionary(fc.constantFrom("fy", "set", "save", "limit", "cursor", "industry", "framework", "q", "page", "x"), queryValue, { maxKeys: 3 });
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      company_id: fc.oneof(
        fc.constant(null).map(() => ids[0]),
        fc.string(),
      ),
      framework: fc.constantFrom("BRSR", "GRI", "gri", "X", ""),
      category: fc.constantFrom("environmental", "social", "nope"),
      metric: fc.oneof(fc.constantFrom("Scope 1 emissions", "Total energy consumption"), fc.string({ unit: "grapheme" })),
      value: fc.oneof(fc.string({ unit: "grapheme", maxLength: 20 }), fc.double().map(String)),
      unit: fc.string({ maxLength: 6 }),
      period: fc.constantFrom("FY 2024-25", "2024", "Q1 FY25", "", "\u0000"),
      target_value: fc.oneof(fc.double(), fc.string()),
      name: fc.string({ unit: "grapheme", maxLength: 30 }),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      password: fc.string({ maxLength: 20 }),
      item: fc.string({ maxLength: 30 }),
    },
    { requiredKeys: [] },
  ),
);
const body = fc.oneof(
  json.map((v) => ({ text: JSON.stringify(v), type: "application/json" })),
  fc.string({ unit: "binary", maxLength: 60 }).map((text) => ({ text, type: "application/json" })),
  fc.string({ maxLength: 60 }).map((text) => ({ text, type: fc.sample(fc.constantFrom("text/plain", "multipart/form-data; boundary=x", ""), 1)[0] })),
);

const request = fc.record({
  endpoint: fc.nat(),
  // Mostly a method the route serves; sometimes any.
  method: fc.oneof(
    { weight: 4, arbitrary: fc.nat() },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE") },
  ),
  segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query,
  body: fc.option(body, { nil: undefined }),
  token: fc.nat(),
});

/** The params Next hands the handler: each dynamic segment decoded, a catch-all as a list. */
function paramsOf(pattern: string, pathname: string): Record<string, string | string[]> {
  const names = pattern.split("/").filter(Boolean);
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string | string[]> = {};
  names.forEach((name, i) => {
    const m = /^\[(\.\.\.)?(.+)\]$/.exec(name);
    if (m) params[m[2]] = m[1] ? parts.slice(i) : parts[i];
  });
  return params;
}

describe(`fuzzing every endpoint (${RUNS} cases, seed ${SEED})`, () => {
  it(
    "never answers 5xx but 503, and every 4xx is {detail}",
    async () => {
      console.log(`[fuzz] ${RUNS} cases, seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} to repeat)`);
      const statuses = new Map<number, number>();
      const ledger = new Ledger();
      const failures = new Failures();
      await ledger.start();
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          await failures.guard(() => fuzzCase(r));
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      failures.settle("fuzz");
      console.log(
        `[fuzz] statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
      );
      await ledger.settle("fuzz");

      async function fuzzCase(r: typeof request extends fc.Arbitrary<infer T> ? T : never): Promise<void> {
        const endpoint = endpoints[r.endpoint % endpoints.length];
        const listed = Object.keys(API[endpoint.pattern]);
        const method = typeof r.method === "number" ? listed[r.method % listed.length] : r.method;
        let k = 0;
        const pathname = endpoint.pattern.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, () => r.segments[k++ % r.segments.length]);
        const search = Object.entries(r.query)
          .map(([key, value]) => `${key}=${value}`)
          .join("&");
        const url = `http://localhost:3000${pathname}${search ? `?${search}` : ""}`;
        const headers = new Headers();
        const token = tokens[r.token % tokens.length];
        if (token) headers.set("Authorization", `Bearer ${token}`);
        if (r.body?.type) headers.set("Content-Type", r.body.type);
        const withBody = r.body && !["GET", "HEAD"].includes(method);
        let res: Response | null = apiEdgeRefusal({ url, method, headers });
        if (!res) {
          // Routed as Next routes it: an empty or dot segment can make it another route's URL.
          const target = byPattern.get(matchApi(new URL(url).pathname) ?? "");
          if (!target) return;
          const handler = target.handlers[method] ?? (method === "HEAD" ? target.handlers.GET : undefined);
          // The edge lets only listed methods through, and Next answers OPTIONS itself.
          if (!handler) {
            if (method === "OPTIONS") return;
            throw new Error(`${method} ${url}: let through by the edge, served by no handler`);
          }
          const req = new NextRequest(url, { method, headers, body: withBody ? r.body!.text : undefined });
          res = await handler(req, { params: Promise.resolve(paramsOf(target.pattern, new URL(url).pathname)) });
          await ledger.record(method, res.status, `${method} ${url} → ${res.status}`);
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${method} ${url} → ${res.status}`;
        if (res.status >= 500 && res.status !== 503) throw new Error(`${label}: ${(await res.text()).slice(0, 300)}`);
        if (res.status >= 400 && method !== "HEAD") {
          const text = await res.text();
          let detail: unknown;
          try {
            detail = (JSON.parse(text) as { detail?: unknown }).detail;
          } catch {
            /* not JSON */
          }
          if (typeof detail !== "string") throw new Error(`${label} without {detail}: ${text.slice(0, 200)}`);
        }
      }
    },
    Math.max(900_000, RUNS * 30),
  );
});
