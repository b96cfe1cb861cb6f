import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp";

test("a consultant with three clients sorts the portfolio by blockers and opens the one that is blocked, at 1366 and 390 px", async ({ page }) => {
  const { token } = await signUpAndLogIn(page, { fullName: "Meera Iyer" });
  const headers = { Authorization: `Bearer ${token}` };
  await createCompanyViaApi(page, token, { name: "Alpha Foods Ltd", frameworks: ["GRI"] });
  const blocked = await createCompanyViaApi(page, token, { name: "Busy Cement Ltd", frameworks: ["BRSR", "GRI"] });
  const quiet = await createCompanyViaApi(page, token, { name: "Quiet Textiles Ltd", frameworks: ["BRSR"] });

  // Busy Cement has a figure submitted and awaiting review; Quiet Textiles only a due date far off.
  const saved = await page.request.post("/api/esg-data", {
    headers,
    data: {
      company_id: blocked,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      value: "4,500",
      unit: "tCO2e",
      period: "FY 2024-25",
      notes: "",
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = await saved.json();
  expect((await page.request.post(`/api/esg-data/${id}/review`, { headers, data: { action: "submit" } })).status()).toBe(200);
  expect((await page.request.put(`/api/companies/${quiet}/filing-due-date`, { headers, data: { date: "2031-08-30" } })).status()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/portfolio");
  const rows = page.getByTestId("portfolio-row");
  await expect(rows).toHaveCount(3);
  await page.getByTestId("portfolio-sort").selectOption("name");
  await expect(rows.first()).toHaveAttribute("data-company", "Alpha Foods Ltd");
  await page.getByTestId("portfolio-sort").selectOption("blockers");
  await expect(rows.first()).toHaveAttribute("data-company", "Busy Cement Ltd");
  await expect(rows.first().getByTestId("portfolio-blockers")).toContainText("1 figure awaiting review");
  await expect(rows.first().getByTestId("portfolio-awaiting")).toHaveText("1");
  await expect(rows.filter({ hasText: "Quiet Textiles Ltd" }).getByTestId("portfolio-due")).toContainText("2031");
  await page.screenshot({ path: `${SHOTS}/portfolio-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId("portfolio-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute("data-company", "Busy Cement Ltd");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/portfolio-390.png`, fullPage: true });

  await cards.first().getByTestId("portfolio-open").click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${blocked}$`));
  await expect(page.getByTestId("company-name")).toHaveText("Busy Cement Ltd");
});
