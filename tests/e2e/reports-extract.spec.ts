import { expect, test } from "./fixtures";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("upload a PDF, review the extracted metrics, remove one, and find the rest in data collection", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR", "GRI"] });
  await page.goto(`/reports/${companyId}`);
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(page.getByTestId("brsr-report-card")).toBeVisible();

  // No file yet, then a file that is not a PDF.
  await page.getByTestId("extract-pdf").click();
  await expect(page.getByText("Please select a PDF file first")).toBeVisible();
  await page.getByTestId("pdf-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Scope 1 emissions 1,000 tCO2e") });
  await expect(page.getByText("Please select a PDF file", { exact: true })).toBeVisible();

  const pdf = Buffer.from(await makePdf(INDIAN_REPORT.pages));
  await page.getByTestId("pdf-input").setInputFiles({ name: INDIAN_REPORT.name, mimeType: "application/pdf", buffer: pdf });

  // Hold the answer a moment so the busy state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/extract-pdf/**", async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse((r) => r.url().includes("/api/extract-pdf/") && r.request().method() === "POST");
  await page.getByTestId("extract-pdf").click();
  await expect(page.getByTestId("extract-pdf")).toHaveText("Extracting Data...");
  await expect(page.getByTestId("extract-pdf")).toBeDisabled();
  release();
  const response = await answer;
  expect(response.status()).toBe(201);
  const summary = (await response.json()) as { extracted_count: number; metrics: Array<{ metric: string; value: string; entry_id: string }> };
  const n = summary.extracted_count;
  expect(n).toBeGreaterThanOrEqual(30);

  await expect(page.getByText(`Extracted ${n} metrics from PDF`)).toBeVisible();
  await expect(page.getByTestId("extract-pdf")).toHaveText("Extract Data");
  await expect(page.getByTestId("extraction-filename")).toHaveText(INDIAN_REPORT.name);
  await expect(page.getByTestId("extraction-count")).toContainText(`${n} metrics found on 5 pages`);
  await expect(page.getByText("Ready to Review")).toBeVisible();
  const preview = page.getByTestId("extraction-preview");
  await expect(preview).toHaveCSS("max-height", "384px");
  await expect(page.getByTestId("extracted-metric")).toHaveCount(n);
  const scope1 = page.getByTestId("extracted-metric").filter({ hasText: "Scope 1 emissions" }).first();
  await expect(scope1).toContainText("1,52,000");
  await expect(scope1).toContainText("tCO2e");
  await expect(scope1).toContainText("FY 2023-24");
  await expect(scope1).toContainText('page 2: "Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e');

  await page.screenshot({ path: "/tmp/ai-reports-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/ai-reports-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Remove one extracted figure (it is a saved entry: the usual confirmation applies).
  const removed = page.getByTestId("extracted-metric").filter({ hasText: "Total employees" });
  await removed.getByTestId("remove-extracted").click();
  await expect(page.getByText("Are you sure you want to delete this data entry?")).toBeVisible();
  await page.getByTestId("confirm-remove").click();
  await expect(page.getByText("Data deleted successfully")).toBeVisible();
  await expect(page.getByTestId("extracted-metric")).toHaveCount(n - 1);
  await expect(page.getByTestId("extracted-metric").filter({ hasText: "Total employees" })).toHaveCount(0);

  // The rest are in data collection.
  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByRole("heading", { name: "Data Collection" })).toBeVisible();
  await expect(page.getByTestId("entry-item")).toHaveCount(n - 1);
  const entry = page.getByTestId("entry-item").filter({ hasText: "Scope 1 emissions" }).filter({ hasText: "Period: FY 2022-23" });
  await expect(entry).toContainText("1,60,500");
  await expect(page.getByTestId("entry-item").filter({ hasText: "Total employees" })).toHaveCount(0);
});

test("a damaged PDF shows the server's detail", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { frameworks: ["BRSR"] });
  await page.goto(`/reports/${companyId}`);
  await page
    .getByTestId("pdf-input")
    .setInputFiles({ name: "broken.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\nthis is not really a pdf\n") });
  await page.getByTestId("extract-pdf").click();
  // On the panel, where it stays, and in the toast.
  await expect(page.getByTestId("extraction-unreadable")).toHaveText("The PDF could not be read: it appears to be damaged or incomplete.");
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("The PDF could not be read: it appears to be damaged or incomplete."),
  ).toBeVisible();
});
