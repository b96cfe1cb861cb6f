import { afterEach, describe, expect, it, vi } from "vitest";

// The loader remembers its promise in module state: each test gets a fresh copy of the module.
async function fresh() {
  vi.resetModules();
  return import("@/components/payment/checkout-script");
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
});

function captureScripts() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.body, "appendChild").mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return added;
}

describe("loadCheckoutScript", () => {
  it("loads Razorpay's script from Razorpay's host once, resolving true when it defines Razorpay", async () => {
    const { CHECKOUT_SCRIPT_URL, loadCheckoutScript } = await fresh();
    const added = captureScripts();
    const first = loadCheckoutScript();
    const second = loadCheckoutScript();
    expect(added).toHaveLength(1);
    expect(added[0].src).toBe(CHECKOUT_SCRIPT_URL);
    expect(CHECKOUT_SCRIPT_URL).toBe("https://checkout.razorpay.com/v1/checkout.js");
    window.Razorpay = class {} as unknown as typeof window.Razorpay;
    added[0].onload!(new Event("load"));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    // Already there: no second script.
    await expect(loadCheckoutScript()).resolves.toBe(true);
    expect(added).toHaveLength(1);
  });

  it("resolves false when the script fails, and tries again on the next call", async () => {
    const { loadCheckoutScript } = await fresh();
    const added = captureScripts();
    const first = loadCheckoutScript();
    added[0].onerror!(new Event("error"));
    await expect(first).resolves.toBe(false);
    const retry = loadCheckoutScript();
    expect(added).toHaveLength(2);
    added[1].onerror!(new Event("error"));
    await expect(retry).resolves.toBe(false);
  });
});
