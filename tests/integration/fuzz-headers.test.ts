import fc from "fast-check";
import { NextRequest } from "next/server";
import { apiEdgeRefusal } from "@/lib/api/edge";
import { API, matchApi } from "@/lib/auth/access-table";
import { createCompany, createUser, entryBody } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectWellFormed, Failures, Ledger, loadEndpoints, paramsOf, type Endpoint } from "../helpers/fuzz";
import { samplePdf, sampleXlsx } from "../helpers/evidence-files";
import { POST as postEntry } from "@/app/api/esg-data/route";

// The half of the fuzzing fuzz-api.test.ts leaves out: the headers (Content-Type with
// broken multipart boundaries, Content-Length that lies, Authorization and session cookies of every
// malformed kind — `authjs.session-token=%E0%A4%A` among them —, very long values, Origin and
// Referer) and multipart bodies at the upload endpoints (spreadsheet imports, evidence; the PDF
// extraction a few cases only, each one parses). Never 5xx but 503, every 4xx `{detail}`, and the
// database holds only what acknowledged calls made (tests/helpers/fuzz.ts `Ledger`).
// FUZZ_HEADER_RUNS (default 3,000) and FUZZ_SEED (printed) repeat a run exactly.

const RUNS = Number(process.env.FUZZ_HEADER_RUNS ?? 3_000);
const PDF_RUNS = Number(process.env.FUZZ_PDF_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 2021);
// Fuzzed in fuzz-api.test.ts or here on their own: a rendered PDF report takes seconds per case.
const SLOW = new Set(["/api/generate-brsr-report/[companyId]", "/api/companies/[id]/assurance-pack", "/api/extract-pdf/[companyId]"]);
const UPLOADS = ["/api/companies/[id]/imports", "/api/esg-data/[id]/evidence"] as const;
// They would take the fixtures every other case needs (the companies, the entries evidence goes on); fuzz-api.test.ts fuzzes them.
const FIXTURE_DELETES = new Set(["DELETE /api/companies/[id]", "DELETE /api/esg-data/[id]"]);

let endpoints: Endpoint[] = [];
const byPattern = new Map<string, Endpoint>();
const companyIds: string[] = [];
const entryIds: string[] = [];
let owner = "";
let other = "";
let xlsx: Uint8Array;

beforeAll(async () => {
  endpoints = await loadEndpoints(SLOW);
  for (const e of await loadEndpoints()) byPattern.set(e.pattern, e);
  const o = await createUser({ subscribed: true });
  const x = await createUser({ subscribed: true });
  owner = o.token;
  other = x.token;
  for (let i = 0; i < 2; i++) {
    const company = await createCompany(o.user.id, { frameworks: ["BRSR", "GRI"] });
    companyIds.push(company.id);
    const entry = await call(postEntry, { method: "POST", token: owner, body: entryBody(company.id, { period: `FY 202${i}` }) });
    entryIds.push(entry.body.id);
  }
  xlsx = (await sampleXlsx()).bytes;
}, 120_000);

const latin1 = (max: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: max });
const long = fc.integer({ min: 1_000, max: 14_000 }).map((n) => "v".repeat(n));

// Weighted so that most cases carry a working session and reach the handler's own parsing.
const authorization = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 8, arbitrary: fc.constant(null).map(() => `Bearer ${owner}`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `Bearer ${other}`) },
  { weight: 1, arbitrary: fc.constantFrom("Bearer", "Bearer ", "bearer", "Basic dXNlcjpwYXNz", "Token abc", "Bearer null", "Bearer %E0%A4%A") },
  { weight: 1, arbitrary: fc.constant(null).map(() => `bearer ${owner}`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `Bearer ${owner}x`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `Bearer ${owner.slice(0, -7)}`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `Bearer ${owner}, Bearer ${other}`) },
  { weight: 1, arbitrary: long.map((v) => `Bearer ${v}`) },
  { weight: 1, arbitrary: latin1(40) },
);
const cookie = fc.oneof(
  { weight: 10, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "authjs.session-token=%E0%A4%A",
      "authjs.session-token=%",
      "authjs.session-token=",
      ";;;=",
      "=; =; a",
      "authjs.session-token=%ED%A0%80; x=1",
    ),
  },
  { weight: 1, arbitrary: fc.constant(null).map(() => `authjs.session-token=${owner}`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `__Secure-authjs.session-token=${owner}`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `a=b; authjs.session-token=${owner.slice(3)}; c=d`) },
  { weight: 1, arbitrary: fc.constant(null).map(() => `authjs.session-token=${owner}; authjs.session-token=${other}`) },
  { weight: 1, arbitrary: long.map((v) => `authjs.session-token=${v}`) },
  { weight: 1, arbitrary: latin1(60) },
);
const origin = fc.oneof(
  { weight: 8, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.constant("http://localhost:3000") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "https://evil.example",
      "null",
      "%E0%A4%A",
      "http://localhost:3000.evil.example",
      "file://",
      "http://[::1",
      "http://localhost:3000/%",
    ),
  },
  { weight: 1, arbitrary: long.map((v) => `https://${v}.example`) },
  { weight: 1, arbitrary: latin1(30) },
);
const extraHeader = fc.option(
  fc.record({
    name: fc.constantFrom("x-forwarded-for", "if-match", "idempotency-key", "accept", "user-agent", "x-long", "accept-language", "range"),
    value: fc.oneof({ weight: 6, arbitrary: latin1(80) }, { weight: 1, arbitrary: long }),
  }),
  { freq: 2, nil: undefined },
);
/** What Content-Length says, against the bytes actually sent. */
const lengthLie = fc.option(fc.oneof(fc.constantFrom("0", "-1", "abc", "1e3", "99999999999", "", " 12"), fc.integer({ min: -20, max: 20 })), {
  freq: 3,
  nil: undefined,
});

// ---- Multipart bodies.

const csv = fc
  .array(
    fc.record({
      metric: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom("Scope 1 emissions", "Scope 2 emissions") },
        { weight: 1, arbitrary: fc.constant("Unknown metric") },
      ),
      value: fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 99999 }).map(String) },
        { weight: 2, arbitrary: fc.constantFrom("1,23,456.7", "", "abc", "-3.5", "=1+1") },
      ),
      period: fc.oneof({ weight: 8, arbitrary: fc.constantFrom("FY 2021-22", "FY 2022-23") }, { weight: 1, arbitrary: fc.constantFrom("2024", "") }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map(
    (rows) =>
      `framework,category,metric,value,unit,period,notes\n${rows.map((r) => `BRSR,environmental,${r.metric},${r.value},tCO2e,${r.period},`).join("\n")}\n`,
  );
const fileContent = fc.oneof(
  { weight: 5, arbitrary: csv.map((text) => new TextEncoder().encode(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 2, arbitrary: fc.constant(null).map(() => samplePdf().bytes) },
  { weight: 1, arbitrary: fc.constant(null).map(() => xlsx) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }).map((junk) => new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...junk])) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array()) },
);
const part = fc.record({
  name: fc.oneof({ weight: 8, arbitrary: fc.constant("file") }, { weight: 1, arbitrary: fc.constantFrom("files", "", 'file"x', "fi\u00e9le") }),
  filename: fc.option(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("data.csv", "bill.pdf", "readings.csv") },
      { weight: 2, arbitrary: fc.constantFrom("../../etc/passwd", "%E0%A4%A.csv", "ünï.xlsx", "a;b=c.csv", "") },
      { weight: 1, arbitrary: fc.integer({ min: 200, max: 2000 }).map((n) => `${"n".repeat(n)}.csv`) },
    ),
    { freq: 6, nil: undefined },
  ),
  type: fc.option(fc.constantFrom("text/csv", "application/pdf", "application/octet-stream", "image/png", "garbage", ""), { nil: undefined }),
  content: fileContent,
});
const multipart = fc.record({
  boundary: fc.oneof(
    { weight: 3, arbitrary: fc.constant("----fuzzBoundary7MA4YWxk") },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(..."abcXYZ0189-_'()+,./:=?"), minLength: 1, maxLength: 70 }) },
  ),
  /** The boundary the body actually uses: mostly the declared one. */
  bodyBoundary: fc.option(fc.constantFrom("other", "", "----fuzzBoundary7MA4YWxk--"), { freq: 4, nil: undefined }),
  header: fc.oneof(
    { weight: 10, arbitrary: fc.constant("plain") },
    { weight: 6, arbitrary: fc.constantFrom("quoted", "unterminated", "missing", "empty", "upper", "mixed", "twice") },
  ),
  parts: fc.array(part, { minLength: 0, maxLength: 3 }),
  closing: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  crlf: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});

type Multipart = typeof multipart extends fc.Arbitrary<infer T> ? T : never;

function contentTypeOf(m: Multipart): string {
  switch (m.header) {
    case "quoted":
      return `multipart/form-data; boundary="${m.boundary}"`;
    case "unterminated":
      return `multipart/form-data; boundary="${m.boundary}`;
    case "missing":
      return "multipart/form-data";
    case "empty":
      return "multipart/form-data; boundary=";
    case "upper":
      return `MULTIPART/FORM-DATA; BOUNDARY=${m.boundary}`;
    case "mixed":
      return `multipart/mixed; boundary=${m.boundary}`;
    case "twice":
      return `multipart/form-data; boundary=${m.boundary}; boundary=x`;
    default:
      return `multipart/form-data; boundary=${m.boundary}`;
  }
}

function bodyOf(m: Multipart): Uint8Array {
  const nl = m.crlf ? "\r\n" : "\n";
  const b = m.bodyBoundary === undefined ? m.boundary : m.bodyBoundary;
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of m.parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? "" : `; filename="${p.filename}"`}`;
    chunks.push(enc.encode(`--${b}${nl}${disposition}${nl}${p.type === undefined ? "" : `Content-Type: ${p.type}${nl}`}${nl}`), p.content, enc.encode(nl));
  }
  if (m.closing) chunks.push(enc.encode(`--${b}--${nl}`));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

// ---- JSON and other bodies for the rest of the endpoints.

const otherBody = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({ bytes: new TextEncoder().encode(JSON.stringify(v)), type: "application/json" })),
  fc.record({ company_id: fc.constant(null).map(() => companyIds[0]), value: fc.string({ maxLength: 8 }), fy: fc.constantFrom("2024-25", "x") }).map((v) => ({
    bytes: new TextEncoder().encode(JSON.stringify(v)),
    type: "application/json",
  })),
  fc.uint8Array({ maxLength: 80 }).map((bytes) => ({ bytes, type: "application/json" })),
);
const otherType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "",
  "application/x-www-form-urlencoded",
  "application/json, text/plain",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
);

const request = fc.record({
  upload: fc.boolean(),
  uploadKind: fc.nat({ max: UPLOADS.length - 1 }),
  endpoint: fc.nat(),
  method: fc.nat(),
  id: fc.nat({ max: 1 }),
  dryRun: fc.constantFrom("true", "false", "false", "false", "maybe"),
  multipart,
  other: fc.option(fc.record({ body: otherBody, type: fc.option(otherType, { nil: undefined }) }), { nil: undefined }),
  authorization,
  cookie,
  origin,
  referer: origin,
  extra: extraHeader,
  lengthLie,
});

type Case = typeof request extends fc.Arbitrary<infer T> ? T : never;

function headersOf(r: Case, body: Uint8Array | null, type: string | undefined): Headers {
  const headers = new Headers();
  if (r.authorization !== null) headers.set("Authorization", r.authorization);
  // Most cases carry the owner's session, so the handler's own parsing is reached.
  else if (r.cookie === null) headers.set("Authorization", `Bearer ${owner}`);
  if (r.cookie !== null) headers.set("Cookie", r.cookie);
  if (r.origin !== null) headers.set("Origin", r.origin);
  if (r.referer !== null) headers.set("Referer", r.referer);
  if (r.extra) headers.set(r.extra.name, r.extra.value);
  if (type !== undefined) headers.set("Content-Type", type);
  if (r.lengthLie !== undefined && body)
    headers.set("Content-Length", typeof r.lengthLie === "number" ? String(Math.max(0, body.length + r.lengthLie)) : r.lengthLie);
  return headers;
}

async function dispatch(url: string, method: string, headers: Headers, body: Uint8Array | null, ledger: Ledger, statuses: Map<number, number>) {
  await failures.guard(() => send(url, method, headers, body, ledger, statuses));
}

async function send(url: string, method: string, headers: Headers, body: Uint8Array | null, ledger: Ledger, statuses: Map<number, number>) {
  let res: Response | null = apiEdgeRefusal({ url, method, headers });
  const label = `${method} ${url.slice(0, 200)} [${[...headers.keys()].join(",")}]`;
  if (!res) {
    const target = byPattern.get(matchApi(new URL(url).pathname) ?? "");
    if (!target) return;
    const handler = target.handlers[method] ?? (method === "HEAD" ? target.handlers.GET : undefined);
    if (!handler) return;
    const req = new NextRequest(url, { method, headers, body: body && !["GET", "HEAD"].includes(method) ? (body as BodyInit) : undefined });
    res = await handler(req, { params: Promise.resolve(paramsOf(target.pattern, new URL(url).pathname)) });
    await ledger.record(method, res.status, `${label} → ${res.status}`);
  }
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  // 503 is allowed (a gateway or store not configured, the database away): shown, so a new cause is seen.
  if (res.status === 503 && unavailable.size < 5)
    unavailable.add(`${method} ${new URL(url).pathname.replace(/[0-9a-f-]{36}/g, "{id}")}: ${(await res.clone().text()).slice(0, 120)}`);
  await expectWellFormed(res, `${label} → ${res.status}`, method);
}

const unavailable = new Set<string>();
const failures = new Failures();

const histogram = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");

describe(`fuzzing headers and multipart bodies (${RUNS} + ${PDF_RUNS} cases, seed ${SEED})`, () => {
  it(
    "never answers 5xx but 503, every 4xx is {detail}, and the database holds only acknowledged writes",
    async () => {
      console.log(`[fuzz-headers] ${RUNS} cases + ${PDF_RUNS} PDF uploads, seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_HEADER_RUNS=${RUNS} to repeat)`);
      const statuses = new Map<number, number>();
      const ledger = new Ledger();
      await ledger.start();
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          if (r.upload) {
            const pattern = UPLOADS[r.uploadKind];
            const id = pattern === "/api/companies/[id]/imports" ? companyIds[r.id] : entryIds[r.id];
            const query = pattern === "/api/companies/[id]/imports" ? `?dry_run=${r.dryRun}` : "";
            const body = bodyOf(r.multipart);
            const url = `http://localhost:3000${pattern.replace("[id]", id)}${query}`;
            await dispatch(url, "POST", headersOf(r, body, contentTypeOf(r.multipart)), body, ledger, statuses);
          } else {
            const endpoint = endpoints[r.endpoint % endpoints.length];
            const methods = Object.keys(API[endpoint.pattern]);
            const method = methods[r.method % methods.length];
            if (FIXTURE_DELETES.has(`${method} ${endpoint.pattern}`)) return true;
            let k = 0;
            const ids = [companyIds[r.id], entryIds[r.id]];
            const pathname = endpoint.pattern.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, () => ids[k++ % 2]);
            const body = r.other?.body.bytes ?? null;
            await dispatch(
              `http://localhost:3000${pathname}`,
              method,
              headersOf(r, body, r.other ? (r.other.type ?? r.other.body.type) : undefined),
              body,
              ledger,
              statuses,
            );
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The PDF extraction parses what it is given: a few cases, multipart and headers as above.
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const body = bodyOf(r.multipart);
          const url = `http://localhost:3000/api/extract-pdf/${companyIds[r.id]}`;
          await dispatch(url, "POST", headersOf(r, body, contentTypeOf(r.multipart)), body, ledger, statuses);
          return true;
        }),
        { numRuns: PDF_RUNS, seed: SEED + 1, endOnFailure: true },
      );
      console.log(`[fuzz-headers] statuses: ${histogram(statuses)}${unavailable.size ? `; 503 from: ${[...unavailable].join(" | ")}` : ""}`);
      failures.settle("fuzz-headers");
      await ledger.settle("fuzz-headers");
    },
    Math.max(900_000, RUNS * 30),
  );
});
