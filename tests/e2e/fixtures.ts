import { test as base, expect, type Page } from "@playwright/test";
import { visitorIp } from "./accounts";

/**
 * `test` with a page that records console errors and failed requests. Tests that must be clean
 * call `expectCleanConsole(page)` at the end.
 */
export const test = base.extend<{ consoleErrors: string[]; visitor: string }>({
  // Each test is its own visitor (its own client IP for the server's per-IP rate limits).
  visitor: [
    async ({ page }, use) => {
      const ip = visitorIp();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
      await use(ip);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "";
      // A request the page cancelled itself (a newer search, a navigation) is not a failure.
      if (reason !== "net::ERR_ABORTED") errors.push(`request failed: ${request.url()} ${reason}`);
    });
    await use(errors);
  },
});

export { expect };

export async function expectCleanConsole(errors: string[]) {
  expect(errors, "console errors and failed requests").toEqual([]);
}

/**
 * For tests about hydration itself, or about what the running page did (its console, the code it
 * loaded): waits until React has hydrated the page and carried out what was done before
 * (app/lib/early-input.ts). Other tests act at once, as visitors do.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => window.__earlyInput?.readyAt !== undefined);
}

/**
 * For a test that checks that an action did nothing (no request, no navigation): waits until the
 * page has carried out what was done to it (after hydration, app/lib/early-input.ts) and has run
 * one more task, so that what a handler does at once has been done.
 */
export async function actionsCarriedOut(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 0)));
}
