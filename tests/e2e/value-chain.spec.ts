import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("the owner imports a ledger and adds a partner, scopes the year, asks the chosen partners; the partner's contributor answers; the value-chain disclosure fills", async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token } = await signUpAndLogIn(owner, { fullName: "Asha Owner" });
  const companyId = await createCompanyViaApi(owner, token, { name: "Deccan Steel Ltd", frameworks: ["BRSR"] });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(`/value-chain/${companyId}`);
  const fy = await owner.locator("#vc-year").inputValue();

  // The year's totals, then the ledger (checked first), then the partner the company knows by e-mail.
  await owner.locator("#vc-purchases").fill("10,00,00,000");
  await owner.locator("#vc-sales").fill("20 crore");
  await owner.getByRole("button", { name: "Save totals" }).click();
  await expect(owner.getByTestId("scoping-upstream")).toContainText("₹10,00,00,000");
  await owner
    .getByLabel("Ledger lines")
    .fill("Jharia Coal, purchase, 1,50,00,000\nSmall Spares, purchase, 10,00,000\nJharia Coal, purchase, 50,00,000\nPune Auto, sale, 18 crore");
  await owner.getByRole("button", { name: "Check", exact: true }).click();
  await expect(owner.getByTestId("ledger-plan")).toContainText("4 rows → 3 partners (3 new, 0 updated)");
  await owner.getByRole("button", { name: "Import", exact: true }).click();
  await expect(owner.getByTestId("scoping-upstream").getByTestId("partner-row")).toHaveCount(2);
  // The ledger as an Excel workbook too: checked (the dry run), then imported.
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Ledger").addRows([
    ["Partner", "Side", "Value (₹)"],
    ["Vizag Port", "Sale", 1_00_00_000],
  ]);
  await owner.getByLabel("Ledger workbook (.xlsx)").setInputFiles({
    name: "ledger.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await owner.getByRole("button", { name: "Check workbook" }).click();
  await expect(owner.getByTestId("ledger-file-plan")).toContainText("1 row → 1 partner (1 new, 0 updated)");
  await owner.getByRole("button", { name: "Import workbook" }).click();
  await expect(owner.getByTestId("scoping-downstream").getByTestId("partner-row")).toHaveCount(2);
  const email = `ore-${randomBytes(4).toString("hex")}@partner.example`;
  await owner.locator("#partner-name").fill("Odisha Ore");
  await owner.locator("#partner-value").fill("6,00,00,000");
  await owner.locator("#partner-email").fill(email);
  await owner.getByRole("button", { name: "Add partner" }).click();
  const upstream = owner.getByTestId("scoping-upstream");
  await expect(upstream.getByTestId("partner-row")).toHaveCount(3);
  await expect(upstream).toContainText("2 at 2 % or more; 2 chosen, covering 80% of ₹10,00,00,000");
  await expect(upstream.locator('[data-partner="Small Spares"]')).toContainText("1%");

  // One click asks the chosen partners; Jharia Coal has no address and is named as skipped.
  await owner.getByRole("button", { name: "Ask 3 partners" }).click();
  const invitationText = (await owner.getByTestId("partner-invitation").first().textContent()) ?? "";
  const invitation = new URL(invitationText.replace(/^.*?(https?:\/\/\S+).*$/s, "$1").trim()).pathname;
  await expect(upstream.locator('[data-partner="Odisha Ore"]')).toContainText("Not started");
  await expect(upstream.locator('[data-partner="Jharia Coal"]')).toContainText("Not disclosed: Not asked: no e-mail address");
  await owner.screenshot({ path: "/tmp/value-chain-scoping-390.png", fullPage: true });

  // The partner's contact follows the link and sees only its own form.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const partner = await context.newPage();
  await partner.goto(invitation);
  await partner.getByTestId("invitation-signup").click();
  await partner.getByLabel("Full Name").fill("Ore ESG Lead");
  // The invited address is filled by the server (masked, read-only); no company name is asked.
  await expect(partner.getByTestId("signup-invited-email")).toBeVisible();
  await partner.getByLabel("Password").fill("partner-pass-123");
  await partner.getByRole("button", { name: "Sign Up" }).click();
  await expect(partner).toHaveURL(new RegExp(`${invitation}$`));
  await partner.getByTestId("accept-invitation").click();
  await expect(partner).toHaveURL(/\/requests$/);
  await partner.getByTestId("my-requests").getByRole("link").first().click();
  await expect(partner.getByTestId("request-title")).toHaveText(`Odisha Ore (upstream partner): FY ${fy}`);
  await partner.locator("#cell-P6-E7-S1").fill("1,200");
  await partner.locator("#cell-P6-E7-S2").fill("300");
  await partner.getByTestId("save-draft").click();
  await expect(partner.getByTestId("request-progress")).toContainText("2 of");
  await partner.getByTestId("submit-request").click();
  await expect(partner.getByTestId("request-state")).toHaveText("Submitted");
  const bearer = { Authorization: `Bearer ${await partner.evaluate(() => localStorage.getItem("token"))}` };
  expect((await partner.request.get(`/api/companies/${companyId}/value-chain?fy=${fy}`, { headers: bearer })).status()).toBe(404);
  await context.close();

  // The disclosure sums the answer; coverage and counts follow.
  await owner.reload();
  const disclosure = owner.getByTestId("disclosure-upstream");
  await expect(disclosure.locator('[data-key="P6-E7-S1"]')).toContainText("1,200");
  await expect(disclosure.locator('[data-key="P6-E7-S2"]')).toContainText("300");
  await expect(disclosure).toContainText("asked 1, answered 1, not answered 1");
  await expect(owner.getByTestId("disclosure-downstream").locator('[data-key="P6-E7-S1"]')).toContainText("Not disclosed");
  await disclosure.screenshot({ path: "/tmp/value-chain-disclosure-390.png" });

  // The questionnaire's own "Value chain" section shows the same disclosure.
  await owner.goto(`/brsr/${companyId}?section=value-chain&fy=${fy}`);
  const section = owner.getByTestId("questionnaire-value-chain");
  await expect(section.getByTestId("disclosure-upstream").locator('[data-key="P6-E7-S1"]')).toContainText("1,200");
  expect(await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
