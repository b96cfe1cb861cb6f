/**
 * `npm run test:stress`: the test suites on a machine kept busy, to catch tests that pass only
 * when the machine is quick. While one CPU burner per core spins, it runs the whole Vitest suite
 * and the end-to-end suite (tests/e2e/run.ts, as CI runs it) several times each, in turns, and
 * prints each run's counts as it ends. Exit 1 when any run failed.
 *
 *   npm run test:stress                       3 Vitest runs, 2 end-to-end runs, a burner per core
 *   npm run test:stress -- --vitest 1 --e2e 0 --burners 4
 *   npm run test:stress -- --emulate          first a component pass with on-demand code held back
 *                                             1.5 s (tests/setup/component.ts), the gap load opens
 *   npm run test:stress -- --project component --e2e 0   the Vitest runs of one project only
 *
 * The end-to-end runs use E2E_PORT (default 3700; CRASH_PORT is E2E_PORT + 50) and their own build
 * folder, so they can run beside other work on the same checkout. Logs and reports go to
 * test-results/stress/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const VITEST_RUNS = option("vitest", 3);
const E2E_RUNS = option("e2e", 2);
const BURNERS = option("burners", os.availableParallelism());
const EMULATE = process.argv.includes("--emulate");
const projectAt = process.argv.indexOf("--project");
const PROJECT = projectAt > 0 ? ["--project", process.argv[projectAt + 1]] : [];
const PORT = Number(process.env.E2E_PORT || 3700);
const OUT = path.resolve("test-results/stress");

type Outcome = { name: string; passed: number; failed: number; skipped: number; exitCode: number; seconds: number; failures: string[]; note?: string };
const outcomes: Outcome[] = [];
const burners: ChildProcess[] = [];
const load = () => os.loadavg()[0].toFixed(1);

function startBurners() {
  for (let i = 0; i < BURNERS; i++) {
    burners.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  }
}

function stopBurners() {
  for (const burner of burners.splice(0)) burner.kill("SIGKILL");
}

/** Runs a command with its output to a log file; resolves with its exit code. */
function run(command: string, args: string[], env: Record<string, string>, log: string): Promise<number> {
  const out = fs.openSync(log, "w");
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", out, out] });
    child.on("exit", (code, signal) => {
      fs.closeSync(out);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string; fullName: string }[] }[];
};
type PlaywrightSuite = { title?: string; specs?: { title: string; tests?: { status: string }[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: PlaywrightSuite[] };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function vitestRun(name: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const report = path.join(OUT, `${name}.json`);
  fs.rmSync(report, { force: true });
  const started = performance.now();
  const exitCode = await run(
    "npx",
    ["vitest", "run", ...args, "--reporter=dot", "--reporter=json", `--outputFile.json=${report}`],
    env,
    path.join(OUT, `${name}.log`),
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  const json = readJson<VitestReport>(report);
  if (!json) return { name, passed: 0, failed: 1, skipped: 0, exitCode, seconds, failures: ["no report: the run failed before reporting"] };
  const failures: string[] = [];
  for (const file of json.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) if (test.status === "failed") failures.push(`${relative} › ${test.fullName}`);
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) failures.push(`${relative}: ${file.message}`);
  }
  return {
    name,
    passed: json.numPassedTests ?? 0,
    failed: Math.max(json.numFailedTests ?? 0, failures.length),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    exitCode,
    seconds,
    failures,
  };
}

function playwrightFailures(suite: PlaywrightSuite, trail: string[] = []): string[] {
  const here = suite.title ? [...trail, suite.title] : trail;
  const failures: string[] = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) if (test.status === "unexpected" || test.status === "flaky") failures.push([...here, spec.title].join(" › "));
  }
  for (const child of suite.suites ?? []) failures.push(...playwrightFailures(child, here));
  return failures;
}

async function e2eRun(index: number): Promise<Outcome> {
  const name = `e2e-${index}`;
  const dir = path.join(OUT, name);
  const report = path.join(dir, "playwright.json");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const exitCode = await run(
    "npx",
    ["tsx", "tests/e2e/run.ts", "--reporter=list,json"],
    {
      E2E_PORT: String(PORT),
      CRASH_PORT: process.env.CRASH_PORT || String(PORT + 50),
      E2E_OUTPUT_DIR: dir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      // The build is not under test: the second run serves the first one's.
      E2E_SKIP_BUILD: index > 1 ? "1" : (process.env.E2E_SKIP_BUILD ?? ""),
    },
    path.join(OUT, `${name}.log`),
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  const json = readJson<PlaywrightReport>(report);
  if (!json?.stats)
    return { name, passed: 0, failed: 1, skipped: 0, exitCode, seconds, failures: ["no Playwright report: the run failed before the journeys"] };
  const failures = (json.suites ?? []).flatMap((suite) => playwrightFailures(suite));
  const failed = (json.stats.unexpected ?? 0) + (json.stats.flaky ?? 0);
  // After the journeys run.ts runs the crash test, the load run and the short benches: their verdict is its exit code.
  const note = exitCode !== 0 && failed === 0 ? "journeys passed; the crash test, load run or benches after them failed (see the log)" : undefined;
  return { name, passed: json.stats.expected ?? 0, failed, skipped: json.stats.skipped ?? 0, exitCode, seconds, failures, note };
}

function report(outcome: Outcome) {
  outcomes.push(outcome);
  const verdict = outcome.failed === 0 && outcome.exitCode === 0 ? "ok" : "FAILED";
  console.log(
    `${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed${outcome.skipped ? `, ${outcome.skipped} skipped` : ""} in ${outcome.seconds} s (load ${load()}) ${verdict}`,
  );
  for (const failure of outcome.failures) console.log(`  ✗ ${failure}`);
  if (outcome.note) console.log(`  ${outcome.note}`);
}

async function main(): Promise<number> {
  fs.mkdirSync(OUT, { recursive: true });
  console.log(
    `test:stress on ${os.availableParallelism()} cores with ${BURNERS} CPU burners; load ${load()} before; logs in ${path.relative(process.cwd(), OUT)}/`,
  );
  startBurners();
  if (EMULATE) report(await vitestRun("component-emulated-load", ["--project", "component"], { TEST_ON_DEMAND_LAG_MS: "1500" }));
  // Taken in turns, so that a stress cut short still has runs of both suites.
  for (let i = 1; i <= Math.max(VITEST_RUNS, E2E_RUNS); i++) {
    if (i <= VITEST_RUNS) report(await vitestRun(`vitest-${i}`, PROJECT));
    if (i <= E2E_RUNS) report(await e2eRun(i));
  }
  stopBurners();
  const bad = outcomes.filter((o) => o.failed > 0 || o.exitCode !== 0);
  console.log(
    `\ntest:stress: ${outcomes.length - bad.length} of ${outcomes.length} runs green${bad.length ? `; failed: ${bad.map((o) => o.name).join(", ")}` : ""}`,
  );
  return bad.length ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  stopBurners();
}
process.exit(code);
