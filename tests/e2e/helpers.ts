import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";

export type E2EUser = { email: string; password: string; token: string; user: { id: string; full_name: string } };

/**
 * Signs up a fresh user through the API in the page's own browser context (so the session
 * cookie lands in the browser) and puts the token into local storage, as the app does.
 */
export async function signUpAndLogIn(page: Page, overrides: { fullName?: string; companyName?: string } = {}): Promise<E2EUser> {
  const email = `e2e-${randomBytes(5).toString("hex")}@example.com`;
  const password = "e2e-pass-123";
  const response = await page.request.post("/api/auth/signup", {
    data: { email, password, full_name: overrides.fullName ?? "Priya Sharma", company_name: overrides.companyName ?? "Acme Consulting" },
  });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  await page.goto("/");
  await page.evaluate((token) => window.localStorage.setItem("token", token), body.access_token);
  return { email, password, token: body.access_token, user: body.user };
}

/** Creates a company with frameworks through the API and returns its id. */
export async function createCompanyViaApi(
  page: Page,
  token: string,
  values: { name?: string; industry?: string; location?: string; size?: string; description?: string; frameworks?: string[] } = {},
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const { frameworks = ["BRSR", "GRI"], ...rest } = values;
  const created = await page.request.post("/api/companies", {
    headers,
    data: { name: "Acme Steel Ltd", industry: "Manufacturing", location: "Mumbai, Maharashtra", size: "201-500", description: "", ...rest },
  });
  if (!created.ok()) throw new Error(`company create failed: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();
  const set = await page.request.put(`/api/companies/${id}/frameworks`, { headers, data: frameworks });
  if (!set.ok()) throw new Error(`frameworks failed: ${set.status()} ${await set.text()}`);
  return id;
}

/**
 * Chooses an option of a Radix select by keyboard: Enter on the trigger opens the list, Enter on the
 * option chooses it. A pointer click can land on the option while the list is still placing itself
 * over the trigger, which Radix ignores as the end of the opening press; the keyboard has no such
 * window, so no retry is needed. Waits until the list has closed and the trigger shows the choice.
 */
export async function chooseOption(page: Page, trigger: Locator, option: string | RegExp, shown: string | RegExp = option) {
  await expect(trigger).toBeEnabled();
  await trigger.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await listbox
    .getByRole("option", typeof option === "string" ? { name: option, exact: true } : { name: option })
    .first()
    .press("Enter");
  await expect(listbox).toHaveCount(0);
  await expect(trigger).toContainText(shown);
}

/**
 * Scrolls to a question of the BRSR questionnaire and waits for its card: a question away from the
 * screen is a placeholder until it comes near (components/brsr/question-window.tsx), and the
 * placeholder is replaced by the card while it is being scrolled to, so the scroll is tried again.
 */
export async function showQuestion(page: Page, questionId: string) {
  await expect(async () => {
    await page.locator(`#question-${questionId}`).scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByTestId(`question-${questionId}`)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
