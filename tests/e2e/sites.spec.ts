import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { createCompanyViaApi, signUpAndLogIn } from "./helpers";

test("the owner lists the plants, asks a plant for P6; the contributor invited by the link fills and submits; the reviewer approves; the company total updates", async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token } = await signUpAndLogIn(owner, { fullName: "Asha Owner" });
  const companyId = await createCompanyViaApi(owner, token, { name: "Deccan Steel Ltd", frameworks: ["BRSR"] });

  // Units: pasted from a spreadsheet.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(`/units/${companyId}`);
  await expect(owner.getByTestId("units-empty")).toBeVisible();
  await owner.getByTestId("unit-paste").fill("Vizag Plant\tplant\tAndhra Pradesh\nPune Office\toffice\tMaharashtra\tPune");
  await owner.getByTestId("add-pasted-units").click();
  await expect(owner.getByTestId("unit-row")).toHaveCount(2);
  await owner.screenshot({ path: "/tmp/sites-units-390.png", fullPage: true });

  // The request: P6 from the plant, to someone not yet in the company.
  const email = `plant-manager-${randomBytes(4).toString("hex")}@example.com`;
  await owner.goto(`/requests/board/${companyId}`);
  const fy = await owner.locator("#board-fy").inputValue();
  await owner.getByLabel("Vizag Plant").check();
  await owner.locator("#request-section").selectOption("P6");
  await owner.locator("#request-email").fill(email);
  await owner.getByTestId("send-request").click();
  const linkText = (await owner.getByTestId("invitation-link").textContent()) ?? "";
  const invitation = new URL(linkText.replace(/^.*?(https?:\/\/\S+).*$/s, "$1").trim()).pathname;
  await expect(owner.getByTestId("request-list")).toContainText("Vizag Plant");
  await expect(owner.getByTestId("request-list")).toContainText("Not started");
  // At 390 px the unit × section matrix is one card per unit, read without a scroll of its own; the page does not scroll sideways.
  await expect(owner.getByTestId("request-unit-card")).toHaveCount(1);
  await expect(owner.getByTestId("request-unit-card")).toContainText("Vizag Plant");
  await expect(owner.getByTestId("request-unit-card")).toContainText("P6");
  await expect(owner.getByTestId("request-matrix")).toBeHidden();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await owner.screenshot({ path: "/tmp/sites-board-390.png", fullPage: true });

  // The contributor follows the link, signs up, accepts, and sees only the request.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const contributor = await context.newPage();
  await contributor.goto(invitation);
  await contributor.getByTestId("invitation-signup").click();
  await contributor.getByLabel("Full Name").fill("Pramod Plant");
  // The invited address is filled by the server (masked, read-only); no company name is asked.
  await expect(contributor.getByTestId("signup-invited-email")).toBeVisible();
  await contributor.getByLabel("Password").fill("contributor-pass-1");
  await contributor.getByRole("button", { name: "Sign Up" }).click();
  await expect(contributor).toHaveURL(new RegExp(`${invitation}$`));
  await contributor.getByTestId("accept-invitation").click();
  await expect(contributor).toHaveURL(/\/requests$/);
  await contributor.getByTestId("my-requests").getByRole("link").first().click();
  await expect(contributor.getByTestId("request-title")).toHaveText(`Vizag Plant: FY ${fy}`);
  await contributor.locator("#cell-P6-E3-i").fill("1,200");
  await contributor.getByTestId("save-draft").click();
  await expect(contributor.getByTestId("request-progress")).toContainText("1 of");
  await contributor.screenshot({ path: "/tmp/sites-contributor-390.png", fullPage: false });
  await contributor.getByTestId("submit-request").click();
  await expect(contributor.getByTestId("request-state")).toHaveText("Submitted");
  // The company's other screens are not the contributor's.
  const refused = await contributor.request.get(`/api/brsr/${companyId}`, {
    headers: { Authorization: `Bearer ${await contributor.evaluate(() => localStorage.getItem("token"))}` },
  });
  expect(refused.status()).toBe(404);

  // The owner, as checker, approves; the company's figure is the plant's.
  await owner.reload();
  await owner.getByTestId("request-list").getByRole("link").first().click();
  await owner.getByTestId("approve-request").click();
  await expect(owner.getByTestId("request-state")).toHaveText("Approved");
  const brsr = await owner.request.get(`/api/brsr/${companyId}?fy=${fy}&section=P6`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await brsr.json();
  // The cell wherever the answer's layout puts it: the object whose key it is and that carries values.
  const find = (node: unknown, key: string): { values?: Record<string, unknown> } | null => {
    if (!node || typeof node !== "object") return null;
    const o = node as Record<string, unknown>;
    if (o.key === key && "values" in o) return o as { values?: Record<string, unknown> };
    for (const v of Object.values(o)) {
      const hit = find(v, key);
      if (hit) return hit;
    }
    return null;
  };
  const cell = find(body.sections, "P6-E3-i");
  expect(cell?.values?.cy).toMatchObject({ value: 1200 });
  expect(body.unit_breakdown["P6-E3-i"]).toEqual([expect.objectContaining({ unit_name: "Vizag Plant", value: "1,200", review_state: "approved" })]);
  await context.close();
});
