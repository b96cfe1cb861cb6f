import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "@/lib/client/load-once";

describe("loadOnce", () => {
  it("loads once for every caller, during the load and after it", async () => {
    const load = vi.fn(() => Promise.resolve("schema"));
    const once = loadOnce(load);
    const [a, b] = await Promise.all([once(), once()]);
    expect(await once()).toBe("schema");
    expect([a, b]).toEqual(["schema", "schema"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("dialog");
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow("offline");
    expect(await once()).toBe("dialog");
    expect(await once()).toBe("dialog");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
