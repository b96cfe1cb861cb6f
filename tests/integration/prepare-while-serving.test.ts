import { sql } from "drizzle-orm";
import { getDb, prepareWhileServing } from "@/db/client";

// instrumentation.ts: the server serves while it prepares the database; every other query waits.
describe("preparing the database while serving", () => {
  it("holds other queries until the preparation is done, while the preparation's own queries go ahead", async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const preparing = prepareWhileServing(async () => {
      const db = await getDb();
      await db.execute(sql`select 1`);
      order.push("preparation queried");
      await gate;
      order.push("preparation done");
    });
    const waiting = getDb().then(() => order.push("other query"));
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(["preparation queried"]);
    release();
    await preparing;
    await waiting;
    expect(order).toEqual(["preparation queried", "preparation done", "other query"]);
    // Afterwards nothing waits.
    await expect(getDb()).resolves.toBeDefined();
  });

  it("lets a waiting query see the preparation's failure, and the next one go ahead", async () => {
    const failing = prepareWhileServing(async () => {
      await new Promise((r) => setTimeout(r, 20));
      throw new Error("migration failed");
    });
    const waiting = getDb();
    await expect(failing).rejects.toThrow("migration failed");
    await expect(waiting).rejects.toThrow("migration failed");
    await expect(getDb()).resolves.toBeDefined();
  });
});
