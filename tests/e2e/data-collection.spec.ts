import { expect, test } from "./fixtures";
import { chooseOption, createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("add, see, edit, view history and delete an ESG data entry", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  // The landing page may still be fetching /auth/me with the new token; leaving mid-request makes
  // the auth provider drop the token (reported), so let it settle first.
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Deccan Alloys Ltd", frameworks: ["BRSR", "GRI"] });
  await page.goto(`/data-collection/${companyId}`);

  await expect(page.getByRole("heading", { name: "Data Collection" })).toBeVisible();
  await expect(page.getByTestId("entries-empty")).toHaveText("No data collected yet");
  await expect(page.getByLabel("Period *")).toHaveAttribute("placeholder", "FY 2024, Q1 2025");
  await expect(page.getByLabel("Value *")).toHaveAttribute("placeholder", "e.g., 100");
  await expect(page.getByLabel("Unit")).toHaveAttribute("placeholder", "e.g., unit");

  // Nothing is sent without the required fields.
  await page.getByTestId("entry-submit").click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  await chooseOption(page.getByTestId("entry-framework"), "BRSR");
  await chooseOption(page.getByTestId("entry-category"), "Environmental");
  await chooseOption(page.getByTestId("entry-metric"), "Scope 1 emissions");
  // The catalogue's unit fills the box; a grey hint was taken for a filled one.
  await expect(page.getByLabel("Unit")).toHaveValue("tCO2e");
  await expect(page.getByLabel("Value *")).toHaveAttribute("placeholder", "Value in tons CO2e");
  await page.getByLabel("Value *").fill("6,000");
  await page.getByLabel("Unit").fill("tCO2e");
  await page.getByLabel("Period *").fill("FY 2024");
  await page.getByLabel("Notes").fill("Both plants, fuel invoices");
  await page.getByTestId("entry-submit").click();
  await expect(page.getByText("Data saved successfully!")).toBeVisible();
  await expect(page.getByTestId("entry-item")).toHaveCount(1);
  await expect(page.getByTestId("entry-value").first()).toContainText("6,000");

  // The next year's value: framework and category stay; last year's figure shows beside the input.
  await chooseOption(page.getByTestId("entry-metric"), "Scope 1 emissions");
  await page.getByLabel("Period *").fill("FY 2025");
  await expect(page.getByTestId("previous-value")).toContainText("Previous (FY 2024): 6,000 tCO2e");
  await page.screenshot({ path: "/tmp/workspace-data-form.png" });
  await page.getByLabel("Value *").fill("4,500");
  await page.getByLabel("Unit").fill("tCO2e");
  await page.getByTestId("entry-submit").click();
  await expect(page.getByTestId("entry-item")).toHaveCount(2);
  await expect(page.getByTestId("entry-value").first()).toContainText("4,500");

  // Edit the newest entry.
  await page.getByRole("button", { name: "Edit Scope 1 emissions" }).first().click();
  await expect(page.getByText("Edit Data Entry")).toBeVisible();
  await expect(page.getByLabel("Value *")).toHaveValue("4,500");
  await page.getByLabel("Value *").fill("4,200");
  await page.getByRole("button", { name: "Update Entry" }).click();
  await expect(page.getByText("Data saved successfully!").first()).toBeVisible();
  await expect(page.getByTestId("entry-value").first()).toContainText("4,200");
  await expect(page.getByText("Add ESG Data")).toBeVisible();

  // Its history shows who changed what.
  await page.getByRole("button", { name: "History of Scope 1 emissions" }).first().click();
  const history = page.getByTestId("entry-history");
  await expect(history.getByText("Created")).toBeVisible();
  await expect(history.getByText("Edited")).toBeVisible();
  await expect(history).toContainText("Value: 4,500 → 4,200");
  await expect(history).toContainText("by Priya Sharma");
  await page.screenshot({ path: "/tmp/workspace-data-history.png" });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/workspace-data-collection.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/workspace-data-collection-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Delete asks first; cancelling keeps the entry, confirming removes it.
  await page.getByRole("button", { name: "Delete Scope 1 emissions" }).first().click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this data entry?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("entry-item")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Scope 1 emissions" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Data deleted successfully")).toBeVisible();
  await expect(page.getByTestId("entry-item")).toHaveCount(1);
  await expect(page.getByTestId("entry-value")).toContainText("6,000");

  // After a reload the server's list agrees.
  await page.reload();
  await expect(page.getByTestId("entry-item")).toHaveCount(1);
});

test("a company that is not the user's shows Company Not Found", async ({ page }) => {
  await signUpAndLogIn(page);
  // The landing page may still be fetching /auth/me with the new token; leaving mid-request makes
  // the auth provider drop the token (reported), so let it settle first.
  await page.waitForLoadState("networkidle");
  await page.goto("/data-collection/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Company Not Found")).toBeVisible();
});
