/**
 * Times the first page of GET /api/esg-data/{companyId} (500 entries, X-Total-Count, Link, the
 * page's duplicates) for a company with 500,000 entries beside the raw keyset query the page is
 * (the same 501 rows through the same driver), measured side by side (interleaved) in one run,
 * and prints the medians and their ratio. Goal (decisions D30): the route within 3× of the raw query.
 *
 *   npx tsx bench/entries.ts [--entries 500000] [--runs 15] [--pg]
 *
 * Runs on an in-memory PGlite database (never touches real data); `--pg` creates a scratch
 * PostgreSQL database (TEST_PG_URL's server, default postgres@127.0.0.1) and drops it after;
 * BENCH_DATABASE_URL measures on a scratch database of your own.
 */
import { register } from "node:module";
import postgres from "postgres";

// Outside Next, `server-only` throws on import: resolve it to an empty module for this script.
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(s, c, next) { return s === "server-only" ? { url: "data:text/javascript,export{}", shortCircuit: true } : next(s, c); }`,
    ),
);

const adminUrl = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = process.argv.includes("--pg") && !process.env.BENCH_DATABASE_URL ? `bench_entries_${process.pid}` : null;
const admin = async (statement: string) => {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
};

if (scratch) {
  await admin(`create database "${scratch}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  process.env.DATABASE_URL = url.toString();
} else if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else {
  process.env.PGLITE_DATA_DIR = "memory://";
  delete process.env.DATABASE_URL;
}
process.env.AUTH_SECRET ||= "bench-secret-0123456789abcdef0123456789abcdef";
for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"]) delete process.env[key];

try {
  await import("./entries-run");
} finally {
  if (scratch) await admin(`drop database if exists "${scratch}" with (force)`);
}
