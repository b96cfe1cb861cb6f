import { expect, test } from "./fixtures";
import { handInstance } from "../helpers/filed-instance";
import { createCompanyViaApi, showQuestion, signUpAndLogIn } from "./helpers";

test("upload last year's XBRL filing, accept all, and see the previous-year column filled; then the benchmarks screen", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR"] });
  // Last year's filing (FY 2023-24, taxonomy 2024-04-30): it holds FY 2023-24 and FY 2022-23.
  const xml = handInstance({
    version: "2024-04-30",
    cyEnd: "2024-03-31",
    facts: [
      { el: "TotalElectricityConsumptionFromRenewableSources", unit: "GJ", value: "13680" },
      { el: "TotalElectricityConsumptionFromRenewableSources", unit: "GJ", value: "9100", year: "py" },
      { el: "TotalElectricityConsumptionFromNonRenewableSources", unit: "MJ", value: "154440000" },
      { el: "TotalElectricityConsumptionFromNonRenewableSources", unit: "MJ", value: "150000000", year: "py" },
      { el: "TotalScope1Emissions", unit: "MtCO2e", value: "6000" },
      { el: "TotalScope1Emissions", unit: "MtCO2e", value: "6400", year: "py" },
    ],
  });
  await page.goto(`/reports/${companyId}`);
  await expect(page.getByTestId("filing-import")).toBeVisible();
  await page.getByTestId("filing-input").setInputFiles({ name: "BRSR_FY2023-24.xml", mimeType: "application/xml", buffer: Buffer.from(xml) });
  await page.getByTestId("import-filing").click();
  const report = page.getByTestId("filing-report");
  await expect(report).toContainText("SEBI taxonomy 2024-04-30");
  await expect(report).toContainText("6 facts read, 6 placed in the questionnaire (FY 2023-24: 3, FY 2022-23: 3), 6 proposed for review");
  await expect(page.getByTestId("extracted-metric")).toHaveCount(6);
  await page.screenshot({ path: "/tmp/filings-import.png", fullPage: true });
  await page.getByTestId("accept-all").click();
  await expect(page.getByText("Accepted 6 metrics", { exact: true })).toBeVisible();

  // This year's questionnaire shows last year's filing in its previous-year column.
  await page.goto(`/brsr/${companyId}?fy=2024-25`);
  await page.getByTestId("nav-P6").click();
  await expect(page.getByTestId("table-P6-E1-T")).toContainText("FY 2023-24 (Previous Financial Year)");
  await expect(page.getByTestId("cell-P6-E1-A-py")).toHaveValue(/^13,?680$/);
  await expect(page.getByTestId("cell-P6-E1-D-py")).toHaveValue(/^1,?54,?440$/);
  await showQuestion(page, "P6-E7");
  await expect(page.getByTestId("cell-P6-E7-S1-py")).toHaveValue(/^6,?000$/);
  await page.screenshot({ path: "/tmp/filings-questionnaire.png", fullPage: true });

  await page.goto(`/benchmarks/${companyId}`);
  await expect(page.getByRole("heading", { name: "Peer Benchmarks" })).toBeVisible();
  await expect(page.getByText("No peer filings for this year yet.")).toBeVisible();
});

test("the demo's benchmarks: synthetic steel peers, the company marked, an outlier flagged", async ({ page, baseURL }) => {
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email: "demo@esgplatform.local", password: "demo12345" } });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  await page.goto("/api/health");
  await page.evaluate((token) => window.localStorage.setItem("token", token), access_token);
  const companies = (await (await page.request.get(`${baseURL}/api/companies`, { headers: { Authorization: `Bearer ${access_token}` } })).json()) as {
    id: string;
  }[];
  await page.goto(`/benchmarks/${companies[0].id}`);
  await expect(page.getByText(/synthetic steel companies/)).toBeVisible();
  // The flag names the KPI's unit, so a reader can see the scale that is off.
  await expect(page.getByText(/Outlier: Malwa Steel Castings Ltd \(synthetic\) \([\d,.]+ GJ per ₹ crore\)/).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/benchmarks-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/synthetic steel companies/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/benchmarks-phone.png", fullPage: true });
});
