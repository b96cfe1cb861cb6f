import { expect, test, type Page } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

async function seed(page: Page, token: string, companyId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const entries = [
    ["environmental", "Scope 1 emissions", "2,00,000", "tCO2e", "FY 2021-22"],
    ["environmental", "Scope 1 emissions", "1,95,000", "tCO2e", "FY 2023-24"],
    ["environmental", "Total water withdrawal", "4,10,000", "kL", "FY 2022-23"],
    ["environmental", "Total water withdrawal", "4,92,000", "kL", "FY 2023-24"],
    ["social", "Lost Time Injury Frequency Rate (LTIFR)", "0.42", "per million person-hours", "FY 2023-24"],
    ["governance", "Revenue from operations", "4,850", "INR crore", "FY 2023-24"],
  ];
  for (const [category, metric, value, unit, period] of entries) {
    const res = await page.request.post("/api/esg-data", {
      headers,
      data: { company_id: companyId, framework: "BRSR", category, metric, value, unit, period, notes: "" },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const target = await page.request.post("/api/kpi-targets", {
    headers,
    data: {
      company_id: companyId,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      target_value: 100000,
      unit: "tCO2e",
      target_period: "FY 2027-28",
      baseline_value: 200000,
      baseline_period: "FY 2021-22",
      notes: "",
    },
  });
  expect(target.status(), await target.text()).toBe(201);
}

test("generate insights: the empty state, the busy button, cards newest first, and a provider failure", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR", "GRI"] });
  await seed(page, token, companyId);

  await page.goto(`/insights/${companyId}`);
  await expect(page.getByRole("heading", { name: "AI Insights" })).toBeVisible();
  await expect(page.getByText("No insights generated yet")).toBeVisible();
  // The company's first framework is chosen; every category by default.
  await expect(page.getByLabel("Framework", { exact: true })).toHaveValue("BRSR");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("all");
  await expect(page.getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText("All categories");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/ai-insights", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByTestId("generate-insights").click();
  await expect(page.getByTestId("generate-insights")).toHaveText("Generating Insights...");
  await expect(page.getByTestId("generate-insights")).toBeDisabled();
  release();
  await expect(page.getByText("AI insights generated successfully!")).toBeVisible();
  await page.unroute("**/api/ai-insights");

  const cards = page.getByTestId("insight-card");
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByText("Key Insights")).toBeVisible();
  await expect(card.getByText("Recommendations")).toBeVisible();
  await expect(card).toContainText("BRSR");
  await expect(card).toContainText("All categories");
  await expect(card.getByTestId("insight-engine")).toHaveText("Offline analysis of your data");
  await expect(card).toContainText("Total water withdrawal rose 20% from 4,10,000 kL (FY 2022-23) to 4,92,000 kL (FY 2023-24)");
  // KPI progress reads approved figures only (decisions D33): the owner's own unreviewed figure is named, not measured.
  await expect(card).toContainText("Scope 1 emissions has no comparable figure: FY 2023-24's figure is not yet approved and is left out.");
  await expect(card).not.toContainText('Bring "Scope 1 emissions" back on track');

  // A second, for one category: it comes first.
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Social" });
  await page.getByTestId("generate-insights").click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Social");
  await expect(cards.nth(1)).toContainText("All categories");

  await page.screenshot({ path: "/tmp/ai-insights-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/ai-insights-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server's detail is shown when generation fails.
  await page.route("**/api/ai-insights", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ detail: "The AI provider failed to answer. Please try again." }) })
      : route.continue(),
  );
  await page.getByTestId("generate-insights").click();
  await expect(page.getByText("The AI provider failed to answer. Please try again.")).toBeVisible();
  await expect(cards).toHaveCount(2);
});
