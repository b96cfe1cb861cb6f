import { randomBytes } from "node:crypto";
import { expect, test } from "../fixtures";

// This server has the payment gateway configured and ADMIN_AUTOLOGIN off.

test("/admin-login fails over to /login where autologin is off", async ({ page }) => {
  await page.goto("/admin-login");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Automatic admin login is disabled on this server")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
});

test("with the gateway on, a new account goes to /payment and /setup sends it back there", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Anil Kumar");
  await page.getByLabel("Email").fill(`pay-${randomBytes(5).toString("hex")}@example.com`);
  await page.getByLabel("Company Name").fill("Kumar Textiles");
  await page.getByLabel("Password").fill("anil-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/payment$/);
});
