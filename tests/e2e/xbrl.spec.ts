import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { createCompanyViaApi, showQuestion, signUpAndLogIn } from "./helpers";

test.describe.configure({ timeout: 180_000 });

test("fill an A-26 row, export XBRL: a validation error's link opens its cell; once fixed, the file holds the row's facts", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Godavari Alloys Ltd", frameworks: ["BRSR"] });
  const profile = await page.request.put(`/api/companies/${companyId}/profile`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { cin: "L27100MH1995PLC084723", reporting_boundary: "standalone" },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  await page.goto(`/brsr/${companyId}?fy=2024-25`);
  await expect(page.getByRole("heading", { name: "BRSR Questionnaire" })).toBeVisible();

  // Section A Q26: one material issue, as a row of SEBI's table.
  await page.getByTestId("nav-A").click();
  await showQuestion(page, "A-26");
  await page.getByTestId("rows-A-26-add").click();
  await page.getByTestId("cell-A-26-R1-ISSUE-cy").fill("Water security at the Nashik works");
  await page.getByTestId("cell-A-26-R1-RISK-cy").selectOption("R");
  await page.getByTestId("cell-A-26-R1-RATIONALE-cy").fill("Falling groundwater & rising tariffs");
  await page.getByTestId("cell-A-26-R1-IMPLICATIONS-cy").selectOption("Negative Implications");
  // Principle 1 E9: a share typed as 120 %, which no percentage element can hold.
  await page.getByTestId("nav-P1").click();
  await showQuestion(page, "P1-E9");
  await page.getByTestId("cell-P1-E9-PUR-a-cy").fill("120");
  // The save's answer first (a busy machine takes longer than a toast's wait), then its toast.
  const firstSave = page.waitForResponse((r) => r.url().includes(`/api/brsr/${companyId}/cells`) && r.request().method() === "PUT");
  await page.getByTestId("brsr-save").click();
  expect((await firstSave).status()).toBe(200);
  await expect(page.getByText("BRSR answers saved")).toBeVisible();

  // Export refuses and lists the error; its link opens the cell.
  const panel = page.getByTestId("xbrl-panel");
  await panel.getByTestId("xbrl-export").click();
  await expect(panel.getByTestId("xbrl-count")).toContainText("1 error");
  const link = panel.getByTestId("xbrl-link-P1-E9-PUR-a");
  await expect(link).toContainText("reads as 120%");
  await expect(panel.getByTestId("xbrl-errors")).toContainText("PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases · DCYMain");
  await page.screenshot({ path: "/tmp/xbrl-questionnaire-errors.png", fullPage: false });
  // From another tab: Section A is open (only its questions near the screen rendered), the cell is
  // on Principle 1, whose answer is cached, and further down than the screen: the jump renders
  // every question of Principle 1 (components/brsr/question-window.tsx), so the cell is there.
  await page.getByTestId("nav-A").click();
  await expect(page.locator('[id^="question-A-"]').first()).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/#cell-P1-E9-PUR-a$/);
  await expect(page.getByTestId("nav-P1")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("cell-P1-E9-PUR-a-cy")).toBeFocused();
  await expect(page.getByTestId("cell-P1-E9-PUR-a-cy")).toBeInViewport();

  // Fixed: the export downloads, and the row's facts are in the file under its typed member.
  await page.getByTestId("cell-P1-E9-PUR-a-cy").fill("12");
  // The first save's toast may still be showing: wait for this save's answer instead.
  const saved = page.waitForResponse((r) => r.url().includes(`/api/brsr/${companyId}/cells`) && r.request().method() === "PUT");
  await page.getByTestId("brsr-save").click();
  expect((await saved).status()).toBe(200);
  const download = page.waitForEvent("download");
  await panel.getByTestId("xbrl-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("BRSR_L27100MH1995PLC084723_FY2024-25.xml");
  const xml = await readFile((await file.path())!, "utf8");
  const context = /<xbrli:context id="([^"]+)">(?:(?!<\/xbrli:context>).)*EntitysMaterialResponsibleBusinessConductIssuesDomain>1</.exec(xml);
  expect(context, "a context for row 1 of A-26").not.toBeNull();
  const id = context![1];
  expect(xml).toContain(`<in-capmkt:MaterialIssueIdentified contextRef="${id}">Water security at the Nashik works</in-capmkt:MaterialIssueIdentified>`);
  expect(xml).toContain(`<in-capmkt:IndicateWhetherRiskOrOpportunity contextRef="${id}">R</in-capmkt:IndicateWhetherRiskOrOpportunity>`);
  expect(xml).toContain(`<in-capmkt:RationaleForIdentifyingTheRiskOpportunity contextRef="${id}">Falling groundwater &amp; rising tariffs<`);
  expect(xml).toMatch(
    /<in-capmkt:PercentageOfPurchasesFromTradingHousesInTotalPurchasesForConcentrationOfPurchases contextRef="DCYMain" unitRef="pure" decimals="2">0\.12</,
  );
  await expect(panel.getByTestId("xbrl-count")).toContainText("Valid");

  // The reports page has the same export, with a year to choose; it works at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reports/${companyId}`);
  await page.getByTestId("xbrl-fy").selectOption("2024-25");
  await page.getByTestId("xbrl-check").click();
  await expect(page.getByTestId("xbrl-count")).toContainText("Valid");
  await page.getByTestId("xbrl-toggle").click();
  await expect(page.getByTestId("xbrl-report")).toContainText("Taxonomy 2025-05-31");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId("xbrl-export-card").screenshot({ path: "/tmp/xbrl-reports-panel.png" });
});
