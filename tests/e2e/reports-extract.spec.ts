import { randomBytes } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures";
import { INDIAN_REPORT, makePdf } from "../helpers/make-pdf";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("upload a PDF, review the proposed metrics, accept, edit and reject them, and find the accepted ones in data collection", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR", "GRI"] });
  await page.goto(`/reports/${companyId}`);
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(page.getByTestId("brsr-report-card")).toBeVisible();
  await expect(page.getByTestId("extraction-history-empty")).toBeVisible();

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
  const summary = (await response.json()) as {
    id: string;
    extracted_count: number;
    metrics: Array<{ metric: string; value: string; status: string; computed: string | null }>;
  };
  const n = summary.extracted_count;
  // The printed energy intensities: the questionnaire computes that cell, so they can only be rejected.
  const computed = summary.metrics.filter((m) => m.computed).length;
  expect(computed).toBe(2);
  expect(n).toBeGreaterThanOrEqual(30);
  expect(summary.metrics.every((m) => m.status === "proposed")).toBe(true);
  await page.unroute("**/api/extract-pdf/**");

  await expect(page.getByText(`Extracted ${n} metrics from PDF`)).toBeVisible();
  await expect(page.getByTestId("extract-pdf")).toHaveText("Extract Data");
  await expect(page.getByTestId("extraction-filename")).toHaveText(INDIAN_REPORT.name);
  await expect(page.getByTestId("extraction-count")).toContainText(`${n} metrics found on 5 pages`);
  await expect(page.getByText("Ready to Review")).toBeVisible();
  await expect(page.getByTestId("review-counts")).toHaveText(`${n} to review · 0 accepted · 0 rejected`);
  const preview = page.getByTestId("extraction-preview");
  await expect(preview).toHaveCSS("max-height", "384px");
  const rows = page.getByTestId("extracted-metric");
  await expect(rows).toHaveCount(n);
  const scope1 = rows.filter({ has: page.getByTestId("proposal-value").getByText("1,52,000", { exact: true }) }).first();
  await expect(scope1).toContainText("Scope 1 emissions");
  await expect(scope1).toContainText("tCO2e");
  await expect(scope1).toContainText("FY 2023-24");
  await expect(scope1).toContainText("page 2");
  // The quote opens under the row.
  await scope1.getByTestId("proposal-quote").locator("summary").click();
  await expect(scope1.getByTestId("proposal-quote")).toContainText("Total Scope 1 emissions for FY 2023-24 were 1,52,000 tCO2e");

  // Nothing is in data collection before a value is accepted (decisions D21).
  const entriesBefore = await page.request.get(`/api/esg-data/${companyId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await entriesBefore.json()).toEqual([]);

  await page.screenshot({ path: "/tmp/ai-reports-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(scope1.getByTestId("proposal-accept")).toBeVisible();
  await page.screenshot({ path: "/tmp/ai-reports-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Accept Scope 1 (FY 2023-24) as found.
  await scope1.getByTestId("proposal-accept").click();
  await expect(page.getByText("Accepted 1 metric", { exact: true })).toBeVisible();
  await expect(scope1).toHaveAttribute("data-status", "accepted");

  // Edit the employee count, then accept it.
  const employees = rows.filter({ hasText: "Total employees" });
  await employees.getByTestId("proposal-edit").click();
  await employees.getByTestId("proposal-edit-value").fill("3,250");
  await employees.getByTestId("proposal-save").click();
  await expect(employees).toHaveAttribute("data-status", "edited");
  await expect(employees).toContainText("Accepted (edited)");
  await expect(employees).toContainText("Found as 3,240");

  // Reject the FY 2022-23 renewable share.
  const renewablePrevious = rows
    .filter({ hasText: "Renewable energy share" })
    .filter({ has: page.getByTestId("proposal-value").getByText("14.2", { exact: true }) });
  await renewablePrevious.getByTestId("proposal-reject").click();
  await expect(page.getByText("Rejected 1 metric", { exact: true })).toBeVisible();
  await expect(renewablePrevious).toHaveAttribute("data-status", "rejected");

  // Accept the rest at once: all but the computed intensities, which say why and are then rejected.
  const intensity = rows.filter({ has: page.getByTestId("proposal-computed") });
  await expect(intensity).toHaveCount(computed);
  await expect(intensity.first().getByTestId("proposal-accept")).toHaveCount(0);
  await expect(page.getByTestId("accept-all")).toHaveText(`Accept all (${n - 3 - computed})`);
  await page.getByTestId("accept-all").click();
  await expect(page.getByText(`Accepted ${n - 3 - computed} metrics`, { exact: true })).toBeVisible();
  const accepted = n - 1 - computed;
  await expect(page.getByTestId("review-counts")).toHaveText(`${computed} to review · ${accepted} accepted · 1 rejected`);
  await expect(page.getByTestId("reject-all")).toHaveText(`Reject all (${computed})`);
  await page.getByTestId("reject-all").click();
  await expect(page.getByTestId("review-counts")).toHaveText(`0 to review · ${accepted} accepted · ${1 + computed} rejected`);
  await expect(page.getByTestId("accept-all")).toHaveCount(0);
  const history = page.getByTestId("extraction-history-item");
  await expect(history).toHaveCount(1);
  await expect(history.getByTestId("extraction-history-counts")).toHaveText(`0 proposed · ${accepted} accepted · ${1 + computed} rejected`);

  // The same file again: recognised, nothing new.
  await page.getByTestId("pdf-input").setInputFiles({ name: "copy.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByTestId("extract-pdf").click();
  await expect(page.getByTestId("already-extracted")).toContainText("This PDF was already uploaded on");
  await expect(history).toHaveCount(1);

  // The accepted values are in data collection, the rejected one is not.
  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByRole("heading", { name: "Data Collection" })).toBeVisible();
  // The report's fatalities total of 0 is 0 for employees and for workers: one proposal, two entries.
  await expect(page.getByTestId("entry-item")).toHaveCount(accepted + 1);
  const entry = page.getByTestId("entry-item").filter({ hasText: "Scope 1 emissions" }).filter({ hasText: "Period: FY 2022-23" });
  await expect(entry).toContainText("1,60,500");
  await expect(page.getByTestId("entry-item").filter({ hasText: "Total employees" })).toContainText("3,250");
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

test("a PDF over 2 MB is read on the job queue: the screen shows its progress, then the summary and the review", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  const companyId = await createCompanyViaApi(page, token, { name: "Large Report Ltd", frameworks: ["BRSR", "GRI"] });
  await page.goto(`/reports/${companyId}`);
  await expect(page.getByTestId("extraction-history-empty")).toBeVisible();
  // The report made large by an attached file, as a long report's images make it (decisions D34).
  const doc = await PDFDocument.load(await makePdf(INDIAN_REPORT.pages));
  await doc.attach(randomBytes(2 * 1024 * 1024 + 65_536), "appendix.bin", { mimeType: "application/octet-stream" });
  const pdf = Buffer.from(await doc.save());
  await page.getByTestId("pdf-input").setInputFiles({ name: "large-report.pdf", mimeType: "application/pdf", buffer: pdf });

  const queued = page.waitForResponse((r) => r.url().includes("/api/extract-pdf/") && r.request().method() === "POST");
  const polled = page.waitForResponse((r) => r.url().includes("/api/jobs/") && r.request().method() === "GET");
  await page.getByTestId("extract-pdf").click();
  const answer = await queued;
  expect(answer.status()).toBe(202);
  const { job_id: jobId } = (await answer.json()) as { job_id: string };
  await expect(page.getByTestId("extraction-progress")).toBeVisible();
  await expect(page.getByTestId("extraction-progress").getByRole("progressbar")).toBeVisible();
  await expect(page.getByTestId("extract-pdf")).toHaveText("Extracting Data...");
  expect((await polled).url()).toContain(`/api/jobs/${jobId}`);

  await expect(page.getByTestId("extraction-summary")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("extraction-progress")).toHaveCount(0);
  await expect(page.getByTestId("extraction-filename")).toHaveText("large-report.pdf");
  await expect(page.getByTestId("extraction-count")).toContainText("found on 5 pages");
  await expect(page.getByText(/^Extracted \d+ metrics from PDF$/)).toBeVisible();
  await expect(page.getByTestId("extracted-metric").first()).toBeVisible();
  const job = await page.request.get(`/api/jobs/${jobId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await job.json()).toMatchObject({ state: "succeeded", status: 201, kind: "extraction" });
});
