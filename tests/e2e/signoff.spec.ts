import { createHash } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Rendering and freezing the annual report takes a few seconds; a busy CI box takes longer.
test.describe.configure({ timeout: 240_000 });
const SIGN_WAIT = { timeout: 90_000 };

async function logIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/login", { data: { email, password: "demo12345" } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** The reviewer approves every BRSR Core figure of the year still waiting (maker–checker). */
async function approveCore(request: APIRequestContext, companyId: string, owner: Record<string, string>, reviewer: Record<string, string>) {
  const readiness = await (await request.get(`/api/brsr/${companyId}/readiness?fy=2024-25`, { headers: owner })).json();
  const ids = readiness.unapproved_core.flatMap((i: { entry_ids: string[] }) => i.entry_ids);
  if (!ids.length) return;
  const res = await request.post(`/api/companies/${companyId}/review`, { headers: reviewer, data: { action: "approve", entry_ids: ids } });
  expect(res.ok(), await res.text()).toBe(true);
}

test("the board signs off FY 2024-25, its frozen PDF downloads, and a reopened year signed again is version 2", async ({ page }) => {
  // The owner logs in last: page.request shares the browser's cookies, and the page reads its
  // company on the server with the session cookie (lib/api/page-data.ts), as the owner's.
  const reviewer = await logIn(page.request, "demo-reviewer@esgplatform.local");
  const owner = await logIn(page.request, "demo@esgplatform.local");
  const companies = await (await page.request.get("/api/companies", { headers: owner })).json();
  const demo = companies.find((c: { name: string }) => c.name === "Sahyadri Steel & Alloys Ltd");
  await page.goto("/");
  await page.evaluate((token) => window.localStorage.setItem("token", token), owner.Authorization.slice(7));
  await page.waitForLoadState("networkidle");

  await page.goto(`/reports/${demo.id}`);
  const card = page.getByTestId("board-signoff-card");
  await card.getByTestId("signoff-fy").selectOption("2024-25");
  await expect(card.getByTestId("signoff-status")).toContainText("BRSR Core figures not approved");
  await expect(card.getByTestId("signoff-form")).toHaveCount(0);

  await approveCore(page.request, demo.id, owner, reviewer);
  await page.reload();
  await card.getByTestId("signoff-fy").selectOption("2024-25");
  await expect(card.getByTestId("signoff-status")).toHaveText("Ready to sign off.");
  await card.getByLabel("Director who approved").fill("Meera Iyer");
  await card.getByLabel("DIN").fill("0123");
  await card.getByLabel("Designation").fill("Chairperson");
  await card.getByLabel("Date of the board's approval").fill("2025-05-20");
  await card.getByTestId("signoff-submit").click();
  await expect(card.getByText("A DIN is 8 digits")).toBeVisible();
  await card.getByLabel("DIN").fill("01234567");
  await card.getByLabel("Resolution reference (optional)").fill("BR/2025/14");
  await card.getByTestId("signoff-submit").click();
  await expect(page.getByText("FY 2024-25 signed off: version 1")).toBeVisible(SIGN_WAIT);
  await expect(card.getByTestId("signoff-version-1")).toContainText("Current");
  await page.setViewportSize({ width: 390, height: 900 });
  await card.screenshot({ path: "/tmp/signoff-card-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });

  const shown = (await card.getByTestId("signoff-sha-1-report.pdf").textContent())!.replace("SHA-256 ", "").trim();
  const downloading = page.waitForEvent("download");
  await card.getByTestId("signoff-download-1-report.pdf").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("BRSR_2024-25_v1.pdf");
  const bytes = fs.readFileSync((await download.path())!);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(shown);

  // Locked: a figure cannot change until the year is reopened with a reason.
  const cell = { fy: "2024-25", cells: [{ key: "P9-E7-NUMBER", value: "3" }] };
  expect((await page.request.put(`/api/brsr/${demo.id}/cells`, { headers: owner, data: cell })).status()).toBe(423);
  const reopened = await page.request.delete(`/api/companies/${demo.id}/locks/2024-25`, { headers: owner, data: { reason: "Data breaches restated" } });
  expect(reopened.status()).toBe(204);
  // A figure the board signed off changes only with its reason.
  expect((await page.request.put(`/api/brsr/${demo.id}/cells`, { headers: owner, data: cell })).status()).toBe(422);
  const restated = { fy: "2024-25", cells: [{ ...cell.cells[0], restatement_reason: "Data breaches recounted" }] };
  expect((await page.request.put(`/api/brsr/${demo.id}/cells`, { headers: owner, data: restated })).ok()).toBe(true);
  await approveCore(page.request, demo.id, owner, reviewer);

  await page.reload();
  await card.getByTestId("signoff-fy").selectOption("2024-25");
  await expect(card.getByTestId("signoff-status")).toHaveText("Ready to sign off.");
  await expect(card.getByTestId("signoff-version-1")).toContainText("Superseded");
  await card.getByLabel("Director who approved").fill("Meera Iyer");
  await card.getByLabel("DIN").fill("01234567");
  await card.getByLabel("Designation").fill("Chairperson");
  await card.getByLabel("Date of the board's approval").fill("2025-08-01");
  await card.getByTestId("signoff-submit").click();
  await expect(page.getByText("FY 2024-25 signed off: version 2")).toBeVisible(SIGN_WAIT);
  await expect(card.getByTestId("signoff-version-2")).toContainText("Reopened because: Data breaches restated");
  await expect(card.getByTestId("signoff-version-2")).toContainText("Current");
  await expect(card.getByTestId("signoff-version-1")).toContainText("Superseded");
  await page.screenshot({ path: "/tmp/signoff-versions.png", fullPage: true });

  // Leave the shared demo's year open for the other journeys.
  await page.request.delete(`/api/companies/${demo.id}/locks/2024-25`, { headers: owner, data: { reason: "End of the sign-off journey" } });
});
