import { expect, test } from "./fixtures";
import { createCompanyViaApi, showQuestion, signUpAndLogIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("fill a row of A-26 (material issues) in the browser, save, reload: the row is there; remove it after a confirmation", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR"] });

  await page.goto(`/brsr/${companyId}?fy=2024-25`);
  await expect(page.getByRole("heading", { name: "BRSR Questionnaire" })).toBeVisible();
  await page.getByTestId("nav-A").click();
  await showQuestion(page, "A-26");
  const table = page.getByTestId("rows-A-26");
  await expect(table).toContainText("No rows yet");

  await table.getByTestId("rows-A-26-add").click();
  const row = table.getByTestId("rows-A-26-row-1");
  await expect(row).toBeVisible();
  await expect(table.getByTestId("rows-A-26-table")).toContainText("Indicate whether risk or opportunity (R/O)");
  await row.getByTestId("cell-A-26-R1-ISSUE-cy").fill("Water security at the Ambad plant");
  await row.getByTestId("cell-A-26-R1-RISK-cy").selectOption("R");
  await row.getByTestId("cell-A-26-R1-RATIONALE-cy").fill("Ambad is in water-stressed Marathwada");
  await row.getByTestId("cell-A-26-R1-APPROACH-cy").fill("Rainwater harvesting and zero liquid discharge");
  await row.getByTestId("cell-A-26-R1-IMPLICATIONS-cy").selectOption("Negative Implications");
  await expect(page.getByTestId("brsr-changes")).toContainText("5 unsaved changes");
  await page.getByTestId("brsr-save").click();
  await expect(page.getByText("BRSR answers saved")).toBeVisible();
  await expect(table).toContainText("Answered");

  // At 390 px the table scrolls inside its card, never the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByTestId("rows-A-26-table")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/brsr-row-table-phone.png", fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.reload();
  await showQuestion(page, "A-26");
  const saved = page.getByTestId("rows-A-26-row-1");
  await expect(saved.getByTestId("cell-A-26-R1-ISSUE-cy")).toHaveValue("Water security at the Ambad plant");
  await expect(saved.getByTestId("cell-A-26-R1-RISK-cy")).toHaveValue("R");
  await expect(saved.getByTestId("cell-A-26-R1-IMPLICATIONS-cy")).toHaveValue("Negative Implications");
  await expect(saved.getByTestId("cell-A-26-R1-RATIONALE-cy")).toHaveValue("Ambad is in water-stressed Marathwada");
  await page.getByTestId("rows-A-26").screenshot({ path: "/tmp/brsr-row-table.png" });

  // Remove: nothing happens until confirmed; then the save clears the row.
  await saved.getByTestId("rows-A-26-remove-1").click();
  await page.getByTestId("rows-A-26-remove-confirm").click();
  await expect(page.getByTestId("rows-A-26-row-1")).toHaveCount(0);
  await page.getByTestId("brsr-save").click();
  await expect(page.getByText("BRSR answers saved").first()).toBeVisible();
  await page.reload();
  await showQuestion(page, "A-26");
  await expect(page.getByTestId("rows-A-26")).toContainText("No rows yet");
});

test("P6 L1 takes one block per water-stressed facility: add a facility, fill it, save; its totals are computed", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Sahyadri Steel & Alloys Ltd", frameworks: ["BRSR"] });

  await page.goto(`/brsr/${companyId}?fy=2024-25&section=P6`);
  await showQuestion(page, "P6-L1");
  const blocks = page.getByTestId("rows-P6-L1");
  await expect(blocks).toContainText("No rows yet");
  await blocks.getByTestId("rows-P6-L1-add").click();
  const facility = blocks.getByTestId("rows-P6-L1-row-1");
  await facility.getByTestId("cell-P6-L1-R1-AREA-cy").fill("Ambad, Jalna district");
  await facility.getByTestId("cell-P6-L1-R1-NATURE-cy").fill("Bright bar plant");
  await facility.getByTestId("cell-P6-L1-R1-GROUND-cy").fill("8,000");
  await facility.getByTestId("cell-P6-L1-R1-THIRD_PARTY-cy").fill("52,000");
  await facility.getByTestId("cell-P6-L1-R1-CONSUMPTION-cy").fill("59,000");
  await page.getByTestId("brsr-save").click();
  await expect(page.getByText("BRSR answers saved")).toBeVisible();
  await expect(facility.getByTestId("cell-P6-L1-R1-WITHDRAWAL-cy")).toContainText("60,000 kL");
  await page.reload();
  await showQuestion(page, "P6-L1");
  await expect(page.getByTestId("rows-P6-L1-row-1").getByTestId("cell-P6-L1-R1-AREA-cy")).toHaveValue("Ambad, Jalna district");
  await expect(page.getByTestId("rows-P6-L1-row-1").getByTestId("cell-P6-L1-R1-WITHDRAWAL-cy")).toContainText("60,000 kL");
  await page.getByTestId("rows-P6-L1").screenshot({ path: "/tmp/brsr-row-blocks.png" });
});
