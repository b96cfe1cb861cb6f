import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { createCompanyViaApi } from "./helpers";

// The open server (no gateway) seeds admin@esgplatform.local / admin12345.
const ADMIN = { email: "admin@esgplatform.local", password: "admin12345" };
const SHOTS = process.env.E2E_SCREENSHOTS;
const CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

/** A fresh account logged in in this page (cookie from the API call, token in local storage). */
async function signUpAndLogIn(page: Page, fullName = "Priya Sharma") {
  const email = `admin-e2e-${randomBytes(5).toString("hex")}@example.com`;
  const password = "e2e-pass-123";
  const res = await page.request.post("/api/auth/signup", { data: { email, password, full_name: fullName, company_name: "Sharma Advisory" } });
  expect(res.status()).toBe(201);
  const { access_token } = await res.json();
  // Into local storage before the app's first script runs, once per tab: setting it on a running
  // page races the auth provider's start, which drops the token if its /auth/me is cut off.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ({ token, origin }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem("e2e-token-seeded")) return;
      window.localStorage.setItem("token", token);
      window.sessionStorage.setItem("e2e-token-seeded", "1");
    },
    { token: access_token, origin },
  );
  return { email, password, token: access_token as string };
}

async function logInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("the admin panel shows analytics and users, and a non-admin is turned away", async ({ page, browser }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("data-state", "active");
  await expect(page.getByTestId("stat-total-users")).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId("stat-total-revenue")).toHaveText(/^₹[\d,]+(\.\d+)?$/);
  await expect(page.getByText("Revenue by Month")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go to Platform" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  if (SHOTS) {
    for (const [name, width, height] of [
      ["desktop", 1280, 900],
      ["phone", 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole("tab", { name: "Analytics" }).click();
      await page.screenshot({ path: `${SHOTS}/payments-admin-analytics-${name}.png`, fullPage: true });
      await page.getByRole("tab", { name: "Users" }).click();
      await expect(page.getByTestId(name === "phone" ? "users-cards" : "users-table")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/payments-admin-users-${name}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.getByRole("tab", { name: "Users" }).click();
  const adminRow = page.getByTestId(`user-row-${ADMIN.email}`);
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByRole("button")).toHaveCount(0);
  const demoRow = page.getByTestId("user-row-demo@esgplatform.local");
  await expect(demoRow).toContainText("active");
  await expect(demoRow.getByRole("button", { name: "Block" })).toBeVisible();

  await page.getByRole("button", { name: "Go to Platform" }).click();
  await expect(page).toHaveURL(/\/setup$/);

  const other = await browser.newContext({ baseURL: page.url().replace(/\/setup$/, "") });
  const visitor = await other.newPage();
  await signUpAndLogIn(visitor);
  await visitor.goto("/admin");
  await expect(visitor).toHaveURL(/^[^?]*\/(\?.*)?$/);
  await other.close();
});

test("blocking a logged-in user sends their next action to /login; unblocking lets them back", async ({ page, browser, baseURL }) => {
  // The user, in a browser of their own, on the payment screen.
  const theirs = await browser.newContext({ baseURL });
  const victimPage = await theirs.newPage();
  await victimPage.route(CHECKOUT_URL, (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.Razorpay = function () { this.open = function () {}; };" }),
  );
  const victim = await signUpAndLogIn(victimPage, "Blocked Soon");
  // On their checklist (this server has no gateway, so nothing is paid): a tick is their next action.
  const companyId = await createCompanyViaApi(victimPage, victim.token, { name: "Blocked Soon Ltd" });
  await victimPage.goto(`/checklist/${companyId}`);
  await expect(victimPage.getByRole("checkbox").first()).toBeVisible();

  await logInAsAdmin(page);
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search users" }).fill(victim.email);
  const row = page.getByTestId(`user-row-${victim.email}`);
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Block" }).click();
  // Blocking asks first.
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Block ${victim.email}?`);
  await page.screenshot({ path: "/tmp/issue16-block-confirm-laptop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/issue16-block-confirm-phone.png" });
  await page.setViewportSize({ width: 1280, height: 720 });
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("User status updated")).toBeVisible();
  await expect(row).toContainText("Blocked");
  await expect(row.getByRole("button", { name: "Unblock" })).toBeVisible();

  // Their next action hits the API with a revoked token: 401, and the app sends them to /login.
  await victimPage.getByRole("checkbox").first().click();
  await expect(victimPage).toHaveURL(/\/login/);
  expect(await victimPage.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  // …with a word: the login page says the account was blocked.
  await expect(victimPage.getByTestId("session-ended-blocked")).toContainText("Your account has been blocked");
  await victimPage.screenshot({ path: "/tmp/issue16-blocked-login-laptop.png" });
  await victimPage.setViewportSize({ width: 390, height: 844 });
  await victimPage.screenshot({ path: "/tmp/issue16-blocked-login-phone.png" });
  // The cookie is revoked as well: the server-side gate refuses the page.
  await victimPage.goto("/setup");
  await expect(victimPage).toHaveURL(/\/login/);

  await row.getByRole("button", { name: "Unblock" }).click();
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: "Block" })).toBeVisible();
  const again = await victimPage.request.post("/api/auth/login", { data: { email: victim.email, password: victim.password } });
  expect(again.status()).toBe(200);
  await theirs.close();
});
