/**
 * The hot paths under load (decisions D30): a production server (`next start` of the existing .next
 * build, never rebuilt here) on a scratch PostgreSQL database with one company of 500,000
 * entries, and autocannon's 32 keep-alive connections on loopback for 10 s at each of the
 * dashboard, the entry list's first page, the BRSR questionnaire and KPI progress, one after the
 * other. Prints p50/p99 per endpoint beside the goal (p99 under 50 ms).
 *
 *   npx tsx bench/hot-paths.ts [--entries 500000] [--seconds 10] [--connections 32] [--port 3300] [--goal 50] [--handlers] [--only questionnaire]
 *
 * The server answers what the build holds: code changed since `npm run build` is not measured.
 * `--handlers` measures the current source instead: the same four route handlers behind a plain
 * node:http server (bench/support/handler-server.ts; no Next routing or proxy), in production mode.
 * `--only <text>` loads only the endpoints whose name contains the text (and the floor).
 */
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { allowServerOnly, arg, reportFigure, scratchDatabase } from "./support/env";

const ENTRIES = arg("entries", 500_000);
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 32);
const PORT = arg("port", 3300);
const GOAL = arg("goal", 50);
const HANDLERS = process.argv.includes("--handlers");
const ONLY = arg("only", "").toLowerCase();
const SECRET = "bench-secret-0123456789abcdef0123456789abcdef";

allowServerOnly();
const scratch = await scratchDatabase("bench_hot");
let server: ReturnType<typeof spawn> | null = null;
try {
  // Seeded in a child process: the app's modules read their settings once, from its environment.
  const seedOut = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/support/seed-only.ts", "--entries", String(ENTRIES)], {
      env: { ...process.env, DATABASE_URL: scratch.url, AUTH_SECRET: SECRET },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`seeding failed (${code}): ${out}`))));
  });
  const seeded = JSON.parse(
    seedOut
      .split("\n")
      .find((l) => l.startsWith("SEEDED "))!
      .slice(7),
  ) as { companyId: string; token: string; seedMs: number };
  console.log(`seeded ${ENTRIES.toLocaleString("en-IN")} entries in ${(seeded.seedMs / 1000).toFixed(1)} s`);

  const base = `http://127.0.0.1:${PORT}`;
  const serverEnv = { ...process.env, NODE_ENV: "production" as const, DATABASE_URL: scratch.url, AUTH_SECRET: SECRET, APP_URL: base, PORT: String(PORT) };
  server = HANDLERS
    ? spawn(process.execPath, ["--import", "tsx", "bench/support/handler-server.ts", "--port", String(PORT)], {
        env: serverEnv,
        stdio: ["ignore", "ignore", "inherit"],
        detached: true,
      })
    : spawn("node_modules/.bin/next", ["start", "-p", String(PORT)], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const endpointsPath = HANDLERS ? `/api/kpi-targets/${seeded.companyId}/progress` : "/api/health";
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${base}${endpointsPath}`, { headers: { Authorization: `Bearer ${seeded.token}` } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) throw new Error("the server did not answer within 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }

  const headers = { Authorization: `Bearer ${seeded.token}` };
  const endpoints = [
    // The floor: one `select 1` and no session, through the same server and driver.
    { name: "floor: /api/health", path: "/api/health", floor: true },
    { name: "dashboard", path: `/api/dashboard/${seeded.companyId}` },
    { name: "entry list (first page)", path: `/api/esg-data/${seeded.companyId}` },
    { name: "KPI progress", path: `/api/kpi-targets/${seeded.companyId}/progress` },
    // What the questionnaire screen asks for: one tab's questions (Section A first; P3 is the largest).
    { name: "BRSR questionnaire, tab A", path: `/api/brsr/${seeded.companyId}?fy=2024-25&section=A` },
    { name: "BRSR questionnaire, tab P3", path: `/api/brsr/${seeded.companyId}?fy=2024-25&section=P3` },
    // Last: at 500,000 entries it reads every entry, and a database it overwhelms fails what follows.
    { name: "BRSR questionnaire", path: `/api/brsr/${seeded.companyId}?fy=2024-25` },
    // Without `fy` the latest year any entry covers wholly is chosen: it must not read every entry either.
    { name: "BRSR questionnaire (no fy)", path: `/api/brsr/${seeded.companyId}` },
  ].filter((e) => !ONLY || "floor" in e || e.name.toLowerCase().includes(ONLY));
  // One answer each before the load: a 4xx/5xx here is a broken endpoint, not a slow one.
  for (const e of endpoints) {
    const res = await fetch(base + e.path, { headers });
    if (res.status !== 200) throw new Error(`${e.name} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
  }
  const what = HANDLERS ? "route handlers of the current source on node:http" : "next start of the existing .next build";
  console.log(`${what}: ${CONNECTIONS} keep-alive connections, ${SECONDS} s each, ${ENTRIES.toLocaleString("en-IN")} entries (p99 goal < ${GOAL} ms)`);
  console.log(`${"endpoint".padEnd(26)} ${"req/s".padStart(7)} ${"p50".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(8)}  non-2xx  goal`);
  let broken = false;
  for (const e of endpoints) {
    const result = await autocannon({ url: base + e.path, connections: CONNECTIONS, duration: SECONDS, headers, pipelining: 1 });
    const bad = result.non2xx + result.errors + result.timeouts;
    broken ||= bad > 0;
    const { p50, p99, max } = result.latency;
    const holds = p99 < GOAL && bad === 0;
    const floor = "floor" in e;
    console.log(
      `${e.name.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} ${`${p50} ms`.padStart(8)} ${`${p99} ms`.padStart(8)} ${`${max} ms`.padStart(8)}  ${String(bad).padStart(7)}  ${holds ? "met" : bad ? "FAILED" : "NOT met"}`,
    );
    reportFigure({
      figure: `${e.name} p99, ${CONNECTIONS} conn @${ENTRIES.toLocaleString("en-IN")}${HANDLERS ? " (handlers)" : ""}`,
      measured: `p99 ${p99} ms (p50 ${p50} ms, ${result.requests.average.toFixed(0)} req/s${bad ? `, ${bad} failed` : ""})`,
      goal: floor ? "-" : `< ${GOAL} ms`,
      holds: floor ? bad === 0 : holds,
      value: p99,
    });
  }
  if (broken) process.exitCode = 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await scratch.drop();
}
