import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test.describe.configure({ timeout: 180_000 });

test("download the BRSR template, change three cells in Excel, preview and import them, see the figures", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Narmada Cement Works Ltd", frameworks: ["BRSR"] });
  await page.goto(`/brsr/${companyId}?fy=2024-25`);
  await expect(page.getByTestId("brsr-company")).toHaveText("Narmada Cement Works Ltd");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-template").click()]);
  expect(download.suggestedFilename()).toBe("Narmada_Cement_Works_Ltd_BRSR_Template_FY2024-25.xlsx");
  const path = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path!);
  const p6 = wb.getWorksheet("Section C P6")!;
  const rowOf = (key: string) => {
    let found: ExcelJS.Row | undefined;
    p6.eachRow((row) => {
      if (row.getCell(1).value === key) found = row;
    });
    return found!;
  };
  rowOf("P6-E1-A").getCell(6).value = 120000;
  rowOf("P6-E1-B").getCell(6).value = "30,000";
  rowOf("P6-E1-D").getCell(6).value = 400000;
  const filled = "/tmp/e2e-brsr-filled.xlsx";
  await fs.writeFile(filled, new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));

  // The preview on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("import-file").setInputFiles(filled);
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("import-counts")).toContainText("3 new · 0 updated");
  await expect(preview.getByTestId("import-row")).toHaveCount(3);
  await expect(preview.getByTestId("import-rows")).toContainText("P6-E1-A");
  await expect(preview.getByTestId("import-rows")).toContainText("1,20,000");
  await page.screenshot({ path: "/tmp/import-preview-phone.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: "/tmp/import-preview.png" });
  await preview.getByTestId("import-commit").click();
  await expect(page.getByText("Imported 3 rows")).toBeVisible();

  await page.getByTestId("nav-P6").click();
  await expect(page.getByTestId("cell-P6-E1-ABC-cy")).toContainText("1,50,000 GJ");
  await expect(page.getByTestId("cell-P6-E1-DEF-cy")).toContainText("4,00,000 GJ");
  await expect(page.getByTestId("past-import")).toContainText("e2e-brsr-filled.xlsx");
});
