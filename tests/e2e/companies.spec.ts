import { expect, test, type Page } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn, type E2EUser } from "./helpers";

/**
 * Stores a token and opens the app logged in. The token is written on a page without the app's
 * scripts (/api/health), so no late-hydrating app page can race the next navigation with its own
 * /api/auth/me call.
 */
async function openLoggedIn(page: Page, token: string) {
  await page.goto("/api/health");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
}

async function logIn(page: Page): Promise<E2EUser> {
  const user = await signUpAndLogIn(page);
  await openLoggedIn(page, user.token);
  return user;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).selectOption({ label: option });
}

test("sign up → wizard → dashboard → add an entry → figures change", async ({ page }) => {
  // The longest flow here: several page loads on a machine shared with other builds.
  test.setTimeout(120_000);
  const { token } = await logIn(page);
  await page.goto("/setup");
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Company Information");
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();

  await page.getByLabel("Company Name *").fill("Godavari Forgings Ltd");
  await expect(next).toBeDisabled();
  await choose(page, "Industry *", "Manufacturing");
  await page.getByLabel("Location *").fill("Bengaluru, Karnataka");
  await expect(next).toBeDisabled();
  await choose(page, "Company Size *", "201-500 employees");
  await expect(page.getByLabel("Description (optional)")).toHaveAttribute("rows", "3");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByTestId("wizard-step-title")).toHaveText("Select ESG Frameworks");
  const brsr = page.getByTestId("framework-option-BRSR");
  await expect(brsr).toHaveAttribute("data-priority", "Primary");
  await expect(brsr.getByTestId("priority-primary")).toBeVisible();
  await expect(brsr).toContainText("SEBI");
  await expect(page.getByTestId("framework-option-GRI")).toHaveAttribute("data-priority", "Recommended");
  await expect(page.getByTestId("priority-primary")).toHaveCount(1);
  await page.screenshot({ path: "/tmp/companies-wizard-step2-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/companies-wizard-step2-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back returns to step 1 with the answers kept.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Company Name *")).toHaveValue("Godavari Forgings Ltd");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Create Company" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select at least one framework" })).toBeVisible();
  // Still on the wizard's second step (its step is in the URL).
  await expect(page).toHaveURL(/\/setup\?step=2$/);

  await page.getByRole("checkbox", { name: "Select BRSR" }).check();
  await page.getByRole("checkbox", { name: "Select GRI" }).check();
  await page.getByRole("button", { name: "Create Company" }).click();
  await expect(page.getByText("Company created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const companyId = page.url().split("/").pop()!;

  await expect(page.getByTestId("company-name")).toHaveText("Godavari Forgings Ltd");
  await expect(page.getByText("Bengaluru, Karnataka")).toBeVisible();
  await expect(page.getByTestId("stat-total-metrics-value")).toHaveText("0");
  await expect(page.getByTestId("stat-frameworks-value")).toHaveText("2");
  await expect(page.getByTestId("stat-avg-completion-value")).toHaveText("0%");
  await expect(page.getByText("No data collected yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Collecting Data" })).toHaveAttribute("href", `/data-collection/${companyId}`);
  await expect(page.getByTestId("task-environmental")).toContainText("Pending");

  const company = await (await page.request.get(`/api/companies/${companyId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(company.frameworks).toEqual(["BRSR", "GRI"]);

  const created = await page.request.post("/api/esg-data", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      company_id: companyId,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      value: "12,34,567",
      unit: "tCO2e",
      period: "FY 2024-25",
      notes: "",
    },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  await expect(page.getByTestId("stat-total-metrics-value")).toHaveText("1");
  await expect(page.getByTestId("category-environmental")).toContainText("1");
  await expect(page.getByTestId("category-environmental")).toContainText("Active");
  await expect(page.getByTestId("completion-BRSR")).toContainText(/1 of \d+ metrics/);
  // BRSR's Scope 1 is GRI 305-1's figure: entered once, it counts for both (lib/frameworks/links.ts).
  await expect(page.getByTestId("completion-GRI")).toContainText(/1 of \d+ metrics/);
  await expect(page.getByTestId("recent-activity")).toContainText("12,34,567 tCO2e");
  await expect(page.getByTestId("task-environmental")).toContainText("In Progress");
  // The charts load as the reader nears them (components/ui/when-near.tsx).
  await page.getByTestId("chart-loading").first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId("chart-entries-by-category").locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByTestId("chart-completion-by-framework").locator("svg.recharts-surface")).toBeVisible();
});

test("edit the company from its dashboard, then delete it with confirmation", async ({ page }) => {
  const { token } = await logIn(page);
  const id = await createCompanyViaApi(page, token, { name: "Old Name Pvt Ltd", frameworks: ["BRSR"] });
  await page.goto(`/dashboard/${id}`);
  await expect(page.getByTestId("company-name")).toHaveText("Old Name Pvt Ltd");

  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Company Name *").fill("New Name Pvt Ltd");
  await dialog.getByRole("checkbox", { name: "Select TCFD" }).check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Company updated successfully!")).toBeVisible();
  await expect(page.getByTestId("company-name")).toHaveText("New Name Pvt Ltd");
  await expect(page.getByTestId("stat-frameworks-value")).toHaveText("2");

  // While the dialog animates closed, Radix still hides the page from the accessibility tree, so a
  // loose "Delete" would match the closing dialog's "Delete Company" and delete the company early.
  const deleteButton = page.getByRole("button", { name: "Delete", exact: true });
  const confirm = page.getByRole("alertdialog");
  await deleteButton.click();
  await expect(confirm).toContainText("Are you sure you want to delete this company?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("company-name")).toBeVisible();
  await deleteButton.click();
  await confirm.getByRole("button", { name: "Delete Company" }).click();
  await expect(page).toHaveURL(/\/$/);
  const gone = await page.request.get(`/api/companies/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});

test("Export data opens its menu from the first click, before its code was fetched, and downloads the entries", async ({ page }) => {
  const { token } = await logIn(page);
  const id = await createCompanyViaApi(page, token, { name: "Konkan Fisheries Ltd", frameworks: ["BRSR"] });
  await page.goto(`/dashboard/${id}`);
  await expect(page.getByTestId("company-name")).toHaveText("Konkan Fisheries Ltd");
  // Nothing on the page has been touched yet, so this click is what fetches the menu's code; the button is live meanwhile.
  const exportButton = page.getByTestId("export-data");
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  const csv = page.getByTestId("export-csv");
  await expect(csv).toBeVisible();
  await expect(page.getByTestId("export-xlsx")).toHaveText("Everything (Excel workbook)");
  const downloading = page.waitForEvent("download");
  await csv.click();
  expect((await downloading).suggestedFilename()).toBe("Konkan_Fisheries_Ltd_ESG_Entries.csv");
  await expect(page.getByText("Export downloaded")).toBeVisible();
});

test("another user's dashboard shows Company Not Found", async ({ page, browser }) => {
  const owner = await logIn(page);
  const id = await createCompanyViaApi(page, owner.token);
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await logIn(other);
  await other.goto(`/dashboard/${id}`);
  await expect(other.getByText("Company Not Found")).toBeVisible();
  await expect(other.getByText("The requested company could not be found.")).toBeVisible();
  await expect(other.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  await other.close();
});

test("the demo company's dashboard shows two years of data", async ({ page }) => {
  const login = await page.request.post("/api/auth/login", { data: { email: "demo@esgplatform.local", password: "demo12345" } });
  expect(login.ok()).toBe(true);
  const { access_token } = await login.json();
  await openLoggedIn(page, access_token);
  await page.getByTestId("company-card").filter({ hasText: "Sahyadri Steel & Alloys Ltd" }).click();
  await expect(page.getByTestId("company-name")).toHaveText("Sahyadri Steel & Alloys Ltd");
  const total = Number((await page.getByTestId("stat-total-metrics-value").innerText()).replace(/,/g, ""));
  expect(total).toBeGreaterThan(100);
  await expect(page.getByTestId("card-kpi-targets-value")).not.toHaveText("0");
  await expect(page.getByTestId("task-checklist")).toContainText(/\d+\/\d+ items/);
  await expect(page.getByTestId("completion-BRSR")).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  // A long free-text value must wrap inside Recent Activity, not widen the page.
  await expect(page.getByTestId("recent-activity")).toBeVisible();
  await expect.poll(pageWidth).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: "/tmp/companies-dashboard-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow the new width when they next lay out: the page fits once they have.
  await expect.poll(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/companies-dashboard-phone.png", fullPage: true });
  await page.screenshot({ path: "/tmp/companies-dashboard-phone-top.png" });
});
