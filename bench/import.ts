/**
 * Times a spreadsheet import of 50,000 CSV rows through POST /api/companies/{id}/imports: the
 * dry run, then the commit, and prints both. Goal: under 30 s (decisions D29).
 *
 *   npx tsx bench/import.ts [--rows 50000]
 *
 * Runs on an in-memory PGlite database (never touches real data); set BENCH_DATABASE_URL to a
 * scratch PostgreSQL database to measure there instead.
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
process.env.AUTH_SECRET ||= "bench-secret-0123456789abcdef0123456789abcdef";
for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"]) delete process.env[key];

await import("./import-run");
