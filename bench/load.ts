/**
 * Load over a realistic mix against a running server (decisions D31): `users` accounts, each with a
 * company, then for `seconds` all at once — logins, the dashboard, the entry list, the BRSR
 * questionnaire, KPI progress, and new figures saved — with each endpoint's own p50 and p99. Then
 * every acknowledged write is looked for: present exactly once.
 *
 * Each user works as a person does: a screen or a save, then a pause before the next — pauses
 * drawn at random (exponential, mean 1/`rate` seconds; default 0.2 requests a second, one every
 * 5 s), so 200 users are about 40 requests a second arriving independently, as real users' do.
 * Which screen comes next follows the `share`s. Sessions start through the run: each user signs
 * in once, the logins spread evenly over it. `--rate 0` drops the pauses: every user sends as fast
 * as answers come (a saturation test, in which latency measures the queue, not the service).
 *
 * (autocannon paced rates below one a second per connection by firing every connection at the
 * top of each second, all together: 200 users became 50 requests in the same millisecond, every
 * second, and the p99 measured that burst's queue. Its pacing is kept for the hot-path benches,
 * where the connections are meant to be saturated.)
 *
 *   npx tsx bench/load.ts --url http://localhost:3000 [--users 200] [--seconds 60] [--rate 0.2] [--seed 1]
 *
 * Exits 1 when a request failed (a non-2xx, a socket error, a 30 s timeout) or an acknowledged
 * write is missing, doubled, or stored without an answer (the run waits for every request in
 * flight before it checks). The e2e runner (tests/e2e/run.ts) runs it for 15 s against its
 * production server; goals print beside the figures (login p99 < 1 s, the rest < 250 ms) and are
 * reported, not enforced, on a shared 2-core machine.
 */
import { randomBytes } from "node:crypto";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const BASE = args.get("url") ?? "http://localhost:3000";
const USERS = Number(args.get("users") ?? 200);
const SECONDS = Number(args.get("seconds") ?? 60);
const RATE = Number(args.get("rate") ?? 0.2);
const SEED = Number(args.get("seed") ?? 1);
const PASSWORD = "load-pass-123";
const TIMEOUT_MS = 30_000;

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
  /** How often a user's next request is this one (the login: once per user, not drawn). */
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
    // The questionnaire screen asks for the tab it shows; Section A opens first.
    name: "GET /api/brsr/{id}?section=A",
    share: 0.15,
    goalMs: 250,
    request: (a) => ({ method: "GET", path: `/api/brsr/${a.companyId}?fy=2024-25&section=A`, headers: bearer(a) }),
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
const WRITE = "POST /api/esg-data";

/** A small seeded generator (mulberry32): the same seed, the same pauses and choices. */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A pause before a user's next request: exponential with mean 1/RATE seconds (none at --rate 0). */
const pause = () => (RATE > 0 ? (-Math.log(1 - rand()) / RATE) * 1000 : 0);

type Tally = { latencies: number[]; non2xx: number; errors: number; timeouts: number; firstFailure?: string };
const tallies = new Map(ENDPOINTS.map((e) => [e.name, { latencies: [], non2xx: 0, errors: 0, timeouts: 0 } as Tally]));

/** A save the server answered 2xx: its figure must be stored exactly once afterwards. */
function acknowledge(body: string) {
  const saved = JSON.parse(body) as { company_id: string; metric: string };
  acknowledged.add(`${saved.company_id}|${saved.metric}`);
}

async function send(endpoint: Endpoint, account: Account, n: number): Promise<void> {
  const tally = tallies.get(endpoint.name)!;
  const r = endpoint.request(account, n);
  const t0 = performance.now();
  try {
    const res = await fetch(`${BASE}${r.path}`, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    tally.latencies.push(performance.now() - t0);
    if (!res.ok) {
      tally.non2xx++;
      tally.firstFailure ??= `${res.status} ${body.slice(0, 160)}`;
      return;
    }
    if (endpoint.name === WRITE) acknowledge(body);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    if (timedOut) tally.timeouts++;
    else tally.errors++;
    tally.firstFailure ??= String(error);
  }
}

const working = ENDPOINTS.filter((e) => e.name !== LOGIN);
const shares = working.reduce((sum, e) => sum + e.share, 0);
function nextEndpoint(): Endpoint {
  let pick = rand() * shares;
  for (const e of working) if ((pick -= e.share) < 0) return e;
  return working[working.length - 1];
}

const started = performance.now();
const accounts = await inBatches(USERS, 10, account);
console.log(`setup: ${USERS} users with a company each in ${Math.round(performance.now() - started)} ms`);

let sent = 0;
// A server just started loads each route's code at its first request (a few hundred ms, once):
// every screen is asked for a few times before the clock starts, as traffic would have done.
for (const endpoint of working) {
  for (const a of accounts.slice(0, 3)) {
    const r = endpoint.request(a, ++sent);
    const res = await fetch(`${BASE}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    const body = await res.text();
    if (!res.ok) throw new Error(`warm-up ${endpoint.name}: ${res.status} ${body.slice(0, 200)}`);
    if (endpoint.name === WRITE) acknowledge(body);
  }
}

const runStart = performance.now();
const deadline = runStart + SECONDS * 1000;
// A user at work: from a random moment within the first pause, a request, its answer, a pause, until the run ends.
async function user(account: Account): Promise<void> {
  await sleep(RATE > 0 ? rand() * (1000 / RATE) : 0);
  while (performance.now() < deadline) {
    await send(nextEndpoint(), account, ++sent);
    const wait = pause();
    if (performance.now() + wait >= deadline) break;
    await sleep(wait);
  }
}
// Sessions starting: each user signs in once, the logins spread evenly over the run.
async function logins(): Promise<void> {
  const login = ENDPOINTS.find((e) => e.name === LOGIN)!;
  await Promise.all(
    accounts.map(async (a, i) => {
      await sleep(RATE > 0 ? ((i + rand()) * SECONDS * 1000) / USERS : 0);
      await send(login, a, i);
    }),
  );
}
await Promise.all([logins(), ...accounts.map(user)]);
const elapsed = (performance.now() - runStart) / 1000;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

let failed = false;
console.log(
  `\n${USERS} users, ${SECONDS} s (${elapsed.toFixed(1)} s with the last answers), ${RATE > 0 ? `each signing in once and sending a request every ${(1 / RATE).toFixed(1)} s on average (random pauses)` : "no pause (saturation)"}, ${BASE}`,
);
console.log("endpoint".padEnd(36), "requests", "non2xx", "errors", "p50 ms", "p99 ms", "max ms", "goal");
for (const endpoint of ENDPOINTS) {
  const t = tallies.get(endpoint.name)!;
  const sorted = [...t.latencies].sort((x, y) => x - y);
  const bad = t.non2xx + t.errors + t.timeouts;
  if (bad) failed = true;
  const p99 = percentile(sorted, 99);
  console.log(
    endpoint.name.padEnd(36),
    String(t.latencies.length + t.errors + t.timeouts).padStart(8),
    String(t.non2xx).padStart(6),
    String(t.errors + t.timeouts).padStart(6),
    String(percentile(sorted, 50)).padStart(6),
    String(p99).padStart(6),
    String(Math.round(sorted[sorted.length - 1] ?? 0)).padStart(6),
    `${p99 <= endpoint.goalMs ? "met" : "MISSED"} (< ${endpoint.goalMs} ms)`,
  );
  if (t.firstFailure) console.log(`  first failure: ${t.firstFailure}`);
}

// Every acknowledged write present exactly once, and nothing stored that was not acknowledged
// (every request was answered, or failed and was counted, before this check).
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
const failedWrites = tallies.get(WRITE)!;
// A save that timed out on the client may still have been stored: only then is one allowed.
const unansweredAllowed = failedWrites.timeouts + failedWrites.errors;
console.log(
  `\nwrites: ${acknowledged.size} acknowledged, ${stored.size} stored, ${missing} missing, ${doubled} doubled, ${unanswered} stored without an answer (allowed: ${unansweredAllowed}, the saves that failed on the client)`,
);
if (missing || doubled || unanswered > unansweredAllowed) failed = true;
process.exit(failed ? 1 : 0);
