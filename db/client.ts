import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { getEnv } from "@/lib/env";
import * as schema from "./schema";
import { claimPgliteFolder } from "./pglite-lock";

/** One Drizzle type for both drivers; nothing outside db/ knows which one is underneath. */
export type Db = PostgresJsDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type Holder = { db: Db; driver: "postgres" | "pglite"; close: () => Promise<void>; key: string; abort?: () => Promise<void> };

// Cached on globalThis so hot reload, and the several bundles Next builds (proxy, routes,
// instrumentation), share one connection pool — and never open one PGlite folder twice.
const g = globalThis as unknown as { __esgDb?: Holder; __esgDbOpening?: Promise<Holder>; __esgDbDownUntil?: number; __esgDbPreparing?: Promise<void> };

/** Set while the server's own preparation (migrations, seed) runs: its queries go ahead, no one else's. */
const preparation = ((globalThis as { __esgDbPreparation?: AsyncLocalStorage<true> }).__esgDbPreparation ??= new AsyncLocalStorage<true>());

/**
 * Runs the server's preparation of the database (instrumentation.ts: migrations, the seed) while
 * it already serves: a page that needs no database (the prerendered landing, login and signup
 * pages) answers at once, and every query from elsewhere waits until the preparation is done
 * (decisions D30's cold start: the embedded database's open, migrations and seed took 4 to 5 s).
 */
export function prepareWhileServing(work: () => Promise<void>): Promise<void> {
  const done = preparation.run(true, work);
  g.__esgDbPreparing = done.then(
    () => {
      g.__esgDbPreparing = undefined;
    },
    (error) => {
      g.__esgDbPreparing = undefined;
      throw error;
    },
  );
  // The caller decides what a failure means; the waiting queries see it through their own await.
  g.__esgDbPreparing.catch(() => {});
  return done;
}

/** Thrown without touching the network while the database is known to be down (see reportDatabaseUnavailable). */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor() {
    super("The database was unreachable a moment ago");
    this.name = "DatabaseUnavailableError";
  }
}

/** Who waits for the next "database unreachable": a set, each removed when its work settles. */
type DownSignal = { listeners: Set<(e: Error) => void>; reject: (e: Error) => void };

function newDownSignal(): DownSignal {
  const listeners = new Set<(e: Error) => void>();
  return { listeners, reject: (e) => listeners.forEach((listener) => listener(e)) };
}

let downSignal = newDownSignal();

/**
 * `work`, or a rejection as soon as the database is next found unreachable, whichever comes first.
 * Requests race their work against it, so every request in flight answers 503 as soon as one of
 * them finds the database gone, instead of each waiting for its own queued query: dropping
 * postgres-js's pool does not reject the queries it has already handed to reconnecting connections
 * (they would fail 2 s apart, one round per connection timeout).
 *
 * Not `Promise.race` with one shared promise that rarely settles: each race leaves a reaction on
 * that promise which holds the race's own promise, and so the request's answer, for as long as the
 * database stays up (decisions D30: 35 MB of answers kept per 40 users under load). Here a request's
 * listener is removed when its work settles.
 */
export function unlessDatabaseDown<T>(work: Promise<T>): Promise<T> {
  const signal = downSignal;
  return new Promise<T>((resolve, reject) => {
    signal.listeners.add(reject);
    work.then(resolve, reject).finally(() => signal.listeners.delete(reject));
  });
}

/** How long requests fail at once after the database was found unreachable, before the next one tries again. */
const DOWN_WINDOW_MS = 1000;

/**
 * Called when a query failed because the database cannot be reached. postgres-js keeps every
 * other query queued while it reconnects with growing back-off (30 callers waited a median of 22 s,
 * decisions D31): the pool is dropped at once, which rejects them all, and for a second requests fail
 * without waiting. The next request after that opens a fresh pool: recovery needs no restart.
 */
export function reportDatabaseUnavailable(): void {
  const h = g.__esgDb;
  if (!h?.abort) return;
  g.__esgDb = undefined;
  g.__esgDbDownUntil = Date.now() + DOWN_WINDOW_MS;
  void h.abort().catch(() => {});
  const signal = downSignal;
  downSignal = newDownSignal();
  signal.reject(new DatabaseUnavailableError());
}

function connectionKey() {
  const env = getEnv();
  return env.DATABASE_URL ? `pg:${env.DATABASE_URL}` : `pglite:${path.resolve(env.PGLITE_DATA_DIR)}`;
}

async function open(): Promise<Holder> {
  const env = getEnv();
  const key = connectionKey();
  if (env.DATABASE_URL) {
    // A database that is down or unreachable fails a request within two seconds (answered 503 by
    // lib/api), instead of holding it through the driver's default 30 s connection attempt.
    const client = postgres(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, onnotice: () => {}, connect_timeout: 2 });
    return { db: drizzlePostgres(client, { schema }), driver: "postgres", close: () => client.end(), abort: () => client.end({ timeout: 0 }), key };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const dir = env.PGLITE_DATA_DIR;
  let client;
  if (dir === "memory://") {
    client = new PGlite();
  } else {
    fs.mkdirSync(dir, { recursive: true });
    claimPgliteFolder(dir);
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: "pglite", close: () => client.close(), key };
}

/** Opens the database on first use (never at import, so `next build` never touches it). */
export async function getDb(): Promise<Db> {
  return (await getHolder()).db;
}

export async function getDriver(): Promise<"postgres" | "pglite"> {
  return (await getHolder()).driver;
}

async function getHolder(): Promise<Holder> {
  if (g.__esgDbPreparing && !preparation.getStore()) await g.__esgDbPreparing;
  const key = connectionKey();
  if (g.__esgDb && g.__esgDb.key === key) return g.__esgDb;
  if (g.__esgDbDownUntil && Date.now() < g.__esgDbDownUntil && key.startsWith("pg:")) throw new DatabaseUnavailableError();
  if (g.__esgDb && g.__esgDb.key !== key) await closeDb();
  if (!g.__esgDbOpening) {
    g.__esgDbOpening = open().then(
      (h) => {
        g.__esgDb = h;
        g.__esgDbOpening = undefined;
        return h;
      },
      (e) => {
        g.__esgDbOpening = undefined;
        throw e;
      },
    );
  }
  return g.__esgDbOpening;
}

export async function closeDb(): Promise<void> {
  const h = g.__esgDb;
  g.__esgDb = undefined;
  g.__esgDbDownUntil = undefined;
  if (h) await h.close();
}

/** Raw SQL with the same result shape on both drivers (postgres-js gives an array, PGlite {rows}). */
export function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(db, query);
}

const dialect = new PgDialect();

/**
 * A statement's rows, read without drizzle's mapping: plain rows, or arrays with `arrays` (the
 * cheapest to read). With `prepared` (a hot path's statement) it is kept prepared on the
 * connection (postgres-js keeps it by its text): drizzle sends every other statement unprepared,
 * and postgres-js then asks for the parameters' types in a round trip of its own and PostgreSQL
 * parses the text again, every time (decisions D30). Mind what a prepared statement may be planned as
 * after five runs: one plan for any parameters (a generic plan); the hot paths' plans are in
 * docs/perf/plans.md.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL, { prepared = false, arrays = false }: { prepared?: boolean; arrays?: boolean } = {}): Promise<T[]> {
  const statement = db._.session.prepareQuery<PreparedQueryConfig & { execute: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    prepared ? "prepared" : undefined,
    arrays,
    // Given a mapper, both drivers answer arrays; without one, their own objects, made one shape below.
    arrays ? (rows) => rows : undefined,
  );
  const result = await statement.execute();
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
