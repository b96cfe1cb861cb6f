import { DataVersionStore, KEPT_FOR_MS } from "@/lib/companies/data-version-cache";

vi.mock("server-only", () => ({}));

describe("DataVersionStore, the one keeper of values by data version", () => {
  it("keeps values and reads alike by key and version, for KEPT_FOR_MS at most", async () => {
    const store = new DataVersionStore({ maxBytes: 100, defaultBytes: 10 });
    store.set("c1|dashboard", 7, { total: 3 }, { now: 1000 });
    expect(store.get("c1|dashboard", 7, 1500)).toEqual({ total: 3 });
    // Another version (a write since) misses and forgets it; so does age.
    expect(store.get("c1|dashboard", 8, 1500)).toBeUndefined();
    expect(store.get("c1|dashboard", 7, 1500)).toBeUndefined();
    store.set("c1|dashboard", 7, "v", { now: 1000 });
    expect(store.get("c1|dashboard", 7, 1000 + KEPT_FOR_MS)).toBeUndefined();
    // A shared read is a value like any other: the promise itself, found by the next caller.
    let calls = 0;
    const read = () => Promise.resolve(++calls);
    const first = store.shared("c1|brsr", 7, read, 1000);
    expect(store.shared("c1|brsr", 7, read, 1001)).toBe(first);
    expect(await first).toBe(1);
    expect(store.get<Promise<number>>("c1|brsr", 7, 1002)).toBe(first);
    // Without a version nothing is kept or looked up.
    store.set("c1|x", undefined, 1);
    expect(store.totals().answers).toBe(1);
    expect(await store.shared("c1|brsr", undefined, read)).toBe(2);
  });

  it("holds each store to its own budget, least recently used out first; one too large is not kept", () => {
    const answers = new DataVersionStore({ maxBytes: 30, maxOneBytes: 20, defaultBytes: 10 });
    const reads = new DataVersionStore({ maxBytes: 20, defaultBytes: 10 });
    for (const k of ["a", "b", "c"]) answers.set(k, 1, k, { now: 1000 });
    for (const k of ["a", "b", "c"]) reads.set(k, 1, k, { now: 1000 });
    expect(answers.totals()).toEqual({ answers: 3, bytes: 30 });
    expect(reads.totals()).toEqual({ answers: 2, bytes: 20 });
    expect(reads.get("a", 1, 1000)).toBeUndefined();
    // 'a' used, then 'd' added: 'b' is the least recently used.
    expect(answers.get("a", 1, 1000)).toBe("a");
    answers.set("d", 1, "d", { now: 1000 });
    expect(answers.get("b", 1, 1000)).toBeUndefined();
    answers.set("huge", 1, "h", { now: 1000, bytes: 21 });
    expect(answers.get("huge", 1, 1000)).toBeUndefined();
    expect(answers.totals().bytes).toBeLessThanOrEqual(30);
  });

  it("forgets a shared read that failed, not the one that replaced it", async () => {
    const store = new DataVersionStore({ maxBytes: 100, defaultBytes: 10 });
    let fail!: (e: Error) => void;
    const failing = store.shared("k", 1, () => new Promise<number>((_, reject) => (fail = reject)), 1000);
    // A newer version replaced it before it failed.
    const newer = store.shared("k", 2, () => Promise.resolve(2), 1000);
    fail(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    expect(store.get("k", 2, 1000)).toBe(newer);
  });
});
