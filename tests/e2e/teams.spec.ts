import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { chooseOption, createCompanyViaApi, signUpAndLogIn } from "./helpers";

/** A one-page PDF, enough for the content check (%PDF- … %%EOF). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function invite(owner: Page, email: string, role: "Editor" | "Reviewer"): Promise<string> {
  await owner.locator("#invite-email").fill(email);
  const rolePicker = owner.getByTestId("invite-form").getByRole("combobox", { name: "Role", exact: true });
  await rolePicker.selectOption({ label: role });
  await expect(rolePicker).toHaveValue(role.toLowerCase());
  await owner.getByTestId("invite-submit").click();
  const link = owner.getByTestId("invite-link");
  await expect(link).toBeVisible();
  const text = (await link.inputValue().catch(() => null)) ?? (await link.textContent()) ?? "";
  expect(text).toMatch(/\/invitations\/[A-Za-z0-9_-]{20,}$/);
  return new URL(text.trim()).pathname;
}

test("an owner's team: invite, enter with evidence, reject, fix, approve, lock — and the locked year refuses the next edit", async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner and the company.
  const { token } = await signUpAndLogIn(owner, { fullName: "Asha Owner" });
  await owner.waitForLoadState("networkidle");
  const companyId = await createCompanyViaApi(owner, token, { name: "Godavari Cements Ltd", frameworks: ["BRSR"] });

  // The editor already has an account; the reviewer will sign up from the link.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const editorAccount = await signUpAndLogIn(editor, { fullName: "Esha Editor" });
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  const reviewerEmail = `e2e-reviewer-${randomBytes(4).toString("hex")}@example.com`;

  await owner.goto(`/team/${companyId}`);
  await expect(owner.getByTestId("member-row")).toHaveCount(1);
  const editorLink = await invite(owner, editorAccount.email, "Editor");
  await owner.reload();
  const reviewerLink = await invite(owner, reviewerEmail, "Reviewer");
  await owner.screenshot({ path: "/tmp/teams-owner-team.png", fullPage: true });

  // The editor accepts and lands in the company.
  await editor.goto(editorLink);
  await expect(editor.getByTestId("invitation-company")).toHaveText("Join Godavari Cements Ltd");
  await editor.getByTestId("accept-invitation").click();
  await expect(editor).toHaveURL(new RegExp(`/dashboard/${companyId}$`));
  await expect(editor.getByTestId("company-name")).toHaveText("Godavari Cements Ltd");
  await expect(editor.getByTestId("company-role")).toHaveText("Editor");

  // The reviewer signs up from the link and comes back to accept it.
  await reviewer.goto(reviewerLink);
  await reviewer.getByTestId("invitation-signup").click();
  // The invited address is filled (masked, read-only) and no company name is asked.
  await expect(reviewer.getByTestId("signup-invited-email")).toHaveValue(`${reviewerEmail[0]}***${reviewerEmail.slice(reviewerEmail.lastIndexOf("@"))}`);
  await expect(reviewer.getByLabel("Company Name")).toHaveCount(0);
  await reviewer.getByLabel("Full Name").fill("Ravi Reviewer");
  await reviewer.getByLabel("Password").fill("reviewer-pass-1");
  await reviewer.getByRole("button", { name: "Sign Up" }).click();
  await expect(reviewer).toHaveURL(new RegExp(`${reviewerLink}$`));
  await reviewer.getByTestId("accept-invitation").click();
  await expect(reviewer).toHaveURL(new RegExp(`/dashboard/${companyId}$`));

  await owner.reload();
  await expect(owner.getByTestId("member-row")).toHaveCount(3);

  // The editor enters FY 2024-25's Scope 1, attaches the fuel invoices and submits it.
  await editor.goto(`/data-collection/${companyId}`);
  await expect(editor.getByTestId("entries-empty")).toBeVisible();
  await chooseOption(editor.getByTestId("entry-framework"), "BRSR", "BRSR");
  await chooseOption(editor.getByTestId("entry-category"), "Environmental", "Environmental");
  await chooseOption(editor.getByTestId("entry-metric"), "Scope 1 emissions", "Scope 1 emissions");
  await editor.getByLabel("Value *").fill("4,500");
  await editor.getByLabel("Unit").fill("tCO2e");
  await editor.getByLabel("Period *").fill("FY 2024-25");
  await editor.getByTestId("entry-submit").click();
  await expect(editor.getByTestId("entry-item")).toHaveCount(1);
  await expect(editor.getByTestId("review-badge")).toHaveText("Draft");
  await editor.getByTestId("evidence-button").first().click();
  const uploaded = editor.waitForResponse((r) => r.request().method() === "POST" && /\/api\/esg-data\/[^/]+\/evidence$/.test(r.url()));
  await editor.getByTestId("evidence-file-input").setInputFiles({ name: "diesel-invoices-FY25.pdf", mimeType: "application/pdf", buffer: PDF });
  // The server's answer first, so that a failure says whether the upload or the screen went wrong.
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(201);
  await expect(editor.getByTestId("evidence-file")).toHaveCount(1);
  await expect(editor.getByTestId("evidence-file")).toContainText("diesel-invoices-FY25.pdf");
  await editor.keyboard.press("Escape");
  await expect(editor.getByTestId("evidence-button").first()).toContainText("1");
  await editor.getByTestId("review-submit").click();
  await expect(editor.getByTestId("review-badge")).toHaveText("Submitted");

  // The reviewer rejects it with a comment.
  await reviewer.goto(`/data-collection/${companyId}`);
  await expect(reviewer.getByTestId("review-badge")).toHaveText("Submitted");
  await expect(reviewer.getByTestId("read-only-notice")).toBeVisible();
  await reviewer.getByTestId("review-reject").click();
  await reviewer.getByTestId("reject-comment").fill("Use March's corrected diesel invoice: 4,380 t");
  await reviewer.getByTestId("reject-confirm").click();
  await expect(reviewer.getByTestId("review-badge")).toHaveText(/Rejected/);

  // The editor sees why, fixes the figure and submits again.
  await editor.reload();
  await expect(editor.getByText("Use March's corrected diesel invoice: 4,380 t").first()).toBeVisible();
  await editor.getByRole("button", { name: "Edit Scope 1 emissions" }).click();
  await editor.getByLabel("Value *").fill("4,380");
  await editor.getByRole("button", { name: "Update Entry" }).click();
  await expect(editor.getByTestId("entry-value").first()).toContainText("4,380");
  await expect(editor.getByTestId("review-badge")).toHaveText("Draft");
  await editor.getByTestId("review-submit").click();
  await expect(editor.getByTestId("review-badge")).toHaveText("Submitted");
  // Nobody approves their own figure: the editor is offered no approval at all.
  await expect(editor.getByTestId("review-approve")).toHaveCount(0);

  // The reviewer approves it and locks FY 2024-25 with a note.
  await reviewer.reload();
  await reviewer.getByTestId("review-approve").click();
  await expect(reviewer.getByTestId("review-badge")).toHaveText("Approved");
  await reviewer.screenshot({ path: "/tmp/teams-reviewer-approved.png", fullPage: true });
  await reviewer.goto(`/dashboard/${companyId}`);
  await expect(reviewer.getByTestId("review-count-approved")).toHaveText("Approved: 1");
  await reviewer.getByTestId("lock-fy").selectOption({ label: "FY 2024-25" });
  await reviewer.getByTestId("lock-year").click();
  await reviewer.getByLabel("Note (optional)").fill("Filed with BSE and NSE");
  await reviewer.getByTestId("confirm-lock").click();
  await expect(reviewer.getByTestId("lock-2024-25")).toContainText("Locked by Ravi Reviewer");
  await reviewer.screenshot({ path: "/tmp/teams-reviewer-dashboard.png", fullPage: true });

  // The editor's next edit is refused before it is sent: the form says the year is locked and
  // will not save (the server's 423 for a write that gets through is the integration tests').
  await editor.reload();
  await editor.getByRole("button", { name: "Edit Scope 1 emissions" }).click();
  await editor.getByLabel("Value *").fill("4,400");
  await expect(editor.getByTestId("year-locked-banner")).toContainText("FY 2024-25 is locked");
  await expect(editor.getByRole("button", { name: "Update Entry" })).toBeDisabled();
  await editor.reload();
  await expect(editor.getByTestId("entry-value").first()).toContainText("4,380");
  await expect(editor.getByTestId("review-badge")).toHaveText("Approved");

  // The same screens on a phone: nothing wider than the screen.
  for (const [who, path] of [
    [owner, `/team/${companyId}`],
    [editor, `/data-collection/${companyId}`],
    [reviewer, `/dashboard/${companyId}`],
  ] as const) {
    await who.setViewportSize({ width: 390, height: 844 });
    await who.goto(path);
    await who.waitForLoadState("networkidle");
    expect(await who.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await who.screenshot({ path: `/tmp/teams-phone-${path.split("/")[1]}.png`, fullPage: true });
  }

  await editorContext.close();
  await reviewerContext.close();
});
