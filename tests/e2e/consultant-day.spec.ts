import { expect, test, type Page } from "./fixtures";
import { PDFDocument, rgb } from "pdf-lib";
import { chooseOption, createCompanyViaApi, signUpAndLogIn } from "./helpers";

// "Every figure right and nothing lost": the screens a consultant met in a day of use:
// items 8–11 and 15–17. Screenshots go to /tmp/issue16-*.png, on a 390 px phone and a laptop.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: `/tmp/issue16-${name}-laptop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `/tmp/issue16-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);
}

/**
 * The token goes into local storage before the app's first script runs, once per tab: written on
 * a running page it races the auth provider's start.
 */
async function seedToken(page: Page, token: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ({ token, origin }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem("e2e-token-seeded")) return;
      window.localStorage.setItem("token", token);
      window.sessionStorage.setItem("e2e-token-seeded", "1");
    },
    { token, origin },
  );
}

/**
 * A consultant with a client, logged in by cookie and token (unless `signedOut`, for the tests
 * that log in through the form); the page is left on /api/health.
 */
async function consultant(page: Page, { companyName = "Tata Steel Ltd", signedOut = false } = {}) {
  const account = await signUpAndLogIn(page, { fullName: "Kavya Iyer" });
  const companyId = await createCompanyViaApi(page, account.token, { name: companyName, frameworks: ["BRSR", "GRI"] });
  await page.goto("/api/health");
  if (signedOut) {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  } else {
    await seedToken(page, account.token);
  }
  return { ...account, companyId };
}

async function addEntry(page: Page, token: string, companyId: string, data: Record<string, string>) {
  const res = await page.request.post("/api/esg-data", {
    headers: { Authorization: `Bearer ${token}` },
    data: { company_id: companyId, framework: "BRSR", category: "environmental", unit: "", notes: "", ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("item 9: a 137-character URL and a 2,000-character note do not widen data collection on a phone, and taps hit their buttons", async ({ page }) => {
  const { token, companyId } = await consultant(page);
  const url = `https://www.sebi.gov.in/legal/circulars/jul-2023/brsr-core-framework-for-assurance-and-esg-disclosures-for-value-chain_73854.html?${"x".repeat(20)}`;
  expect(url.length).toBeGreaterThanOrEqual(137);
  await addEntry(page, token, companyId, { metric: "Scope 1 emissions", value: "1,52,000", unit: "tCO2e", period: "FY 2024-25", notes: `Source: ${url}` });
  await addEntry(page, token, companyId, { metric: "Water withdrawal", value: "12,400", unit: "kL", period: "FY 2024-25", notes: "a".repeat(2000) });

  await page.setViewportSize(PHONE);
  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByTestId("entry-item")).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  // Every action button of both entries is on screen and is what a tap at its centre reaches.
  for (const name of ["Edit Scope 1 emissions", "Delete Scope 1 emissions", "Delete Water withdrawal", "History of Water withdrawal"]) {
    const button = page.getByRole("button", { name });
    // Centred, clear of the sticky header.
    await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const box = (await button.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    const hit = await page.evaluate(({ x, y, label }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") === label, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      label: name,
    });
    expect(hit, name).toBe(true);
  }
  await page.getByRole("button", { name: "Delete Water withdrawal" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this data entry?");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "data-collection");
});

test("item 12: the entry list is searched and filtered; the metric picker is searched", async ({ page }) => {
  const { token, companyId } = await consultant(page);
  await addEntry(page, token, companyId, {
    metric: "Scope 1 emissions",
    value: "1,52,000",
    unit: "tCO2e",
    period: "FY 2024-25",
    notes: "Fuel invoices, Pune plant",
  });
  await addEntry(page, token, companyId, {
    framework: "GRI",
    category: "social",
    metric: "Average hours of training per employee",
    value: "18",
    unit: "hours",
    period: "FY 2023-24",
  });
  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByTestId("entry-item")).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search entries" }).fill("pune");
  await expect(page.getByTestId("entry-item")).toHaveCount(1);
  await expect(page.getByTestId("entry-count")).toHaveText("Showing 1 of 2 entries");
  await page.getByRole("searchbox", { name: "Search entries" }).fill("");
  await chooseOption(page.getByTestId("entry-filter-year"), "FY 2023-24");
  await expect(page.getByTestId("entry-item")).toHaveCount(1);
  await expect(page.getByTestId("entry-item")).toContainText("Average hours of training per employee");

  await page.getByRole("button", { name: "Search all metrics" }).click();
  await page.getByRole("searchbox", { name: "Find a metric" }).fill("305-1");
  await page.screenshot({ path: "/tmp/issue16-metric-search-laptop.png" });
  await page.getByRole("list", { name: "Matching metrics" }).getByRole("button").first().click();
  // The browser's own selects: what is chosen is the checked option (a select's text is all its options').
  await expect(page.getByTestId("entry-framework").locator("option:checked")).toHaveText("GRI");
  await expect(page.getByTestId("entry-metric").locator("option:checked")).toContainText("Scope 1");
  await shoot(page, "entry-search");
});

test("item 10: logging in from a protected page lands on it; a next that leaves the site is ignored", async ({ page }) => {
  const { email, password, companyId } = await consultant(page, { signedOut: true });

  await page.goto(`/kpi-management/${companyId}?view=all`);
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe(`/kpi-management/${companyId}?view=all`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(new RegExp(`/kpi-management/${companyId}\\?view=all$`));
  await expect(page.getByRole("heading", { level: 1, name: "KPI Management" })).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/login?next=//evil.example/steal");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  // Home for a consultant with a client: the portfolio, on this site.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("item 11: a consultant with clients lands on the portfolio; tab titles name the screen and the company", async ({ page }) => {
  const { email, password, token, companyId } = await consultant(page, { signedOut: true });
  // The API takes the token without the cookie.
  await createCompanyViaApi(page, token, { name: "Konkan Textiles Ltd", industry: "Retail", location: "Surat, Gujarat", frameworks: ["GRI"] });
  await addEntry(page, token, companyId, { metric: "Scope 1 emissions", value: "1,52,000", unit: "tCO2e", period: "FY 2024-25" });

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  // Two clients: the consultant's home is the portfolio; the landing page still shows their cards.
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Your Companies" })).toBeVisible();
  const tata = page.getByTestId("company-card").filter({ hasText: "Tata Steel Ltd" });
  await expect(tata.getByTestId("company-card-completion")).toHaveText(/^\d+%$/);
  // Nothing submitted yet: no figure awaits a reviewer.
  await expect(tata.getByTestId("company-card-open")).toHaveText("Nothing awaiting review");
  await expect(page.getByTestId("company-card").filter({ hasText: "Konkan Textiles Ltd" }).getByTestId("company-card-open")).toHaveText(
    "Nothing awaiting review",
  );
  await shoot(page, "portfolio");

  await page.goto(`/data-collection/${companyId}`);
  await expect(page).toHaveTitle("Data Collection · Tata Steel Ltd");
  await page.goto(`/dashboard/${companyId}`);
  await expect(page).toHaveTitle("Dashboard · Tata Steel Ltd");
});

test("item 8: logging out in one tab sends the other tab to /login", async ({ page, context }) => {
  const { companyId } = await consultant(page);
  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Data Collection" })).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/dashboard/${companyId}`);
  await expect(other.getByTestId("company-name")).toHaveText("Tata Steel Ltd");

  await other.getByRole("button", { name: "Log out" }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Tata Steel Ltd")).toHaveCount(0);
  await other.close();
});

test("item 16: favicon.ico is served; /login and /signup send a signed-in user home; a scanned PDF says nothing could be read", async ({ page }) => {
  const icon = await page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

  const { companyId } = await consultant(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Companies" })).toBeVisible();
  await page.goto("/signup");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

  const doc = await PDFDocument.create();
  const scan = doc.addPage([595, 842]);
  scan.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.93, 0.93, 0.9) });
  await page.goto(`/reports/${companyId}`);
  await page.getByTestId("pdf-input").setInputFiles({ name: "scanned-brsr.pdf", mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) });
  await page.getByTestId("extract-pdf").click();
  await expect(page.getByTestId("extraction-unreadable")).toContainText("Nothing could be read from this PDF");
  await expect(page.getByText(/Extracted \d+ metrics from PDF/)).toHaveCount(0);
  await shoot(page, "scanned-pdf");
});

test("item 17: refreshing or pressing Back on the wizard's second step keeps the first step", async ({ page }) => {
  await consultant(page);
  await page.goto("/setup");
  await page.getByLabel("Company Name *").fill("Godavari Forgings Ltd");
  await page.getByLabel("Industry *").selectOption({ label: "Manufacturing" });
  await page.getByLabel("Location *").fill("Pune, Maharashtra");
  await page.getByLabel("Company Size *").selectOption({ label: "201-500 employees" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Select ESG Frameworks");
  await expect(page).toHaveURL(/\/setup\?step=2$/);
  await page.getByRole("checkbox", { name: "Select BRSR" }).check();

  await page.reload();
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Select ESG Frameworks");
  await expect(page.getByRole("checkbox", { name: "Select BRSR" })).toBeChecked();
  await shoot(page, "wizard-step2-after-refresh");

  await page.goBack();
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Company Information");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByLabel("Company Name *")).toHaveValue("Godavari Forgings Ltd");
  await expect(page.getByLabel("Location *")).toHaveValue("Pune, Maharashtra");
  await expect(page.getByLabel("Industry *")).toHaveValue("Manufacturing");
  await page.goForward();
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Select ESG Frameworks");
  await page.getByRole("button", { name: "Create Company" }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("company-name")).toHaveText("Godavari Forgings Ltd");
});
