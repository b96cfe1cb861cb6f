import { expect, test } from "./fixtures";
import { extractText } from "unpdf";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

// The report at the end is a PDF build: slow on a busy CI box.
test.describe.configure({ timeout: 180_000 });

test("fill P6 E1 in the BRSR questionnaire, see the derived total, a conflicting total's warning, and the figure in the report", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  // The landing page may still be fetching /auth/me with the new token; leaving mid-request makes
  // the auth provider drop the token (reported), so let it settle first.
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Narmada Cement Works Ltd", frameworks: ["BRSR"] });

  // From the dashboard to the questionnaire.
  await page.goto(`/dashboard/${companyId}`);
  await page.getByTestId("open-brsr").click();
  await expect(page).toHaveURL(new RegExp(`/brsr/${companyId}`));
  await expect(page.getByRole("heading", { name: "BRSR Questionnaire" })).toBeVisible();
  await expect(page.getByTestId("brsr-company")).toHaveText("Narmada Cement Works Ltd");
  await expect(page.getByTestId("brsr-progress")).toContainText("required answers");

  // Principle 6, financial year 2024-25.
  await page.getByTestId("nav-P6").click();
  await expect(page.getByTestId("nav-P6")).toHaveAttribute("aria-current", "page");
  await page.getByTestId("fy-select").selectOption("2024-25");
  await expect(page).toHaveURL(/[?&]fy=2024-25/);
  const table = page.getByTestId("table-P6-E1-T");
  await expect(table).toContainText("FY 2024-25 (Current Financial Year)");
  await expect(table).toContainText("FY 2023-24 (Previous Financial Year)");
  await expect(page.getByTestId("nav-P6")).toHaveAttribute("aria-current", "page");

  const save = page.getByTestId("brsr-save");
  await expect(save).toBeDisabled();
  await page.getByTestId("cell-P6-E1-A-cy").fill("1,20,000");
  await page.getByTestId("cell-P6-E1-B-cy").fill("30,000");
  await page.getByTestId("cell-P6-E1-D-cy").fill("4,00,000");
  await page.getByTestId("cell-P6-E1-E-cy").fill("2,00,000");
  await expect(page.getByTestId("brsr-changes")).toContainText("4 unsaved changes");
  await save.click();
  await expect(page.getByText("BRSR answers saved")).toBeVisible();
  await expect(page.getByTestId("cell-P6-E1-ABC-cy")).toContainText("1,50,000 GJ");
  await expect(page.getByTestId("cell-P6-E1-DEF-cy")).toContainText("6,00,000 GJ");
  await expect(page.getByTestId("cell-P6-E1-TOTAL-cy")).toContainText("7,50,000 GJ");
  await expect(page.getByTestId("derived-P6-E1-TOTAL-cy")).toContainText("computed");
  await expect(save).toBeDisabled();
  await expect(page.getByTestId("warning-P6-E1-TOTAL")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/brsr-questionnaire-p6.png", fullPage: true });

  // A different total entered through data collection: the questionnaire warns beside its total.
  const bearer = await page.evaluate(() => window.localStorage.getItem("token"));
  expect(bearer).toBeTruthy();
  const entry = await page.request.post("/api/esg-data", {
    headers: { Authorization: `Bearer ${bearer}` },
    data: {
      company_id: companyId,
      framework: "BRSR",
      category: "environmental",
      metric: "Total energy consumption",
      value: "8,00,000",
      unit: "GJ",
      period: "FY 2024-25",
    },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("table-P6-E1-T")).toContainText("FY 2024-25 (Current Financial Year)");
  const warning = page.getByTestId("warning-P6-E1-TOTAL");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("8,00,000 GJ");
  await expect(warning).toContainText("7,50,000 GJ");
  await expect(page.getByTestId("cell-P6-E1-TOTAL-cy")).toContainText("7,50,000 GJ");
  await page.getByTestId("readiness-toggle").click();
  await expect(page.getByTestId("readiness-identity")).toContainText("differs from the sum of its parts");

  // On a phone the sections become a select and the tables scroll inside their card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("nav-select")).toBeVisible();
  await expect(page.getByTestId("nav-P6")).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/brsr-questionnaire-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The BRSR report of that year prints the derived total under SEBI's year heading.
  const report = await page.request.get(`/api/generate-brsr-report/${companyId}?fy=2024-25`, {
    headers: { Authorization: `Bearer ${bearer}` },
    timeout: 120_000,
  });
  expect(report.ok(), `report: ${report.status()}`).toBe(true);
  expect(report.headers()["content-type"]).toContain("application/pdf");
  const { text } = await extractText(new Uint8Array(await report.body()), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("7,50,000");
  expect(flat).toContain("FY 2024-25 (Current Financial Year)");
});

test("the demo company's filled questionnaire is no wider than a 390 px phone", async ({ page, baseURL }) => {
  // Filled cells carry visually hidden labels (review state, derived): positioned outside the table's
  // scroller they widened the page to 495 px.
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email: "demo@esgplatform.local", password: "demo12345" } });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  await page.goto("/api/health");
  await page.evaluate((token) => window.localStorage.setItem("token", token), access_token);
  const companies = await (await page.request.get(`${baseURL}/api/companies`, { headers: { Authorization: `Bearer ${access_token}` } })).json();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const section of ["A", "B", "P3", "P6", "value-chain"]) {
    await page.goto(`/brsr/${companies[0].id}?section=${section}`);
    await expect(page.getByTestId("brsr-progress")).toContainText("required answers");
    // The value chain is a section of its own: the partners' disclosure, upstream and downstream.
    if (section === "value-chain") await expect(page.getByTestId("questionnaire-value-chain").getByTestId("disclosure-downstream")).toBeVisible();
    else await expect(page.getByTestId("questionnaire-value-chain")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `section ${section}`).toBeLessThanOrEqual(0);
    if (section !== "B" && section !== "P3") continue;
    // Scrolled sideways (Section B's P1–P9 matrix, P3's wide tables), each row's label stays in view.
    const label = page.getByTestId("table-row-label").first();
    await expect(label).toBeVisible();
    const kept = await label.evaluate((th) => {
      const scroller = th.closest(".overflow-x-auto") as HTMLElement;
      scroller.scrollLeft = scroller.scrollWidth;
      return { scrolled: scroller.scrollLeft, labelLeft: th.getBoundingClientRect().left, scrollerLeft: scroller.getBoundingClientRect().left };
    });
    expect(kept.scrolled, `section ${section} scrolls sideways`).toBeGreaterThan(0);
    expect(Math.abs(kept.labelLeft - kept.scrollerLeft), `section ${section} keeps its labels`).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `/tmp/brsr-phone-${section}.png` });
  }
});
