import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

/*
 * The units screen as a user works it: a double click on 'Add unit' adds one unit; with the screen
 * open in two tabs, a unit deleted in one and then deleted again in the other is refused there with
 * the server's reason, and that tab reads the units again instead of keeping the gone row.
 */
test("units: a double click adds one; a unit deleted in one tab leaves the other when it fails there", async ({ page, context }) => {
  const owner = await signUpAndLogIn(page);
  const id = await createCompanyViaApi(page, owner.token, { name: "Two Tabs Steel Ltd", frameworks: ["BRSR"] });
  const headers = { Authorization: `Bearer ${owner.token}` };

  await page.goto(`/units/${id}`);
  await page.getByLabel("Name", { exact: true }).fill("Chakan Works");
  await page.getByTestId("add-unit").dblclick();
  await expect(page.getByTestId("unit-row")).toHaveCount(1);
  await expect(page.getByTestId("add-unit")).toHaveText("Add unit");
  const units = await (await page.request.get(`/api/companies/${id}/units`, { headers })).json();
  expect(units.map((u: { name: string }) => u.name)).toEqual(["Chakan Works"]);

  const other = await context.newPage();
  await other.goto(`/units/${id}`);
  await expect(other.getByTestId("unit-row")).toHaveCount(1);

  await page.getByRole("button", { name: "Delete Chakan Works" }).click();
  await expect(page.getByTestId("units-empty")).toBeVisible();

  await other.getByRole("button", { name: "Delete Chakan Works" }).click();
  await expect(other.getByText("Unit not found")).toBeVisible();
  await expect(other.getByTestId("units-empty")).toBeVisible();
});
