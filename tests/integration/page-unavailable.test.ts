import { NextRequest } from "next/server";
import { closeDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { UNAVAILABLE_MESSAGE } from "@/lib/api/unavailable";
import { PAGES } from "@/lib/auth/access-table";
import { proxy } from "@/proxy";
import { createCompany, createUser } from "../helpers/factories";
import { startOwnPostgres } from "../helpers/own-postgres";

// A page while the database is down: proxy.ts reads a signed-in visitor's session from the database
// before any page renders, so that is where an outage turns into the 503 page (not the render's 500).
// tests/e2e/server-processes.spec.ts holds the same of the built server.

const page = (path: string, cookie: string) => new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie } });

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, limitMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() - started > limitMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a page while the database is down", () => {
  it("is the 503 page within 2 s of the database stopping, for every page a signed-in visitor opens, and the page again once it is back", async (ctx) => {
    const own = await startOwnPostgres();
    if (!own) return ctx.skip();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = own.url;
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await closeDb();
      await runMigrations();
      const { user, token } = await createUser({ subscribed: true });
      const company = await createCompany(user.id);
      const cookie = `authjs.session-token=${token}`;
      const dashboard = `/dashboard/${company.id}`;
      const up = await proxy(page(dashboard, cookie));
      expect(up.headers.get("x-middleware-next")).toBe("1");

      own.stop("immediate");
      // Every page of the access table, each as a URL naming this company (another id where a page names a request or an invitation).
      // (The public pages need no session, so the proxy reads nothing for them.)
      const pages = Object.entries(PAGES)
        .filter(([, entry]) => entry.group !== "public")
        .map(([pattern]) => pattern.replace("[companyId]", company.id).replace(/\[([^\]]+)\]/g, "00000000-0000-4000-8000-000000000000"));
      expect(pages.length).toBeGreaterThan(15);
      for (const path of pages) {
        const started = performance.now();
        const down = await proxy(page(path, cookie));
        // A hang guard (the 503 comes in well under 2 s on a quiet machine); a busy machine must not fail it.
        expect(performance.now() - started, path).toBeLessThan(15_000);
        expect(down.status, path).toBe(503);
        expect(down.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(down.headers.get("retry-after")).toBe("60");
        expect(down.headers.get("cache-control")).toBe("no-store");
        const html = await down.text();
        expect(html).toContain(UNAVAILABLE_MESSAGE);
        // The retry: a link to the page itself, and a refresh after the wait it asks for.
        expect(html).toContain('<a href="">Try again</a>');
        expect(html).toContain('<meta http-equiv="refresh" content="60">');
      }
      // A visitor without a session needs no database: sent to sign in as ever.
      const anonymous = await proxy(new NextRequest(new URL(dashboard, "http://localhost:3000")));
      expect(anonymous.status).toBe(307);

      own.start();
      // No restart of the app: the pool is opened afresh once the second of failing fast is over.
      const back = await until(
        () => proxy(page(dashboard, cookie)),
        (res) => res.status !== 503,
        15_000,
      );
      expect(back.headers.get("x-middleware-next")).toBe("1");
    } finally {
      await closeDb();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      own.remove();
    }
  }, 90_000);
});
