import "server-only";
import PgBoss from "pg-boss";
import { getDb, getDriver } from "@/db/client";
import { getEnv } from "@/lib/env";

/**
 * The durable job queue: pg-boss on the application's own PostgreSQL (its tables in the `pgboss`
 * schema, created by pg-boss at start). On PostgreSQL it keeps a small pool of its own; on the
 * embedded PGlite (no DATABASE_URL) it runs its statements on the application's one connection
 * through pg-boss's `db` option, so the queue needs no other service either way.
 */

type Holder = { boss: PgBoss; key: string; started: Promise<PgBoss> };
const g = globalThis as unknown as { __esgBoss?: Holder };

type PgliteLike = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec: (text: string) => Promise<{ rows: unknown[]; affectedRows?: number }[]>;
};

/**
 * pg-boss's statements on PGlite: with parameters, one statement (the extended protocol); without,
 * possibly several (its migrations and its `BEGIN; …; COMMIT;` maintenance blocks), run as one
 * simple query whose last result is the answer, as node-postgres gives it.
 */
export function pgliteExecutor(client: PgliteLike): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length) {
        const r = await client.query(text, values);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      const results = await client.exec(text);
      const last = results[results.length - 1] ?? { rows: [] };
      return { rows: last.rows, rowCount: last.affectedRows ?? last.rows.length };
    },
  };
}

/** Options every instance shares: its schema, a poll at least every 2 s, cron checked twice a minute. */
const COMMON: PgBoss.ConstructorOptions = { schema: "pgboss", cronMonitorIntervalSeconds: 30 };

async function construct(): Promise<{ boss: PgBoss; key: string }> {
  const env = getEnv();
  if ((await getDriver()) === "postgres" && env.DATABASE_URL) {
    return { boss: new PgBoss({ ...COMMON, connectionString: env.DATABASE_URL, max: 4, application_name: "esg-jobs" }), key: `pg:${env.DATABASE_URL}` };
  }
  const db = await getDb();
  const client = (db as unknown as { $client: PgliteLike }).$client;
  return { boss: new PgBoss({ ...COMMON, db: pgliteExecutor(client) }), key: `pglite:${env.PGLITE_DATA_DIR}` };
}

/** The process's queue, started (schema migrated, queues created) on first use. */
export async function getBoss(): Promise<PgBoss> {
  const env = getEnv();
  const key = env.DATABASE_URL ? `pg:${env.DATABASE_URL}` : `pglite:${env.PGLITE_DATA_DIR}`;
  if (g.__esgBoss && g.__esgBoss.key === key) return g.__esgBoss.started;
  if (g.__esgBoss) await stopBoss();
  const made = await construct();
  const started = (async () => {
    made.boss.on("error", (error) => console.error("Job queue:", error));
    await made.boss.start();
    const { ensureQueues } = await import("./queues");
    await ensureQueues(made.boss);
    return made.boss;
  })();
  g.__esgBoss = { boss: made.boss, key, started };
  started.catch(() => {
    if (g.__esgBoss?.started === started) g.__esgBoss = undefined;
  });
  return started;
}

/** Stops the queue: workers finish their jobs (up to `timeout` ms) and the pool closes. */
export async function stopBoss({ graceful = true, timeout = 10_000 }: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
  const h = g.__esgBoss;
  g.__esgBoss = undefined;
  if (!h) return;
  const boss = await h.started.catch(() => null);
  if (boss) await boss.stop({ graceful, timeout });
}

/** A second, independent instance on the same database (tests and benches: several workers in one process). */
export async function newBoss(): Promise<PgBoss> {
  const { boss } = await construct();
  boss.on("error", (error) => console.error("Job queue:", error));
  await boss.start();
  return boss;
}
