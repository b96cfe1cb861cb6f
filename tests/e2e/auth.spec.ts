import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./fixtures";

const ADMIN = { email: "admin@esgplatform.local", password: "admin12345" };
const freshEmail = () => `auth-${randomBytes(5).toString("hex")}@example.com`;

async function apiSignup(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/signup", { data: { email, password, full_name: "Meera Nair", company_name: "Nair Advisory" } });
  expect(res.status()).toBe(201);
  return res.json();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test("signup goes on to /setup without a payment gateway", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expect(page.getByText("Join the ESG Reporting Platform")).toBeVisible();
  await page.getByLabel("Full Name").fill("Rohan Gupta");
  await page.getByLabel("Email").fill(freshEmail());
  await page.getByLabel("Company Name").fill("Gupta Steel");
  await page.getByLabel("Password").fill("rohan-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  // /setup belongs to another screen (possibly still a placeholder): the URL is what counts here.
  await expect(page).toHaveURL(/\/setup$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeTruthy();
});

test("signup shows the validation messages and the taken-email detail", async ({ page }) => {
  const email = freshEmail();
  await apiSignup(page, email, "first-pass-1");
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByLabel("Full Name").fill("Someone Else");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Company Name").fill("Other Co");
  await page.getByLabel("Password").fill("other-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the seeded admin logs in and lands on /admin", async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  await logIn(page, ADMIN.email, "not-the-password");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password → 'Reset Password Now' → reset → log in with the new password", async ({ page }) => {
  const email = freshEmail();
  await apiSignup(page, email, "old-pass-123");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset link generated!")).toBeVisible();
  await expect(page.getByText("Note: in production, the reset link would be sent to your email.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Another Email" })).toBeVisible();
  await page.getByRole("link", { name: "Reset Password Now" }).click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New Password").fill("new-pass-456");
  await page.getByLabel("Confirm Password").fill("new-pass-45");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("new-pass-456");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password reset successfully! You can now login.")).toBeVisible();

  await logIn(page, email, "old-pass-123");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await logIn(page, email, "new-pass-456");
  await expect(page).toHaveURL(/\/setup$/);
});

test("the reset page without a token says so and goes to /login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Invalid reset link")).toBeVisible();
});

test("/admin-login signs in as admin where autologin is on", async ({ page }) => {
  await page.goto("/admin-login");
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeTruthy();
});

test("an anonymous visit to a company page lands on /login", async ({ page }) => {
  await page.goto("/dashboard/x");
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});

test("next-auth reads the cookie our login sets, and logout clears it", async ({ page }) => {
  const email = freshEmail();
  const { user } = await apiSignup(page, email, "cookie-pass-1");
  await page.context().clearCookies();
  await logIn(page, email, "cookie-pass-1");
  await expect(page).toHaveURL(/\/setup$/);
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user.id).toBe(user.id);
  // The cookie alone opens server-gated pages.
  await page.goto("/dashboard/x");
  await expect(page).not.toHaveURL(/\/login/);

  expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
  await page.goto("/dashboard/x");
  await expect(page).toHaveURL(/\/login/);
});

test("screenshots of the five account screens", async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail();
  await apiSignup(page, email, "shot-pass-1");
  const token = new URL((await (await page.request.post("/api/auth/forgot-password", { data: { email } })).json()).reset_link).searchParams.get("token");
  for (const [width, height, tag] of [
    [1280, 860, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    // Signed-in users are sent home from /signup and /login: each round starts signed out (the
    // API signup above and the admin autologin below both sign this browser in).
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
    await page.setViewportSize({ width, height });
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await page.screenshot({ path: `/tmp/auth-signup-${tag}.png`, fullPage: true });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.screenshot({ path: `/tmp/auth-login-${tag}.png`, fullPage: true });
    await page.goto("/forgot-password");
    await page.screenshot({ path: `/tmp/auth-forgot-${tag}.png`, fullPage: true });
    await page.getByLabel("Email").fill(`nobody-${tag}@example.com`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("button", { name: "Try Another Email" })).toBeVisible();
    await page.screenshot({ path: `/tmp/auth-forgot-result-${tag}.png`, fullPage: true });
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel("New Password").fill("abc");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await page.screenshot({ path: `/tmp/auth-reset-${tag}.png`, fullPage: true });
    // Hold the autologin answer back to catch the page while it works.
    await page.route("**/api/auth/admin-login", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto("/admin-login");
    await expect(page.getByText("Logging you in as admin...")).toBeVisible();
    await page.screenshot({ path: `/tmp/auth-admin-login-${tag}.png`, fullPage: true });
    await expect(page).toHaveURL(/\/admin$/);
    await page.unroute("**/api/auth/admin-login");
  }
});

test("next-auth's own sign-in is refused: POST /api/auth/login is the one way in", async ({ page }) => {
  const email = freshEmail();
  await apiSignup(page, email, "creds-pass-1");
  await page.context().clearCookies();
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  expect(await (await page.request.get("/api/auth/providers")).json()).toEqual({});
  const attempt = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: "creds-pass-1", callbackUrl: "/" },
    maxRedirects: 0,
  });
  expect(attempt.status()).toBe(404);
  expect(await attempt.json()).toEqual({ detail: "Sign in with POST /api/auth/login" });
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
});

test("the landing, login and signup pages are served prerendered; the paywall flag comes from the API", async ({ page }) => {
  for (const url of ["/", "/login", "/signup"]) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    // Next marks a prerendered page's answer as a cache hit or a prerender.
    expect(res.headers()["x-nextjs-cache"] ?? res.headers()["x-nextjs-prerender"], url).toBeTruthy();
  }
  const paywall = await page.request.get("/api/auth/paywall");
  expect(paywall.status()).toBe(200);
  expect(await paywall.json()).toEqual({ paywall: false });
});
