import "server-only";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { getEnv } from "@/lib/env";
import { getDb, getDriver } from "./client";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
// Any constant works; it only has to be the same for every instance that starts at once.
const MIGRATION_LOCK_KEY = 724_531_001;

/** Applies committed drizzle-kit migrations; safe when several app instances start together. */
export async function runMigrations(): Promise<void> {
  if ((await getDriver()) === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate((await getDb()) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A dedicated single connection holds a session advisory lock for the whole run.
  const client = postgres(getEnv().DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end();
  }
}
