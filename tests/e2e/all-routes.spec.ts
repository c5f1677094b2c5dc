import { sitePages } from "#contracts/pages";
import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// Every page of the route table loads with HTTP 200, its own title, and no console error or
// failed request (hydration mismatches show up here as console errors).
test.describe("every route", () => {
  for (const page of sitePages) {
    test(`${page.path} loads cleanly`, async ({ page: browser, consoleErrors }) => {
      const response = await browser.request.get(page.path);
      expect(response.status()).toBe(200);
      await browser.goto(page.path);
      // Judged once the page has hydrated (a mismatch is logged then) and its start-up requests
      // are answered: on a busy machine the network can be idle for a while before hydration.
      await waitForHydration(browser);
      await browser.waitForLoadState("networkidle");
      // Signed-in pages send a signed-out visitor to /auth (and take its title); /team/join is for anyone.
      if (!/^\/(dashboard|admin)(\/|$)|^\/team(\/(?!join$)|$)/.test(page.path)) {
        await expect(browser).toHaveTitle(page.title);
      }
      await expect(browser.locator("h1").first()).toBeAttached();
      await expectCleanConsole(consoleErrors);
    });
  }
});
