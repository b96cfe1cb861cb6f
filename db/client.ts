import "server-only";
import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { SQL } from "drizzle-orm";
import postgres from "postgres";
import { getEnv } from "@/lib/env";
import * as schema from "./schema";
import { claimPgliteFolder } from "./pglite-lock";

/** One Drizzle type for both drivers; nothing outside db/ knows which one is underneath. */
export type Db = PostgresJsDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type Holder = { db: Db; driver: "postgres" | "pglite"; close: () => Promise<void>; key: string };

// Cached on globalThis so hot reload, and the several bundles Next builds (proxy, routes,
// instrumentation), share one connection pool — and never open one PGlite folder twice.
const g = globalThis as unknown as { __esgDb?: Holder; __esgDbOpening?: Promise<Holder> };

function connectionKey() {
  const env = getEnv();
  return env.DATABASE_URL ? `pg:${env.DATABASE_URL}` : `pglite:${path.resolve(env.PGLITE_DATA_DIR)}`;
}

async function open(): Promise<Holder> {
  const env = getEnv();
  const key = connectionKey();
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 10, onnotice: () => {} });
    return { db: drizzlePostgres(client, { schema }), driver: "postgres", close: () => client.end(), key };
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
  const key = connectionKey();
  if (g.__esgDb && g.__esgDb.key === key) return g.__esgDb;
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
  if (h) await h.close();
}

/** Raw SQL with the same result shape on both drivers (postgres-js gives an array, PGlite {rows}). */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
