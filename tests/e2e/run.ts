// Runs the end-to-end suite: builds the app, starts two production servers on fresh databases
// (paywall off on :3100 — gateway unconfigured, admin autologin on, demo seed; paywall on on
// :3101 — keys set against a fake Razorpay API on loopback), runs Playwright, and cleans up.
// Extra arguments go to `playwright test` (a spec file, --grep …).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startFakeRazorpay } from "../helpers/fake-razorpay";
import { createDatabase, dropDatabase, postgresAvailable } from "../setup/test-database";
import { nextStartArgs } from "../../scripts/serve";

// Several runs may share one checkout (parallel work): E2E_PORT picks the ports and the build folder.
const PORT = Number(process.env.E2E_PORT || 3100);
const DIST = process.env.E2E_DIST_DIR || `.next-e2e-${PORT}`;
const OUT = process.env.E2E_OUTPUT_DIR || "test-results";
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server ${url} did not become healthy`);
}

/** A server left over from an earlier run would answer the health check with an old build. */
async function assertPortFree(port: number) {
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} is already in use (a server from an earlier run?); stop it or set E2E_PORT`);
}

async function database(label: string): Promise<Record<string, string>> {
  if (await postgresAvailable()) {
    const name = `esg_e2e_${label}_${process.pid}`;
    await dropDatabase(name);
    const url = await createDatabase(name);
    cleanups.push(() => dropDatabase(name));
    return { DATABASE_URL: url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `esg-e2e-${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { PGLITE_DATA_DIR: dir };
}

function startServer(port: number, extra: Record<string, string>): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
    ADMIN_EMAIL: "admin@esgplatform.local",
    ADMIN_PASSWORD: "admin12345",
    RESET_LINK_IN_RESPONSE: "true",
    ...extra,
  };
  for (const key of [
    "RAZORPAY_KEY_ID",
    "RAZORPAY_KEY_SECRET",
    "RAZORPAY_WEBHOOK_SECRET",
    "RAZORPAY_API_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "SMTP_URL",
  ]) {
    if (!(key in extra)) delete env[key];
  }
  if (!("DATABASE_URL" in extra)) delete env.DATABASE_URL;
  const log = fs.createWriteStream(path.join(OUT, `e2e-server-${port}.log`));
  // The server `npm start` runs (scripts/serve.ts: its keep-alive time, the `{detail}` answer to
  // requests Node's parser refuses), on this process's Node: the project's. Its own process group, so that the whole group stops.
  const child = spawn(process.execPath, nextStartArgs(port), {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.push(child);
  return child;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(DIST, "BUILD_ID"))) {
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST, NODE_ENV: "production" } });
    if (build.status !== 0) throw new Error("next build failed");
  }
  await assertPortFree(PORT);
  await assertPortFree(PORT + 1);
  for (const own of [2, 3, 4]) await assertPortFree(PORT + own);
  const razorpay = await startFakeRazorpay();
  cleanups.push(() => razorpay.close());

  const open = startServer(PORT, { ...(await database("open")), ADMIN_AUTOLOGIN: "true", DEMO_SEED: "true" });
  const paid = startServer(PORT + 1, {
    ...(await database("paid")),
    ADMIN_AUTOLOGIN: "false",
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: "whsec_e2e",
    RAZORPAY_API_URL: razorpay.url,
  });
  await Promise.all([waitForHealth(`http://localhost:${PORT}`, open), waitForHealth(`http://localhost:${PORT + 1}`, paid)]);

  const args = ["playwright", "test", ...process.argv.slice(2)];
  const result = spawnSync("npx", args, {
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_BASE_URL: `http://localhost:${PORT}`,
      E2E_PAYWALL_URL: `http://localhost:${PORT + 1}`,
      // server-processes.spec.ts starts servers of its own on this build (ports PORT + 2 to + 4).
      E2E_DIST_DIR: DIST,
      E2E_OUTPUT_DIR: OUT,
      E2E_RAZORPAY_KEY_SECRET: razorpay.keySecret,
    },
  });
  if (result.status !== 0) return result.status ?? 1;
  // The BRSR report's text fast path must be on in the built server too (lib/reports/brsr/mono-text.ts).
  const { MONO_TEXT_FALLBACK_WARNING } = await import("../../lib/reports/brsr/mono-text");
  for (const port of [PORT, PORT + 1]) {
    if (fs.readFileSync(path.join(OUT, `e2e-server-${port}.log`), "utf8").includes(MONO_TEXT_FALLBACK_WARNING)) {
      console.error(`The server on ${port} set a BRSR report without the pdfkit fast path: "${MONO_TEXT_FALLBACK_WARNING}"`);
      return 1;
    }
  }
  // Then the crash test and load run; not when the run names its own specs (reporter flags
  // are not specs).
  const specs = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  if (specs.length) return 0;
  // First-load JavaScript per route of this build, each route held to its ceiling (200 kB gzip, the
  // questionnaire 220): a route over it fails the run, and so `npm test`.
  const firstLoad = spawnSync("npx", ["tsx", "bench/first-load-js.ts", "--dist", DIST, "--budget", "bench/first-load-budget.json"], { stdio: "inherit" });
  if (firstLoad.status !== 0) return firstLoad.status ?? 1;
  // The crash test: the same build on a server and database of its own (port 3200 by default),
  // SIGKILLed amid 32 writing clients and restarted (tests/e2e/crash.ts).
  if (process.env.E2E_SKIP_CRASH !== "1") {
    const crash = spawnSync("npx", ["tsx", "tests/e2e/crash.ts", "--dist", DIST, "--port", process.env.CRASH_PORT || "3200"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", E2E_OUTPUT_DIR: OUT },
    });
    if (crash.status !== 0) return crash.status ?? 1;
  }
  if (process.env.E2E_SKIP_LOAD === "1") return 0;
  // The load run in its short form, on the same production server, after the journeys: a
  // realistic mix from many users at once, every acknowledged write checked (bench/load.ts).
  const load = spawnSync("npx", ["tsx", "bench/load.ts", "--url", `http://localhost:${PORT}`, "--users", "40", "--seconds", "15", "--rate", "1"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (load.status !== 0 || process.env.E2E_SKIP_BENCH === "1") return load.status ?? 1;
  // The benches in their short form (small data, loose thresholds), on this same build, so
  // that none of them can rot unnoticed; `npm run bench` is the full run (bench/all.ts).
  const bench = spawnSync("npx", ["tsx", "bench/all.ts", "--short"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST } });
  return bench.status ?? 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (e) {
      console.error("cleanup failed:", e);
    }
  }
}
process.exit(code);
