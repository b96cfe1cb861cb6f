import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { getDb, getDriver, queryRows } from "@/db/client";
import { postgresAvailable } from "../setup/test-database";

describe("database drivers", () => {
  it("runs the committed migrations on the driver this run uses, and queryRows gives arrays", async () => {
    const db = await getDb();
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
    expect(rows).toEqual([{ n: 0 }]);
    expect(await getDriver()).toBe((await postgresAvailable()) ? "postgres" : "pglite");
  });

  it("applies the same migrations on embedded PGlite", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: path.join(process.cwd(), "db", "migrations") });
    const result = await db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    expect((result.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(13);
    await client.close();
  });
});
