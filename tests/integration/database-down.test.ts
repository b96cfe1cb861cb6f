import net from "node:net";
import { GET as health } from "@/app/api/health/route";
import { GET as listCompanies } from "@/app/api/companies/route";
import { closeDb } from "@/db/client";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { startOwnPostgres } from "../helpers/own-postgres";

/** A port nothing listens on (bound, then closed), and a server that accepts and never answers. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function withDatabaseAt(url: string, work: () => Promise<void>) {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    await work();
  } finally {
    await closeDb();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

/** Far above the 2 s a quiet machine takes; far below thirty serial 2 s connect timeouts. */
const HANG_GUARD_MS = 15_000;

async function expectFastUnavailable(token: string, limitMs: number) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 30 }, () => call<any>(listCompanies, { token })));
  const elapsed = performance.now() - started;
  for (const res of answers) {
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe("The database is unavailable right now. Please try again in a moment.");
    expect(res.headers.get("retry-after")).toBe("5");
  }
  // Thirty callers answer together, as soon as the first finds the database gone. The bound is a
  // hang guard, far above the 2 s answer measured on a quiet machine, so a busy machine cannot fail
  // it, while thirty callers each waiting out the 2 s connect timeout (60 s) or a driver
  // without a timeout still would.
  expect(elapsed).toBeLessThan(limitMs);
  expect((await call(health as never)).status).toBe(503);
}

describe("a database that goes away", () => {
  it("answers 503 within 2 s once the database the test started is stopped, and resumes by itself when it is back", async (ctx) => {
    const own = await startOwnPostgres();
    if (!own) return ctx.skip();
    const { token } = await createUser({ subscribed: true });
    try {
      await withDatabaseAt(own.url, async () => {
        expect((await call(health as never)).status).toBe(200);
        own.stop("immediate");
        await expectFastUnavailable(token, HANG_GUARD_MS);
        own.start();
        // Back without a restart of the app: after the one second of failing fast, the next request opens a fresh pool.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await call(health as never)).status).toBe(200);
      });
    } finally {
      own.remove();
    }
  }, 60_000);

  it("answers 503 {detail} quickly when nothing listens, and recovers without a restart", async () => {
    const { token } = await createUser({ subscribed: true });
    await withDatabaseAt(`postgres://postgres@127.0.0.1:${await deadPort()}/gone`, () => expectFastUnavailable(token, HANG_GUARD_MS));
    // Back on the real database: the same process answers again.
    const back = await call(health as never);
    expect(back.status).toBe(200);
  });

  // The driver gives up on a connection after 2 s (connect_timeout); the answers follow at once.
  it("answers 503 within the connect timeout when the server accepts and never speaks", async () => {
    const { token } = await createUser({ subscribed: true });
    const silent = await silentServer();
    try {
      await withDatabaseAt(`postgres://postgres@127.0.0.1:${silent.port}/hung`, () => expectFastUnavailable(token, HANG_GUARD_MS + 2000));
    } finally {
      await silent.close();
    }
    expect((await call(health as never)).status).toBe(200);
  });
});
