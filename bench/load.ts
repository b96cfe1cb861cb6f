/**
 * Load over a realistic mix against a running server (issue 21): `users` accounts, each with a
 * company, then for `seconds` all at once — logins, the dashboard, the entry list, the BRSR
 * questionnaire, KPI progress, and new figures saved — each endpoint driven by its own autocannon
 * instance with its share of the connections, side by side, so each prints its own p99. Then every
 * acknowledged write is looked for: present exactly once.
 *
 * A user signs in once during the run (the logins spread evenly over it, as sessions start) and
 * then works through screens: a connection that sends `rate` requests a second (default 0.2, a
 * screen or a save every 5 s — reading a dashboard, typing a figure — each answer awaited before
 * the next), so 200 users are about 40 requests a second. The screens and saves share the users as the `share`s say. `--rate 0` drops
 * the pause: every connection sends as fast as answers come (and logins too), a saturation test
 * in which latency measures the queue, not the service.
 *
 *   npx tsx bench/load.ts --url http://localhost:3000 [--users 200] [--seconds 60] [--rate 0.2]
 *
 * Exits 1 when a request failed (a non-2xx other than the expected, a socket error, a timeout) or
 * an acknowledged write is missing or doubled. The e2e runner (tests/e2e/run.ts) runs it for 15 s
 * against its production server; goals print beside the figures (login p99 < 1 s, the rest
 * < 250 ms) and are reported, not enforced, on a shared 2-core machine.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const BASE = args.get("url") ?? "http://localhost:3000";
const USERS = Number(args.get("users") ?? 200);
const SECONDS = Number(args.get("seconds") ?? 60);
const RATE = Number(args.get("rate") ?? 0.2);
const PASSWORD = "load-pass-123";

type Account = { email: string; token: string; companyId: string; address: string };

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}/api${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** One account with a BRSR company; each from its own client address (the login limits count per address). */
async function account(i: number): Promise<Account> {
  const email = `load-${randomBytes(4).toString("hex")}-${i}@example.com`;
  const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const signup = await post(
    "/auth/signup",
    { email, password: PASSWORD, full_name: `Load User ${i}`, company_name: "Load Co" },
    { "x-forwarded-for": address },
  );
  const auth = { authorization: `Bearer ${signup.access_token}` };
  const company = await post(
    "/companies",
    { name: `Load Co ${i}`, industry: "Manufacturing", location: "Pune, Maharashtra", size: "201-500", description: "" },
    auth,
  );
  const frameworks = await fetch(`${BASE}/api/companies/${company.id}/frameworks`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify(["BRSR"]),
  });
  if (!frameworks.ok) throw new Error(`frameworks: ${frameworks.status}`);
  return { email, token: signup.access_token, companyId: company.id, address };
}

async function inBatches<T>(n: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))));
  return out;
}

type Endpoint = {
  name: string;
  /** Of the users' connections (the login: a connection per 20 users, sending each user's one login). */
  share: number;
  goalMs: number;
  request: (a: Account, n: number) => { method: "GET" | "POST"; path: string; body?: string; headers: Record<string, string> };
};

/** Figures the server acknowledged (2xx) during the run, as "company|metric": each must be stored exactly once afterwards. */
const acknowledged = new Set<string>();
let writeCounter = 0;

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/auth/login",
    share: 0,
    goalMs: 1000,
    request: (a) => ({
      method: "POST",
      path: "/api/auth/login",
      body: JSON.stringify({ email: a.email, password: PASSWORD }),
      headers: { "content-type": "application/json", "x-forwarded-for": a.address },
    }),
  },
  { name: "GET /api/dashboard/{id}", share: 0.25, goalMs: 250, request: (a) => ({ method: "GET", path: `/api/dashboard/${a.companyId}`, headers: bearer(a) }) },
  { name: "GET /api/esg-data/{id}", share: 0.25, goalMs: 250, request: (a) => ({ method: "GET", path: `/api/esg-data/${a.companyId}`, headers: bearer(a) }) },
  {
    name: "GET /api/brsr/{id}",
    share: 0.15,
    goalMs: 250,
    request: (a) => ({ method: "GET", path: `/api/brsr/${a.companyId}?fy=2024-25`, headers: bearer(a) }),
  },
  {
    name: "GET /api/kpi-targets/{id}/progress",
    share: 0.1,
    goalMs: 250,
    request: (a) => ({ method: "GET", path: `/api/kpi-targets/${a.companyId}/progress`, headers: bearer(a) }),
  },
  {
    name: "POST /api/esg-data",
    share: 0.25,
    goalMs: 250,
    request: (a) => {
      // A figure no other request writes: its own metric name (a custom BRSR metric) and a year.
      const n = ++writeCounter;
      const metric = `Load figure ${n}`;
      return {
        method: "POST",
        path: "/api/esg-data",
        body: JSON.stringify({
          company_id: a.companyId,
          framework: "BRSR",
          category: "environmental",
          metric,
          value: String(n),
          unit: "t",
          period: "FY 2024-25",
          notes: "",
        }),
        headers: { "content-type": "application/json", ...bearer(a) },
      };
    },
  },
];

function bearer(a: Account) {
  return { authorization: `Bearer ${a.token}` };
}

const LOGIN = "POST /api/auth/login";

function run(endpoint: Endpoint, accounts: Account[], connections: number): Promise<autocannon.Result & { name: string }> {
  let next = 0;
  // autocannon paces by whole requests a second: a group of connections at `rate` each is paced as
  // a whole (overallRate), which also allows a rate under one per connection.
  const pacing =
    RATE <= 0
      ? {}
      : endpoint.name === LOGIN
        ? { amount: accounts.length, overallRate: Math.max(1, accounts.length / SECONDS) }
        : { overallRate: Math.max(1, connections * RATE) };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections,
        ...pacing,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => {
              const a = accounts[next++ % accounts.length];
              const r = endpoint.request(a, next);
              return { ...req, method: r.method, path: r.path, body: r.body, headers: r.headers };
            },
            onResponse: (status, body) => {
              if (endpoint.name !== "POST /api/esg-data" || status < 200 || status >= 300) return;
              const saved = JSON.parse(body) as { company_id: string; metric: string };
              acknowledged.add(`${saved.company_id}|${saved.metric}`);
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(Object.assign(result, { name: endpoint.name }))),
    );
  });
}

const started = performance.now();
const accounts = await inBatches(USERS, 10, account);
console.log(`setup: ${USERS} users with a company each in ${Math.round(performance.now() - started)} ms`);

const total = Math.max(ENDPOINTS.length, USERS);
const connectionsOf = (e: Endpoint) => (e.name === LOGIN ? Math.ceil(USERS / 20) : Math.max(1, Math.round(total * e.share)));
const results = await Promise.all(ENDPOINTS.map((e) => run(e, accounts, connectionsOf(e))));

let failed = false;
console.log(`\n${USERS} users, ${SECONDS} s, ${RATE > 0 ? `each signing in once, then ${RATE} request(s)/s` : "no pause (saturation)"}, ${BASE}`);
console.log("endpoint".padEnd(36), "conns", "requests", "non2xx", "errors", "p50 ms", "p99 ms", "goal");
for (const r of results) {
  const endpoint = ENDPOINTS.find((e) => e.name === r.name)!;
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) failed = true;
  console.log(
    r.name.padEnd(36),
    String(connectionsOf(endpoint)).padStart(5),
    String(r.requests.total).padStart(8),
    String(r.non2xx).padStart(6),
    String(r.errors + r.timeouts).padStart(6),
    String(r.latency.p50).padStart(6),
    String(r.latency.p99).padStart(6),
    `${r.latency.p99 <= endpoint.goalMs ? "met" : "MISSED"} (< ${endpoint.goalMs} ms)`,
  );
}

// Every acknowledged write present exactly once. A save still in flight when the run stopped may
// be stored without its answer having arrived: at most one per writing connection.
const stored = new Map<string, number>();
for (const a of accounts) {
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const res: Response = await fetch(`${BASE}/api/esg-data/${a.companyId}?limit=1000${cursor ? `&cursor=${cursor}` : ""}`, { headers: bearer(a) });
    const entries = (await res.json()) as { company_id: string; metric: string }[];
    for (const e of entries) stored.set(`${e.company_id}|${e.metric}`, (stored.get(`${e.company_id}|${e.metric}`) ?? 0) + 1);
    cursor = /[?&]cursor=([^&>]+)[^>]*>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  }
}
const missing = [...acknowledged].filter((k) => !stored.has(k)).length;
const doubled = [...stored.values()].filter((n) => n > 1).length;
const unanswered = [...stored.keys()].filter((k) => !acknowledged.has(k)).length;
const writers = connectionsOf(ENDPOINTS.find((e) => e.name === "POST /api/esg-data")!);
console.log(
  `\nwrites: ${acknowledged.size} acknowledged, ${stored.size} stored, ${missing} missing, ${doubled} doubled, ${unanswered} stored without an answer (in flight at the end; at most ${writers})`,
);
if (missing || doubled || unanswered > writers) failed = true;
process.exit(failed ? 1 : 0);
