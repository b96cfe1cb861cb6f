import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

// The questionnaire's browser holds values only (decisions D35): the page's tab is its server-rendered
// cards reading values by key, another tab or year reads its structure once. Edit, refresh mid-edit,
// save, switch tabs and years on such a page.
test("the page's tab reads values by key: edit, refresh mid-edit, save, another tab, another year", async ({ page }) => {
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Tapti Forgings Ltd", frameworks: ["BRSR"] });
  const put = await page.request.put(`/api/brsr/${companyId}/cells`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { fy: "2024-25", cells: [{ key: "P6-E1-A", value: "1,20,000", unit: "GJ" }] },
  });
  expect(put.ok(), await put.text()).toBe(true);

  // Every questionnaire request the browser makes, by its query.
  const asked: URLSearchParams[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/brsr/${companyId}` && r.method() === "GET") asked.push(url.searchParams);
  });

  // The browser renders the page's tab as the server did, from the seeded values: no hydration mismatch.
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));

  const opened = await page.goto(`/brsr/${companyId}?section=P6&fy=2024-25`);
  // The page carries the cards and the values, not the structure as JSON: no questions with their
  // items, and a fixed table's cell is named with what its input needs, never as the whole cell
  // (metric, required, values) the full answer holds.
  const html = (await opened!.text()).replace(/\\"/g, '"');
  expect(html).toContain('"cell":{"key":"P6-E1-A","kind":"input","type":"number","unit":"GJ"}');
  expect(html).toContain('"question_progress":{');
  expect(html).not.toContain('"questions":[');
  expect(html).not.toContain('"items":[');
  expect(html).not.toMatch(/"key":"P6-E1-A","kind":"input","type":"number","unit":"GJ","metric":/);
  const a = page.getByTestId("cell-P6-E1-A-cy");
  await expect(a).toHaveValue("1,20,000");
  // Seeded with the page: nothing read again, and never the whole answer nor P6's structure.
  await page.waitForLoadState("networkidle");
  expect(asked.filter((q) => q.get("view") !== "values").map(String)).toEqual([]);
  expect(errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e))).toEqual([]);

  // An edit, then a refresh before saving: the page comes back with the saved figures only.
  await page.getByTestId("cell-P6-E1-B-cy").fill("30,000");
  await expect(page.getByTestId("brsr-changes")).toContainText("1 unsaved change");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId("cell-P6-E1-A-cy")).toHaveValue("1,20,000");
  await expect(page.getByTestId("cell-P6-E1-B-cy")).toHaveValue("");

  // Edit and save: the page's cards show what the save answered.
  await page.getByTestId("cell-P6-E1-B-cy").fill("30,000");
  await page.getByTestId("brsr-save").click();
  await expect(page.getByText("BRSR answers saved")).toBeVisible();
  await expect(page.getByTestId("cell-P6-E1-ABC-cy")).toContainText("1,50,000 GJ");
  await expect(page.getByTestId("question-P6-E1")).toBeVisible();

  // Another tab: rendered in the browser from its structure, read once, with its values.
  asked.length = 0;
  await page.getByTestId("nav-A").click();
  await expect(page.getByTestId("nav-A")).toHaveAttribute("aria-current", "page");
  await expect(
    page
      .getByTestId("section-A")
      .getByTestId(/^question-A-/)
      .first(),
  ).toBeVisible();
  expect(asked.some((q) => q.get("view") === "structure" && q.get("section") === "A")).toBe(true);
  expect(asked.some((q) => q.get("view") === "values" && q.get("section") === "A")).toBe(true);
  expect(asked.every((q) => q.get("view"))).toBe(true);
  await page.getByTestId("nav-P6").click();
  await expect(page.getByTestId("cell-P6-E1-ABC-cy")).toContainText("1,50,000 GJ");
  await page.getByTestId("nav-A").click();
  await expect(
    page
      .getByTestId("section-A")
      .getByTestId(/^question-A-/)
      .first(),
  ).toBeVisible();
  expect(asked.filter((q) => q.get("view") === "structure" && q.get("section") === "A")).toHaveLength(1);
  await page.getByTestId("nav-P6").click();

  // Another year: P6's structure for that year, its own (empty) figures; back, this year's again.
  await page.getByTestId("fy-select").selectOption("2023-24");
  await expect(page.getByTestId("table-P6-E1-T")).toContainText("FY 2023-24 (Current Financial Year)");
  await expect(page.getByTestId("cell-P6-E1-A-cy")).toHaveValue("");
  await expect(page.getByTestId("cell-P6-E1-A-py")).toHaveValue("");
  await page.getByTestId("fy-select").selectOption("2024-25");
  await expect(page.getByTestId("table-P6-E1-T")).toContainText("FY 2024-25 (Current Financial Year)");
  await expect(page.getByTestId("cell-P6-E1-A-cy")).toHaveValue("1,20,000");
  await expect(page.getByTestId("cell-P6-E1-ABC-cy")).toContainText("1,50,000 GJ");
  expect(errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e))).toEqual([]);
});
