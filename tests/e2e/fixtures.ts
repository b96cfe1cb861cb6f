// Every spec's `test` and `expect`: Playwright's, plus a guard that fails the test when the browser
// reports a Content-Security-Policy violation on any page it opened (the servers run with the
// production policy, lib/security/csp.ts). Chromium reports a violation twice: as a console
// error ("Refused to …") and as a `securitypolicyviolation` event, which an init script (run by
// the browser outside the page's policy) turns into a marked console error; either counts.
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

const MARK = "[csp-violation]";
const REPORTED = /Content Security Policy|Content-Security-Policy/;

function report() {
  document.addEventListener("securitypolicyviolation", (e) => {
    console.error(`[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
  });
}

/** Collects the CSP violations of every page of `context` into `into`. */
export async function watchCsp(context: BrowserContext, into: string[]): Promise<void> {
  await context.addInitScript(report);
  const watch = (page: Page) =>
    page.on("console", (message) => {
      const text = message.text();
      if (text.startsWith(MARK) || (message.type() === "error" && REPORTED.test(text))) into.push(`${page.url()}: ${text}`);
    });
  context.pages().forEach(watch);
  context.on("page", watch);
}

export const test = base.extend<{ cspViolations: string[]; cspViolationsExpected: boolean }>({
  // Only the guard's own spec (csp.spec.ts) sets it, to provoke a violation and see it caught.
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    async ({ context, browser, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // Contexts a spec opens itself (a second user, an admin beside a customer) are watched too.
      const newContext = browser.newContext.bind(browser);
      const watched: Browser["newContext"] = async (options) => {
        const created = await newContext(options);
        await watchCsp(created, violations);
        return created;
      };
      browser.newContext = watched;
      // Playwright's fixture callback, not React's `use` hook.
      await use(violations).finally(() => {
        browser.newContext = newContext;
      });
      if (!cspViolationsExpected) expect(violations, "Content-Security-Policy violations reported by the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
