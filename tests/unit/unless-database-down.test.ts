import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { reportDatabaseUnavailable, unlessDatabaseDown } from "@/db/client";

v8.setFlagsFromString("--expose_gc");
const gc = vm.runInNewContext("gc") as () => void;

async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 10 && ref.deref(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
  }
  return ref.deref() === undefined;
}

describe("unlessDatabaseDown", () => {
  it("answers the work's result or error", async () => {
    await expect(unlessDatabaseDown(Promise.resolve(7))).resolves.toBe(7);
    await expect(unlessDatabaseDown(Promise.reject(new Error("no")))).rejects.toThrow("no");
  });

  it("keeps nothing of a settled request (a race against one shared promise kept every answer)", async () => {
    // The answer is made and dropped inside a function of its own: only the race could keep it.
    const ref = await (async () => {
      const answer = { body: new Uint8Array(1024 * 1024) };
      await unlessDatabaseDown(Promise.resolve(answer));
      return new WeakRef(answer);
    })();
    expect(await collected(ref)).toBe(true);
  });

  it("rejects work still in flight when the database is found unreachable, and only that work", async () => {
    const pending = unlessDatabaseDown(new Promise(() => {}));
    reportDatabaseUnavailable();
    // Without a pool there is nothing to drop: the signal fires only when one was open.
    const outcome = await Promise.race([
      pending.then(
        () => "answered",
        (e: Error) => e.name,
      ),
      new Promise((r) => setTimeout(() => r("waiting"), 20)),
    ]);
    expect(["waiting", "DatabaseUnavailableError"]).toContain(outcome);
    await expect(unlessDatabaseDown(Promise.resolve("later"))).resolves.toBe("later");
  });
});
