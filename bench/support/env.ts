/**
 * What every bench entry script does before it loads the app's modules: lets `server-only` be
 * imported outside Next, points the app at a database that is not real data, and prints its
 * figures in a line bench/all.ts reads.
 *
 * Module resolution hooks only apply to imports resolved after they are registered, so an entry
 * script calls `prepare()` and then loads its `-run` module with a dynamic import.
 */
import { register } from "node:module";
import postgres from "postgres";

export const ADMIN_URL = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export function allowServerOnly() {
  register(
    "data:text/javascript," +
      encodeURIComponent(
        `export async function resolve(s, c, next) { return s === "server-only" ? { url: "data:text/javascript,export{}", shortCircuit: true } : next(s, c); }`,
      ),
  );
}

export async function adminSql(statement: string) {
  const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

/** A scratch PostgreSQL database on TEST_PG_URL's server: its URL, and a function that drops it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now() % 100000}`;
  await adminSql(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminSql(`drop database if exists "${name}" with (force)`) };
}

/**
 * Runs a bench's `-run` module on a scratch PostgreSQL database (dropped after), or on
 * BENCH_DATABASE_URL when set (a scratch database of your own), or with `--pglite` in memory.
 */
export async function runOnScratch(prefix: string, load: () => Promise<unknown>) {
  allowServerOnly();
  process.env.AUTH_SECRET ||= "bench-secret-0123456789abcdef0123456789abcdef";
  for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"]) delete process.env[key];
  if (process.argv.includes("--pglite")) {
    process.env.PGLITE_DATA_DIR = "memory://";
    delete process.env.DATABASE_URL;
    return load();
  }
  if (process.env.BENCH_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    return load();
  }
  const scratch = await scratchDatabase(prefix);
  process.env.DATABASE_URL = scratch.url;
  try {
    return await load();
  } finally {
    await scratch.drop();
  }
}

export function arg(name: string, fallback: number): number;
export function arg(name: string, fallback: string): string;
export function arg(name: string, fallback: number | string): number | string {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || process.argv[i + 1] === undefined) return fallback;
  return typeof fallback === "number" ? Number(process.argv[i + 1]) : process.argv[i + 1];
}

/** One figure for bench/all.ts's table: printed as a line starting `BENCH-FIGURE ` with JSON. */
export type Figure = { figure: string; measured: string; goal: string; holds: boolean; value?: number };

export function reportFigure(f: Figure) {
  console.log(`BENCH-FIGURE ${JSON.stringify(f)}`);
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString("en-IN")} ms`;
