/**
 * Times the BRSR report for a company with 10,000 entries, beside a plain PDF of the same number
 * of pages, and prints both and their ratio. Goal: under 2 s (the client gives up at 60 s).
 *
 *   npx tsx bench/report.ts [--entries 10000] [--runs 3] [--out /tmp/brsr-bench.pdf] [--plain 0] [--profile DIR]
 *
 * Runs on an in-memory PGlite database so it never touches real data; set BENCH_DATABASE_URL to
 * a scratch PostgreSQL database to measure there instead.
 */
import { register } from "node:module";

// Outside Next, `server-only` throws on import: resolve it to an empty module for this script.
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(s, c, next) { return s === "server-only" ? { url: "data:text/javascript,export{}", shortCircuit: true } : next(s, c); }`,
    ),
);

if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else {
  process.env.PGLITE_DATA_DIR = "memory://";
  delete process.env.DATABASE_URL;
}

await import("./report-zz-data-run");
