import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("an anonymous visitor sees the hero, features, frameworks and the sign-up buttons", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Simplify Your ESG Reporting Journey" })).toBeVisible();
  for (const feature of ["Multi-Framework Support", "AI-Powered Insights", "Real-time Analytics", "Compliance Ready"]) {
    await expect(page.getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Supported Frameworks" })).toBeVisible();
  const cards = page.getByTestId("framework-card");
  await expect(cards).toHaveCount(4);
  const brsr = cards.filter({ hasText: "Business Responsibility and Sustainability Report" });
  await expect(brsr.getByText("BRSR", { exact: true })).toBeVisible();
  await expect(brsr.getByText("Environmental", { exact: true })).toBeVisible();
  await expect(brsr.getByText("Governance", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("heading", { name: "Your Companies" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);

  await page.screenshot({ path: "/tmp/companies-landing-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/companies-landing-phone.png", fullPage: true });
});

test("a logged-in user sees their companies, Get Started goes to /setup, and Log out works", async ({ page }) => {
  const { token, user } = await signUpAndLogIn(page, { fullName: "Kavya Iyer" });
  // The token is stored again on a page without the app's scripts (see companies.spec.ts openLoggedIn).
  await page.goto("/api/health");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByTestId("company-card")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your Companies" })).toHaveCount(0);

  const id = await createCompanyViaApi(page, token, {
    name: "Konkan Textiles Ltd",
    industry: "Retail",
    location: "Surat, Gujarat",
    size: "51-200",
    frameworks: ["GRI", "BRSR"],
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Companies" })).toBeVisible();
  const card = page.getByTestId("company-card").filter({ hasText: "Konkan Textiles Ltd" });
  await expect(card).toContainText("51-200");
  await expect(card).toContainText("Retail");
  await expect(card).toContainText("Surat, Gujarat");
  await expect(card.getByText("GRI", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/setup");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expect(page.getByTestId("app-user-name")).toHaveText(user.full_name);
  await page.screenshot({ path: "/tmp/companies-landing-loggedin-desktop.png", fullPage: true });

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await expect(page.getByTestId("company-name")).toHaveText("Konkan Textiles Ltd");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
});

test("the landing page still renders when the frameworks fail to load", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.route("**/api/frameworks", (route) => route.fulfill({ status: 500, json: { detail: "boom" } }));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Simplify Your ESG Reporting Journey" })).toBeVisible();
  await expect(page.getByTestId("framework-card")).toHaveCount(0);
  await expect.poll(() => errors.some((e) => e.includes("Failed to load frameworks"))).toBe(true);
});

test("an unknown address shows a page with a way home, not a bare 404", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Page Not Found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
});
