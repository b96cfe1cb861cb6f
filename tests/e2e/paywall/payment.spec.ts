import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "../fixtures";

// Runs on the paywall server (gateway on, against the fake Razorpay API). The checkout script's
// URL is answered here with a stand-in that behaves like Razorpay's: open() ends in the handler
// with a payment signed by the key secret (HMAC-SHA256 of `order_id|payment_id`), or in
// modal.ondismiss. The 503 branch needs the server without a gateway: E2E_BASE_URL.

const CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";
const KEY_SECRET = process.env.E2E_RAZORPAY_KEY_SECRET ?? "fake_secret_123";
const OPEN_SERVER = process.env.E2E_BASE_URL ?? "http://localhost:3100";
const ADMIN = { email: "admin@esgplatform.local", password: "admin12345" };
const SHOTS = process.env.E2E_SCREENSHOTS;

type Mode = "pay" | "dismiss" | "wrong-secret";

function standIn(mode: Mode): string {
  const secret = mode === "wrong-secret" ? "not-the-key-secret" : KEY_SECRET;
  return `
window.Razorpay = function (options) {
  this.open = async function () {
    window.__checkout = { key: options.key, amount: options.amount, currency: options.currency, order_id: options.order_id, prefill: options.prefill };
    if (${JSON.stringify(mode)} === "dismiss") { setTimeout(function () { options.modal.ondismiss(); }, 50); return; }
    var paymentId = "pay_" + Array.from(crypto.getRandomValues(new Uint8Array(7)), function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    var enc = new TextEncoder();
    var key = await crypto.subtle.importKey("raw", enc.encode(${JSON.stringify(secret)}), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    var mac = await crypto.subtle.sign("HMAC", key, enc.encode(options.order_id + "|" + paymentId));
    var signature = Array.from(new Uint8Array(mac), function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
  };
};`;
}

async function serveCheckout(page: Page, mode: Mode | "fail") {
  await page.route(CHECKOUT_URL, (route) =>
    mode === "fail" ? route.abort("connectionrefused") : route.fulfill({ status: 200, contentType: "application/javascript", body: standIn(mode) }),
  );
}

/** A fresh account on `base`, logged in in this page (token in local storage, cookie set). */
/**
 * Puts the token into local storage before the app's first script runs, once per tab: setting it
 * on an already running page races the auth provider's start (a /auth/me begun with it and cut
 * off by the next navigation makes the provider drop the token).
 */
async function seedToken(page: Page, token: string, origin: string) {
  await page.addInitScript(
    ({ token, origin }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem("e2e-token-seeded")) return;
      window.localStorage.setItem("token", token);
      window.sessionStorage.setItem("e2e-token-seeded", "1");
    },
    { token, origin },
  );
}

/** A fresh account on `base` (the page's own server by default), logged in in this page. */
async function newUser(page: Page, base?: string) {
  const origin = base ?? new URL(test.info().project.use.baseURL!).origin;
  const email = `pay-${randomBytes(5).toString("hex")}@example.com`;
  const res = await page.request.post(`${origin}/api/auth/signup`, {
    data: { email, password: "pay-pass-123", full_name: "Kavya Reddy", company_name: "Reddy Agro" },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  await seedToken(page, body.access_token, origin);
  return { email, token: body.access_token as string };
}

async function me(page: Page, token: string, base = "") {
  const res = await page.request.get(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.status()).toBe(200);
  const { access_token } = await res.json();
  await seedToken(page, access_token, new URL(baseURL).origin);
  return { page, token: access_token as string, close: () => context.close() };
}

test("an unsubscribed user is sent to /payment from /setup, and finds no company that is not theirs", async ({ page }) => {
  await newUser(page);
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/payment$/);
  // Let the app finish loading the user before the next navigation cuts its request off.
  await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
  // A company's pages ask no subscription of the visitor (members work under the owners', decisions D20): a stranger gets 'not found'.
  for (const path of ["/dashboard/00000000-0000-4000-8000-000000000000", "/data-collection/00000000-0000-4000-8000-000000000000"]) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByText("Company Not Found")).toBeVisible();
  }
});

test("the whole flow: plan choice → Razorpay checkout → verified → subscription active → /setup, seen by the admin", async ({ page, browser, baseURL }) => {
  await serveCheckout(page, "pay");
  const user = await newUser(page);
  await page.goto("/payment");
  await expect(page.getByTestId("plan-monthly")).toContainText("₹9,999 / month");
  await expect(page.getByTestId("plan-yearly")).toContainText("₹99,999 / year");
  await expect(page.getByTestId("plan-yearly")).toContainText("Save ₹20,000 (17% off)");
  await expect(page.getByTestId("plan-yearly")).toContainText("Priority support");
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/payments-payment-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/payments-payment-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.getByTestId("plan-yearly").click();
  await expect(page.getByTestId("plan-yearly")).toHaveAttribute("data-selected", "true");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Payment successful! Subscription activated.")).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);

  const checkout = await page.evaluate(() => (window as unknown as { __checkout: Record<string, unknown> }).__checkout);
  expect(checkout).toMatchObject({ amount: 9999900, currency: "INR", prefill: { name: "Kavya Reddy", email: user.email } });
  expect(String(checkout.key)).toMatch(/^rzp_test_/);
  const after = await me(page, user.token);
  expect(after).toMatchObject({ subscription_status: "active", subscription_plan: "yearly" });
  // The gate now lets the user through, page and server alike.
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/setup$/);

  // The admin's figures include the payment just made, from the same paid order.
  const admin = await adminPage(browser, baseURL!);
  try {
    const analytics = await (await admin.page.request.get("/api/admin/analytics", { headers: { Authorization: `Bearer ${admin.token}` } })).json();
    const order = analytics.recent_payments.find((p: { user_email: string }) => p.user_email === user.email);
    expect(order).toMatchObject({ plan: "yearly", amount: 9999900 });
    expect(analytics.yearly_revenue).toBeGreaterThanOrEqual(9999900);
    await admin.page.goto("/admin");
    const rupees = (paise: number) =>
      new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(paise / 100);
    await expect(admin.page.getByTestId("stat-total-revenue")).toHaveText(rupees(analytics.total_revenue));
    await expect(admin.page.getByTestId("recent-payments")).toContainText(order.order_id);
    if (SHOTS) {
      await admin.page.setViewportSize({ width: 1280, height: 900 });
      await admin.page.screenshot({ path: `${SHOTS}/payments-admin-paid-desktop.png`, fullPage: true });
      await admin.page.setViewportSize({ width: 390, height: 844 });
      await admin.page.screenshot({ path: `${SHOTS}/payments-admin-paid-phone.png`, fullPage: true });
      await admin.page.setViewportSize({ width: 1280, height: 720 });
    }
    await admin.page.getByRole("tab", { name: "Users" }).click();
    await admin.page.getByRole("searchbox", { name: "Search users" }).fill(user.email);
    const row = admin.page.getByTestId(`user-row-${user.email}`);
    await expect(row).toContainText("active");
    await expect(row).toContainText(/yearly · until/i);
  } finally {
    await admin.close();
  }
});

test("dismissing the checkout says 'Payment cancelled' and stays on /payment", async ({ page }) => {
  await serveCheckout(page, "dismiss");
  const user = await newUser(page);
  await page.goto("/payment");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  expect(await me(page, user.token)).toMatchObject({ subscription_status: "inactive" });
});

test("a payment signed with the wrong secret: 'Payment verification failed. Please contact support.'", async ({ page }) => {
  await serveCheckout(page, "wrong-secret");
  const user = await newUser(page);
  await page.goto("/payment");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Payment verification failed. Please contact support.")).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  expect(await me(page, user.token)).toMatchObject({ subscription_status: "inactive" });
});

test("when the checkout script cannot load: 'Failed to load payment gateway. Please try again.'", async ({ page }) => {
  await serveCheckout(page, "fail");
  await newUser(page);
  await page.goto("/payment");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Failed to load payment gateway. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
});

test("without a gateway (the open server) the page says no payment is needed and offers the way on", async ({ page }) => {
  await serveCheckout(page, "pay");
  await newUser(page, OPEN_SERVER);
  await page.goto(`${OPEN_SERVER}/payment`);
  await expect(page.getByTestId("no-payment-needed")).toContainText("No payment is needed");
  await expect(page.getByText("Failed to load payment gateway")).toHaveCount(0);
  await page.getByRole("link", { name: "Add a company" }).click();
  await expect(page).toHaveURL(`${OPEN_SERVER}/setup`);
});
