import { describe, expect, it, vi } from "vitest";

describe("instrumentation-client's zod setting", () => {
  it("is the configuration zod reads when zod was loaded first", async () => {
    vi.resetModules();
    const { z } = await import("zod");
    delete z.config().jitless;
    expect(z.config().jitless).toBeUndefined();
    await import("@/instrumentation-client");
    expect(z.config().jitless).toBe(true);
  });

  it("is where zod keeps its configuration, so that setting it before zod loads works too", async () => {
    const { z } = await import("zod");
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });
});
