import { expect, test, type Page } from "./fixtures";
import { chooseOption, createCompanyViaApi, signUpAndLogIn } from "./helpers";

async function pick(page: Page, testId: string, option: string) {
  await chooseOption(page.getByTestId(testId), option);
}

test("create a target, see progress change when a matching entry arrives, delete it", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  // The landing page may still be fetching /auth/me with the new token; leaving mid-request makes
  // the auth provider drop the token (reported), so let it settle first.
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Konkan Cement Ltd", frameworks: ["BRSR"] });
  await page.goto(`/kpi-management/${companyId}`);

  await expect(page.getByRole("heading", { name: "KPI Management" })).toBeVisible();
  await expect(page.getByTestId("kpi-summary")).toHaveCount(0);
  await page.getByRole("button", { name: "Add Your First Target" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByTestId("target-submit").click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  await pick(page, "target-framework", "BRSR");
  await pick(page, "target-category", "Environmental");
  await pick(page, "target-metric", "Scope 1 emissions");
  await page.getByLabel("Target Value *").fill("3000");
  await page.getByLabel("Unit").fill("tCO2e");
  await page.getByLabel("Target Period *").fill("FY 2030");
  await page.getByLabel("Baseline Value").fill("6000");
  await page.getByLabel("Baseline Period").fill("FY 2024");
  await page.getByLabel("Notes").fill("Waste-heat recovery and kiln fuel switch");
  await page.screenshot({ path: "/tmp/workspace-kpi-dialog.png" });
  await page.getByTestId("target-submit").click();
  await expect(page.getByText("KPI target created successfully!")).toBeVisible();

  const card = page.getByTestId("target-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("target-target")).toHaveText("3,000 tCO2e by FY 2030");
  await expect(card.getByTestId("target-current")).toHaveText("No data");
  await expect(card.getByTestId("target-baseline")).toHaveText("6,000 tCO2e (FY 2024)");
  await expect(card.getByTestId("target-status")).toHaveText("Pending");
  await expect(page.getByTestId("summary-total-targets")).toHaveText("1");

  // A matching entry moves the target.
  const res = await page.request.post("/api/esg-data", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      company_id: companyId,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      value: "4,500",
      unit: "tCO2e",
      period: "FY 2025",
    },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  // A new figure is a draft: progress reads approved figures until 'Include drafts' is ticked.
  await expect(card.getByTestId("target-note")).toHaveText("FY 2025's figure is not yet approved and is left out");
  await expect(card.getByTestId("target-status")).toHaveText("Pending");
  await page.getByRole("checkbox", { name: "Include drafts" }).check();
  await expect(card.getByTestId("target-current")).toContainText("4,500 tCO2e (FY 2025)");
  await expect(card.getByTestId("target-current-draft")).toHaveText("Draft");
  await expect(card.getByTestId("target-progress")).toHaveText("50%");
  await expect(card.getByTestId("target-status")).toHaveText("On Track");
  await expect(page.getByTestId("summary-on-track")).toHaveText("1");

  // Edit the target: the dialog opens with its values; the change is saved and shown.
  await card.getByRole("button", { name: "Edit target Scope 1 emissions" }).click();
  await expect(page.getByRole("dialog")).toContainText("Edit KPI Target");
  await expect(page.getByLabel("Target Value *")).toHaveValue("3000");
  await page.getByLabel("Target Value *").fill("2500");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("KPI target updated successfully")).toBeVisible();
  await expect(card.getByTestId("target-target")).toHaveText("2,500 tCO2e by FY 2030");
  await page.getByRole("checkbox", { name: "Include drafts" }).uncheck();

  // Two more targets for the picture: one achieved, one behind.
  for (const data of [
    { metric: "Scope 2 emissions", target_value: 20000, baseline_value: 30000, value: "19,500" },
    { metric: "Total GHG emissions", target_value: 10000, baseline_value: 40000, value: "39,000" },
  ]) {
    const headers = { Authorization: `Bearer ${token}` };
    await page.request.post("/api/kpi-targets", {
      headers,
      data: {
        company_id: companyId,
        framework: "BRSR",
        category: "environmental",
        metric: data.metric,
        target_value: data.target_value,
        unit: "tCO2e",
        target_period: "FY 2027",
        baseline_value: data.baseline_value,
        baseline_period: "FY 2024",
      },
    });
    await page.request.post("/api/esg-data", {
      headers,
      data: { company_id: companyId, framework: "BRSR", category: "environmental", metric: data.metric, value: data.value, unit: "tCO2e", period: "FY 2026" },
    });
  }
  await page.reload();
  await expect(page.getByTestId("target-card")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Include drafts" }).check();
  await expect(page.getByTestId("summary-achieved")).toHaveText("1");
  await expect(page.getByTestId("summary-at-risk-behind")).toHaveText("1");
  await page.screenshot({ path: "/tmp/workspace-kpi.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/workspace-kpi-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  for (let remaining = 3; remaining > 0; remaining--) {
    await page
      .getByRole("button", { name: /^Delete target / })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this KPI target?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("target-card")).toHaveCount(remaining - 1);
  }
  await expect(page.getByText("KPI target deleted successfully").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your First Target" })).toBeVisible();
  await expect(page.getByTestId("kpi-summary")).toHaveCount(0);
});
