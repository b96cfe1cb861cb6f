import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

// A company with hundreds of entries. The list loads a page at a time as the user
// scrolls; past 150 it renders only the rows in view, and scrolling still reaches the oldest.
const ENTRIES = 260;

test("hundreds of entries: loaded as the user scrolls, rendered a screenful at a time, the oldest reachable", async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page);
  await page.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(page, token, { name: "Konkan Meters Ltd", frameworks: ["GRI"] });
  const headers = { Authorization: `Bearer ${token}` };
  // One at a time, oldest first, so the list (newest first) ends with "Site meter 1".
  for (let i = 1; i <= ENTRIES; i++) {
    const res = await page.request.post("/api/esg-data", {
      headers,
      data: {
        company_id: companyId,
        framework: "GRI",
        category: "environmental",
        metric: `Site meter ${i}`,
        value: String(i),
        unit: "kWh",
        period: "FY 2024-25",
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`/data-collection/${companyId}`);
  await expect(page.getByTestId("entry-shown")).toHaveText(`Showing 100 of ${ENTRIES}`);
  await expect(page.getByTestId("entry-item")).toHaveCount(100);
  const box = page.getByTestId("entry-scroll");
  // Scrolling the page to the list, then the list to its foot, brings the next pages.
  await page.getByTestId("entry-more").scrollIntoViewIfNeeded();
  // Each scroll to the foot brings the next page; the user scrolls again once it has come.
  for (let shown = 100; shown < ENTRIES;) {
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByTestId("entry-shown")).not.toHaveText(`Showing ${shown} of ${ENTRIES}`);
    shown = Number(/Showing (\d+)/.exec((await page.getByTestId("entry-shown").textContent()) ?? "")?.[1]);
  }
  await expect(page.getByTestId("entry-shown")).toHaveText(`Showing ${ENTRIES} of ${ENTRIES}`);
  await expect(page.getByTestId("entry-list")).toHaveAttribute("data-virtual", "true");
  expect(await page.getByTestId("entry-item").count()).toBeLessThan(40);
  // Rows are measured as they render, so the foot moves while the last screenful is laid out: the
  // user scrolls to the foot until the oldest is in view.
  const oldest = page.getByTestId("entry-item-metric").getByText("Site meter 1", { exact: true });
  await expect
    .poll(async () => {
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return oldest.isVisible();
    })
    .toBe(true);
  // Back at the top, the newest again, and no row overlapping the next.
  await box.evaluate((el) => el.scrollTo(0, 0));
  await expect(page.getByTestId("entry-item-metric").getByText(`Site meter ${ENTRIES}`, { exact: true })).toBeVisible();
  const tops = await page.getByTestId("entry-item").evaluateAll((rows) => rows.map((r) => [r.getBoundingClientRect().top, r.getBoundingClientRect().bottom]));
  tops.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < tops.length; i++) expect(tops[i][0]).toBeGreaterThanOrEqual(tops[i - 1][1]);
  await page.screenshot({ path: "/tmp/long-list.png" });
});
