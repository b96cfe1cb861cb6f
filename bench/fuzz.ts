/**
 * The long fuzzing run of decisions D31: the two fuzzers CI runs (tests/integration/fuzz-api.test.ts —
 * paths, queries, bodies, methods, credentials — and fuzz-headers.test.ts — headers, multipart
 * uploads), with many more cases and a seed of their own, going on past a failure so that every
 * failing case is listed.
 *
 *   FUZZ_RUNS=100000 [FUZZ_HEADER_RUNS=25000] [FUZZ_SEED=n] npx tsx bench/fuzz.ts
 *
 * Prints the cases, the seed (FUZZ_SEED repeats a run exactly), the status histogram of each
 * fuzzer, what the database gained and from which acknowledged calls, and the failures. Exits 1
 * when any case failed (a 5xx other than 503, a 4xx without {detail}, a refused call that changed
 * the database). Runs through Vitest, which gives the handlers their fresh PostgreSQL database.
 */
import { spawn } from "node:child_process";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100_000);
const HEADER_RUNS = Number(process.env.FUZZ_HEADER_RUNS ?? Math.round(RUNS / 4));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

console.log(`fuzz: ${RUNS} path/query/body cases + ${HEADER_RUNS} header/multipart cases, seed ${SEED}`);
const started = performance.now();
const child = spawn("npx", ["vitest", "run", "tests/integration/fuzz-api.test.ts", "tests/integration/fuzz-headers.test.ts"], {
  env: { ...process.env, FUZZ_RUNS: String(RUNS), FUZZ_HEADER_RUNS: String(HEADER_RUNS), FUZZ_SEED: String(SEED), FUZZ_KEEP_GOING: "1" },
  stdio: ["ignore", "pipe", "pipe"],
});

// Vitest's own report is long; the fuzzers' lines ([fuzz…]) and their failure listings are the result.
const lines: string[] = [];
let buffer = "";
let inListing = false;
const take = (chunk: Buffer) => {
  buffer += chunk.toString();
  const parts = buffer.split("\n");
  buffer = parts.pop() ?? "";
  for (const raw of parts) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, "");
    if (/^\[fuzz/.test(line)) {
      inListing = /failures: [1-9]/.test(line);
      lines.push(line);
      console.log(line);
    } else if (inListing && line.startsWith("  ")) console.log(line);
    else inListing = false;
    if (/Test Files|Tests\s+\d/.test(line)) console.log(line.trim());
  }
};
child.stdout.on("data", take);
child.stderr.on("data", take);
const code: number = await new Promise((resolve) => child.on("close", (c) => resolve(c ?? 1)));

const seconds = (performance.now() - started) / 1000;
const failures = lines.filter((l) => /failures: \d+/.test(l)).map((l) => Number(/failures: (\d+)/.exec(l)![1]));
console.log(
  `\nfuzz: ${RUNS + HEADER_RUNS} cases in ${seconds.toFixed(0)} s (${((RUNS + HEADER_RUNS) / seconds).toFixed(0)} cases/s), seed ${SEED}, ` +
    `failures ${failures.length ? failures.reduce((a, b) => a + b, 0) : "unknown (a fuzzer did not finish)"}`,
);
process.exit(code === 0 && failures.length === 2 ? 0 : 1);
