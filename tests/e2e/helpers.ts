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
 * Chooses the option of a select (components/ui/native-select.tsx) whose label is `option` (or
 * matches it), and waits until the select shows the choice.
 */
export async function chooseOption(select: Locator, option: string | RegExp, shown: string | RegExp = option) {
  await expect(select).toBeEnabled();
  const labels = await select.locator("option").allTextContents();
  const label = labels.find((l) => (typeof option === "string" ? l === option : option.test(l)));
  if (label === undefined) throw new Error(`no option ${String(option)} among ${labels.join(" | ")}`);
  await select.selectOption({ label });
  await expect(select.locator("option:checked")).toContainText(shown);
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
