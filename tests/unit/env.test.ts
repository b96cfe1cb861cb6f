import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv, isAiConfigured, isAppUrlConfigured, isPaymentGatewayConfigured } from "@/lib/env";
import { workersWanted } from "@/lib/jobs/start";

afterEach(() => vi.unstubAllEnvs());

describe("settings (lib/env.ts)", () => {
  it("treats an empty value as unset, so `FOO=` in .env means the default", () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PGLITE_DATA_DIR", "");
    vi.stubEnv("PORT", "");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "");
    vi.stubEnv("DATABASE_POOL_MAX", "");
    vi.stubEnv("RAZORPAY_KEY_ID", "");
    vi.stubEnv("RAZORPAY_KEY_SECRET", "");
    vi.stubEnv("OPENAI_API_KEY", "");
    vi.stubEnv("OPENAI_BASE_URL", "");
    const env = getEnv();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe("./.data/pglite");
    expect(env.PORT).toBe(3000);
    expect(env.TRUSTED_PROXY_HOPS).toBe(1);
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(isPaymentGatewayConfigured()).toBe(false);
    expect(isAiConfigured()).toBe(false);
  });

  it("reads flags as true/1 and anything empty as false", () => {
    vi.stubEnv("RESET_LINK_IN_RESPONSE", "TRUE");
    vi.stubEnv("ADMIN_AUTOLOGIN", "1");
    vi.stubEnv("DEMO_SEED", "");
    const env = getEnv();
    expect(env.RESET_LINK_IN_RESPONSE).toBe(true);
    expect(env.ADMIN_AUTOLOGIN).toBe(true);
    expect(env.DEMO_SEED).toBe(false);
  });

  it("runs the queue's workers in the web server unless RUN_WORKERS is 0 or false", () => {
    for (const [value, wanted] of [
      ["", true],
      ["1", true],
      ["yes", true],
      ["0", false],
      [" FALSE ", false],
      ["false", false],
    ] as const) {
      vi.stubEnv("RUN_WORKERS", value);
      expect(workersWanted(), JSON.stringify(value)).toBe(wanted);
    }
  });

  it("reads the build's folder and whether the deployment names its address", () => {
    vi.stubEnv("NEXT_DIST_DIR", "");
    expect(getEnv().NEXT_DIST_DIR).toBe(".next");
    vi.stubEnv("NEXT_DIST_DIR", ".next-e2e-3800");
    expect(getEnv().NEXT_DIST_DIR).toBe(".next-e2e-3800");
    vi.stubEnv("APP_URL", "");
    expect(isAppUrlConfigured()).toBe(false);
    expect(getEnv().APP_URL).toBe("http://localhost:3000");
    vi.stubEnv("APP_URL", "https://esg.example.in");
    expect(isAppUrlConfigured()).toBe(true);
  });

  it("needs both Razorpay keys for the paywall, and any AI setting for the model", () => {
    vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_x");
    vi.stubEnv("RAZORPAY_KEY_SECRET", "");
    expect(isPaymentGatewayConfigured()).toBe(false);
    vi.stubEnv("RAZORPAY_KEY_SECRET", "secret");
    expect(isPaymentGatewayConfigured()).toBe(true);
    vi.stubEnv("OPENAI_API_KEY", "");
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1");
    expect(isAiConfigured()).toBe(true);
  });

  it("refuses a bad setting with a message naming it", () => {
    vi.stubEnv("PORT", "eighty");
    expect(() => getEnv()).toThrow(/Invalid environment: PORT/);
    vi.stubEnv("PORT", "3000");
    vi.stubEnv("DATABASE_POOL_MAX", "0");
    expect(() => getEnv()).toThrow(/DATABASE_POOL_MAX/);
    vi.stubEnv("DATABASE_POOL_MAX", "20");
    expect(getEnv().DATABASE_POOL_MAX).toBe(20);
    vi.stubEnv("APP_URL", "not a url");
    expect(() => getEnv()).toThrow(/APP_URL/);
  });

  it("has a development secret outside production, and refuses to start in production without one", () => {
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("NODE_ENV", "development");
    expect(getEnv().AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    vi.stubEnv("NODE_ENV", "production");
    expect(() => getEnv()).toThrow("AUTH_SECRET must be set in production");
    // `next build` runs with NODE_ENV=production but needs no runtime secret.
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(() => getEnv()).not.toThrow();
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("AUTH_SECRET", "a-real-secret-of-enough-length-0123456789");
    expect(getEnv().AUTH_SECRET).toBe("a-real-secret-of-enough-length-0123456789");
  });
});
