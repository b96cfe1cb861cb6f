import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { expect, test, watchCsp, type BrowserContext } from "./fixtures";
import lighthouse from "lighthouse";

// Lighthouse's accessibility score stays 100 on the landing page, the login page
// and a seeded company dashboard. Lighthouse drives its own tab over the DevTools protocol, so
// this test starts a Chromium of its own with a debugging port (Debian's, as the other specs).
const DEMO = { email: "demo@esgplatform.local", password: "demo12345" };

test.describe.configure({ mode: "serial", timeout: 180_000 });

let context: BrowserContext;
let port: number;
let profile: string;
const cspViolations: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  port = await freePort();
  profile = fs.mkdtempSync(path.join(os.tmpdir(), "esg-lighthouse-"));
  // A persistent context is the browser's default one, which the tab Lighthouse opens shares
  // (the session cookie and local storage of the dashboard check).
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${port}`,
    ],
  });
  // Lighthouse's pages are in this context, outside the suite's fixtures: watched here.
  await watchCsp(context, cspViolations);
});

test.afterAll(async () => {
  await context?.close();
  fs.rmSync(profile, { recursive: true, force: true });
  expect(cspViolations, "Content-Security-Policy violations reported by the browser").toEqual([]);
});

async function accessibility(url: string) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["accessibility"],
    // Keep the session this test set up; measure nothing but accessibility.
    disableStorageReset: true,
    throttlingMethod: "provided",
    formFactor: "desktop",
    screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
  });
  const lhr = result!.lhr;
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => `${audit.id}: ${audit.title} — ${JSON.stringify(audit.details && "items" in audit.details ? audit.details.items.slice(0, 3) : null)}`);
  return { score: lhr.categories.accessibility.score, failed, finalUrl: lhr.finalDisplayedUrl };
}

test("Lighthouse accessibility is 100 on /, /login and a seeded dashboard", async ({ baseURL }) => {
  for (const page of ["/", "/login"]) {
    const { score, failed } = await accessibility(`${baseURL}${page}`);
    expect(failed, page).toEqual([]);
    expect(score, page).toBe(1);
  }

  // The demo consultant's company, signed in the way the app is (cookie and token).
  const login = await context.request.post(`${baseURL}/api/auth/login`, { data: DEMO });
  expect(login.status()).toBe(200);
  const { access_token } = await login.json();
  const tab = await context.newPage();
  await tab.goto(`${baseURL}/api/health`);
  await tab.evaluate((token) => window.localStorage.setItem("token", token), access_token);
  const companies = await (await context.request.get(`${baseURL}/api/companies`, { headers: { Authorization: `Bearer ${access_token}` } })).json();
  const dashboard = `${baseURL}/dashboard/${companies[0].id}`;
  await tab.goto(dashboard);
  // The page under test shows the badge whose contrast the issue names.
  await expect(tab.getByText("In Progress", { exact: true }).first()).toBeVisible();
  await expect(tab.getByRole("main")).toHaveCount(1);
  const skip = tab.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toHaveAttribute("href", "#main-content");
  for (const [name, size] of [
    ["laptop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await tab.setViewportSize(size);
    await tab.screenshot({ path: `/tmp/issue16-dashboard-${name}.png`, fullPage: true });
  }
  // The first Tab shows the skip link; following it puts focus in the page's main.
  await tab.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await tab.screenshot({ path: "/tmp/issue16-skip-link-phone.png" });
  await tab.keyboard.press("Enter");
  await expect(tab.getByRole("main")).toBeFocused();
  await tab.close();

  const { score, failed, finalUrl } = await accessibility(dashboard);
  expect(finalUrl).toBe(dashboard);
  expect(failed, "dashboard").toEqual([]);
  expect(score, "dashboard").toBe(1);
});
