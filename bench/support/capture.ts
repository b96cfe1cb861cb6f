/**
 * The SQL an endpoint sends, caught at the driver (postgres.js's `unsafe`, which drizzle calls for
 * every statement): each statement with its parameters and its time, so a bench can say which
 * query the time goes to and bench/explain.ts can EXPLAIN exactly what the endpoints run.
 */
import type { Db } from "@/db/client";

export type Captured = { text: string; params: unknown[]; ms: number };

type Unsafe = (query: string, params?: unknown[], options?: unknown) => PromiseLike<unknown> & { values?: () => PromiseLike<unknown> };

export function clientOf(db: Db): { unsafe: Unsafe } {
  const client = (db as unknown as { $client?: { unsafe: Unsafe } }).$client;
  if (!client?.unsafe) throw new Error("capturing queries needs the postgres.js driver (set DATABASE_URL)");
  return client;
}

export async function captureQueries(db: Db, fn: () => Promise<unknown>): Promise<Captured[]> {
  const client = clientOf(db);
  const original = client.unsafe;
  const seen: Captured[] = [];
  client.unsafe = function (this: unknown, query_: string, params: unknown[] = [], options?: unknown) {
    const started = performance.now();
    const entry: Captured = { text: query_, params, ms: 0 };
    seen.push(entry);
    const query = original.call(client, query_, params, options);
    // postgres.js runs a query when it is first awaited, after `.values()` may have set its mode: stay lazy.
    const done = <T>(p: PromiseLike<T>) =>
      Promise.resolve(p).then((v) => {
        entry.ms = performance.now() - started;
        return v;
      });
    return {
      then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => done(query).then(ok, fail),
      values: () => done(query.values!()),
    };
  } as Unsafe;
  try {
    await fn();
  } finally {
    client.unsafe = original;
  }
  return seen;
}
