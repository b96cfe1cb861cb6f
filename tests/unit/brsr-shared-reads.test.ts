import { sharedRead, sharedReads } from "@/lib/brsr/shared-reads";
import { KEPT_FOR_MS } from "@/lib/companies/data-version-cache";

vi.mock("server-only", () => ({}));

/** A read that counts its calls and answers what it is told, when told. */
function reader() {
  let calls = 0;
  const pending: { resolve: (value: string) => void; reject: (e: Error) => void }[] = [];
  return {
    read: () => {
      calls++;
      return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    },
    calls: () => calls,
    answer: (value: string) => pending.shift()!.resolve(value),
    fail: (e: Error) => pending.shift()!.reject(e),
  };
}

describe("one questionnaire read per data version, shared by the tabs", () => {
  beforeEach(() => sharedReads.clear());

  it("tabs asked together under one version share the read under way, and later ones its result", async () => {
    const r = reader();
    const p6 = sharedRead("c1|2024-25", 7, r.read, 1000);
    const a = sharedRead("c1|2024-25", 7, r.read, 1001);
    expect(r.calls()).toBe(1);
    r.answer("v7");
    expect(await p6).toBe("v7");
    expect(await a).toBe("v7");
    expect(await sharedRead("c1|2024-25", 7, r.read, 2000)).toBe("v7");
    expect(r.calls()).toBe(1);
  });

  it("reads again under a new version (a write), for another company or year, and without a version", async () => {
    const r = reader();
    const first = sharedRead("c1|2024-25", 7, r.read, 1000);
    r.answer("v7");
    await first;
    const afterWrite = sharedRead("c1|2024-25", 8, r.read, 1000);
    expect(r.calls()).toBe(2);
    r.answer("v8");
    expect(await afterWrite).toBe("v8");
    // The older version is not read back once a newer one replaced it.
    const back = sharedRead("c1|2024-25", 7, r.read, 1000);
    expect(r.calls()).toBe(3);
    r.answer("v7 again");
    expect(await back).toBe("v7 again");
    const other = sharedRead("c2|2024-25", 7, r.read, 1000);
    r.answer("c2");
    expect(await other).toBe("c2");
    const unversioned = [sharedRead("c1|2024-25", undefined, r.read, 1000), sharedRead("c1|2024-25", undefined, r.read, 1000)];
    r.answer("x");
    r.answer("y");
    expect(await Promise.all(unversioned)).toEqual(["x", "y"]);
    expect(r.calls()).toBe(6);
  });

  it("keeps a read no longer than the kept answers, and never one that failed", async () => {
    const r = reader();
    const first = sharedRead("c1|2024-25", 7, r.read, 1000);
    r.answer("v7");
    await first;
    const stale = sharedRead("c1|2024-25", 7, r.read, 1000 + KEPT_FOR_MS);
    expect(r.calls()).toBe(2);
    r.fail(new Error("connection lost"));
    await expect(stale).rejects.toThrow("connection lost");
    const retried = sharedRead("c1|2024-25", 7, r.read, 1000 + KEPT_FOR_MS);
    expect(r.calls()).toBe(3);
    r.answer("v7 read again");
    expect(await retried).toBe("v7 read again");
  });

  it("keeps the most recent sixteen company years", async () => {
    const r = reader();
    for (let i = 0; i < 20; i++) {
      const p = sharedRead(`c${i}|2024-25`, 1, r.read, 1000);
      r.answer(`c${i}`);
      await p;
    }
    expect(sharedReads.size()).toBe(16);
    expect(await sharedRead("c19|2024-25", 1, r.read, 1000)).toBe("c19");
    expect(r.calls()).toBe(20);
    const first = sharedRead("c0|2024-25", 1, r.read, 1000);
    expect(r.calls()).toBe(21);
    r.answer("c0 again");
    expect(await first).toBe("c0 again");
  });
});
