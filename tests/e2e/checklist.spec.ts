import fs from "node:fs";
import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("toggle checklist items, one section open at a time, and export the checklist", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  // The landing page may still be fetching /auth/me with the new token; leaving mid-request makes
  // the auth provider drop the token (reported), so let it settle first.
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Vidarbha Steel & Power Ltd", industry: "Manufacturing" });
  await page.goto(`/checklist/${companyId}`);

  await expect(page.getByRole("heading", { name: "ESG Documentation Checklist" })).toBeVisible();
  await expect(page.getByTestId("checklist-tips")).toContainText("within the last 12 months");
  await expect(page.getByTestId("checklist-updated")).toHaveText("Last updated: Not yet");
  const env = page.getByTestId("checklist-environmental");
  const social = page.getByTestId("checklist-social");
  const consent = "Consent to Establish / Consent to Operate from the State Pollution Control Board";
  await expect(env.getByLabel(consent)).toBeVisible();
  await expect(social.getByRole("checkbox")).toHaveCount(0);
  const total = await page.getByTestId("checklist-count").textContent();
  const totalItems = Number(/of (\d+) items/.exec(total ?? "")?.[1]);
  expect(totalItems).toBeGreaterThan(20);

  await env.getByLabel(consent).click();
  await expect(env.getByLabel(consent)).toBeChecked();
  await expect(page.getByTestId("checklist-count")).toHaveText(`1 of ${totalItems} items completed`);
  await expect(page.getByTestId("checklist-environmental-count")).toContainText("1 of");
  await expect(page.getByTestId("checklist-percentage")).toHaveText(`${Math.round(100 / totalItems)}%`);
  await expect(page.getByTestId("checklist-updated")).not.toHaveText("Last updated: Not yet");

  // Opening Social closes Environmental.
  await social.getByRole("button").first().click();
  await expect(env.getByRole("checkbox")).toHaveCount(0);
  const firstSocial = social.getByRole("checkbox").first();
  await firstSocial.click();
  await expect(firstSocial).toBeChecked();
  await expect(page.getByTestId("checklist-count")).toHaveText(`2 of ${totalItems} items completed`);
  // Unticking works too, and the state survives a reload.
  await firstSocial.click();
  await expect(firstSocial).not.toBeChecked();
  await expect(page.getByTestId("checklist-count")).toHaveText(`1 of ${totalItems} items completed`);
  await firstSocial.click();
  await expect(page.getByTestId("checklist-count")).toHaveText(`2 of ${totalItems} items completed`);
  await page.reload();
  await expect(page.getByTestId("checklist-count")).toHaveText(`2 of ${totalItems} items completed`);
  await expect(env.getByLabel(consent)).toBeChecked();

  const downloadPromise = page.waitForEvent("download");
  await page.getByTestId("export-checklist").click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Vidarbha_Steel_Power_Ltd_ESG_Checklist.csv");
  await expect(page.getByText("Checklist exported successfully!")).toBeVisible();
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text).toContain("Company,Vidarbha Steel & Power Ltd");
  expect(text).toContain("Industry,Manufacturing");
  expect(text).toContain(`Progress,2 of ${totalItems} items completed`);
  expect(text).toMatch(new RegExp(`Environmental,"?${consent.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"?,Yes`));
  expect(text).toMatch(/,"?Board-approved Code of Conduct and Ethics policy.*\(P1\)"?,No/);
  fs.writeFileSync("/tmp/workspace-checklist-export.csv", text);

  await page.screenshot({ path: "/tmp/workspace-checklist.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/workspace-checklist-phone.png", fullPage: true });
});
