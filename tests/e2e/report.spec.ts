import fs from "node:fs";
import { devices } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

// Building the PDF takes a second or two on an idle machine, far longer on a busy CI box.
test.describe.configure({ timeout: 180_000 });
const REPORT_WAIT = { timeout: 90_000 };

async function addEntry(page: Page, token: string, companyId: string, data: Record<string, string>) {
  const res = await page.request.post("/api/esg-data", { headers: { Authorization: `Bearer ${token}` }, data: { company_id: companyId, ...data } });
  if (!res.ok()) throw new Error(`entry failed: ${res.status()} ${await res.text()}`);
}

/** Holds the report response back a moment so the busy state can be seen. */
async function slowReport(page: Page, ms = 1200) {
  await page.route("**/api/generate-brsr-report/**", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response });
  });
}

test("the BRSR report downloads on desktop named after the company and the year", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Konkan Cement Ltd" });
  await addEntry(page, token, companyId, {
    framework: "BRSR",
    category: "environmental",
    metric: "Scope 1 emissions",
    value: "12,345.5",
    unit: "tCO2e",
    period: "FY 2024-25",
  });

  await page.goto(`/reports/${companyId}`);
  const button = page.getByTestId("generate-brsr-report");
  await expect(button).toHaveText("Generate BRSR Report PDF");
  // At a laptop's 1366 px the card is half the width: the button wraps under the year, inside the card.
  for (const width of [1366, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const card = (await page.getByTestId("brsr-report-card").boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, `button inside the card at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
  }
  await page.screenshot({ path: "/tmp/report-page-desktop.png", fullPage: true });

  await slowReport(page);
  const downloading = page.waitForEvent("download", REPORT_WAIT);
  // The year the company's figures cover is the one chosen, and named.
  await expect(page.getByTestId("brsr-report-fy")).toHaveValue("2024-25");
  await button.click();
  await expect(button).toHaveText("Generating Report...");
  await expect(button).toBeDisabled();
  await expect(page.getByText("Generating BRSR report... This may take a moment")).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Konkan_Cement_BRSR_FY2024-25.pdf");
  await expect(page.getByText("Report downloaded! Check your Downloads folder.")).toBeVisible(REPORT_WAIT);
  await expect(button).toHaveText("Generate BRSR Report PDF");
  await expect(button).toBeEnabled();

  const file = "/tmp/report-e2e.pdf";
  await download.saveAs(file);
  const head = fs.readFileSync(file).subarray(0, 5).toString("latin1");
  expect(head).toBe("%PDF-");
});

test("a failure shows the server's detail", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token);
  await page.route("**/api/generate-brsr-report/**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "The report could not be built just now" }) }),
  );
  await page.goto(`/reports/${companyId}`);
  await page.getByTestId("generate-brsr-report").click();
  await expect(page.getByText("The report could not be built just now")).toBeVisible();
  await expect(page.getByTestId("generate-brsr-report")).toHaveText("Generate BRSR Report PDF");
});

test("without a detail the failure reads 'Failed to generate report'", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token);
  await page.route("**/api/generate-brsr-report/**", (route) => route.fulfill({ status: 502, contentType: "text/plain", body: "bad gateway" }));
  await page.goto(`/reports/${companyId}`);
  await page.getByTestId("generate-brsr-report").click();
  await expect(page.getByText("Failed to generate report")).toBeVisible();
});

test.describe("on a phone", () => {
  const phone = devices["iPhone 13"];
  test.use({
    userAgent: phone.userAgent,
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  });

  test("the report opens in a new tab", async ({ page, context }) => {
    const { token } = await signUpAndLogIn(page);
    const companyId = await createCompanyViaApi(page, token, { name: "Malabar Spices Pvt Ltd" });
    await page.goto(`/reports/${companyId}`);
    await page.screenshot({ path: "/tmp/report-page-phone.png", fullPage: true });
    const opened = context.waitForEvent("page");
    await page.getByTestId("generate-brsr-report").click();
    const tab = await opened;
    await expect(page.getByText("Report opened in new tab! Use browser's share/download option to save.")).toBeVisible(REPORT_WAIT);
    await expect.poll(() => tab.url(), REPORT_WAIT).toMatch(/^blob:/);
  });
});
