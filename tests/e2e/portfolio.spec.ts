import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp";

test("a consultant with three clients sorts the portfolio by blockers and opens the one with an overdue request, at 1366 and 390 px", async ({ page }) => {
  const consultant = await signUpAndLogIn(page, { fullName: "Meera Iyer" });
  const headers = { Authorization: `Bearer ${consultant.token}` };
  await createCompanyViaApi(page, consultant.token, { name: "Alpha Foods Ltd", frameworks: ["GRI"] });
  const blocked = await createCompanyViaApi(page, consultant.token, { name: "Busy Cement Ltd", frameworks: ["BRSR", "GRI"] });

  // Busy Cement has a figure submitted and awaiting review.
  const saved = await page.request.post("/api/esg-data", {
    headers,
    data: {
      company_id: blocked,
      framework: "BRSR",
      category: "environmental",
      metric: "Scope 1 emissions",
      value: "4,500",
      unit: "tCO2e",
      period: "FY 2024-25",
      notes: "",
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = await saved.json();
  expect((await page.request.post(`/api/esg-data/${id}/review`, { headers, data: { action: "submit" } })).status()).toBe(200);
  expect((await page.request.put(`/api/companies/${blocked}/filing-due-date`, { headers, data: { date: "2031-08-30" } })).status()).toBe(200);

  // The third client is the demo company, whose owner invites the consultant: its value-chain
  // partner's data request (due 31 May 2025) is overdue (lib/demo/value-chain.ts).
  const login = await page.request.post("/api/auth/login", { data: { email: "demo@esgplatform.local", password: "demo12345" } });
  const owner = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const demo = (await (await page.request.get("/api/companies", { headers: owner })).json()).find(
    (c: { name: string }) => c.name === "Sahyadri Steel & Alloys Ltd",
  );
  const invitation = await page.request.post(`/api/companies/${demo.id}/invitations`, { headers: owner, data: { email: consultant.email, role: "editor" } });
  expect(invitation.status()).toBe(201);
  const token = new URL((await invitation.json()).link).pathname.split("/").pop();
  expect((await page.request.post(`/api/invitations/${token}/accept`, { headers })).status()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/portfolio");
  const rows = page.getByTestId("portfolio-row");
  await expect(rows).toHaveCount(3);
  await page.getByTestId("portfolio-sort").selectOption("name");
  await expect(rows.first()).toHaveAttribute("data-company", "Alpha Foods Ltd");
  await page.getByTestId("portfolio-sort").selectOption("blockers");
  await expect(rows.first()).toHaveAttribute("data-company", "Sahyadri Steel & Alloys Ltd");
  await expect(rows.first().getByTestId("portfolio-blockers")).toContainText("1 request overdue");
  await expect(rows.nth(1)).toHaveAttribute("data-company", "Busy Cement Ltd");
  await expect(rows.nth(1).getByTestId("portfolio-blockers")).toContainText("1 figure awaiting review");
  await expect(rows.nth(1).getByTestId("portfolio-awaiting")).toHaveText("1");
  await expect(rows.nth(1).getByTestId("portfolio-due")).toContainText("2031");
  await page.screenshot({ path: `${SHOTS}/portfolio-1366.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId("portfolio-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute("data-company", "Sahyadri Steel & Alloys Ltd");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/portfolio-390.png`, fullPage: true });

  await cards.first().getByTestId("portfolio-open").click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${demo.id}$`));
  await expect(page.getByTestId("company-name")).toHaveText("Sahyadri Steel & Alloys Ltd");
});
