import { expect, test } from "./fixtures";
import { signUpAndLogIn } from "./helpers";

// The headers as the browser receives them, and the suite's CSP guard (fixtures.ts)
// seeing a violation when one happens.

test("a prerendered page carries the policy with its scripts' hashes and no nonce, and runs", async ({ page }) => {
  const response = await page.goto("/login");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com 'sha256-/);
  expect(csp).not.toContain("'nonce-");
  expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Not over plain HTTP.
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Next's runtime started (its chunks and inline scripts ran), and the theme script set a class.
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
  await expect(page.locator("html")).toHaveClass(/light|dark/);
});

test("a page rendered per request carries a fresh nonce, which Next puts on its scripts", async ({ page }) => {
  await signUpAndLogIn(page);
  const first = await page.goto("/setup");
  const nonce = /'nonce-([^']+)'/.exec(first!.headers()["content-security-policy"])?.[1];
  expect(nonce).toBeTruthy();
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  const second = await page.goto("/setup");
  expect(second!.headers()["content-security-policy"]).not.toContain(nonce);
  await expect(page.getByRole("main")).toBeVisible();
});

test("an API answer carries the API's policy, and an unknown API path answers 404 {detail}", async ({ request }) => {
  const res = await request.get("/api/no/such/route");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: "Not found" });
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  const bad = await request.fetch("/api/esg-data/%", { method: "PATCH" });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).detail).toMatch(/Malformed URL/);
  const method = await request.fetch("/api/health", { method: "DELETE" });
  expect(method.status()).toBe(405);
  expect(method.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
});

test.describe("the guard", () => {
  test.use({ cspViolationsExpected: true });

  test("sees an inline script the policy blocks", async ({ page, cspViolations }) => {
    await page.goto("/login");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.appendChild(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
