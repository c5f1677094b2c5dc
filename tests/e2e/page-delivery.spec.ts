import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// How pages reach the browser (docs/decisions/005-inline-css.md and 007-ready-when-it-looks-ready.md):
// the stylesheet is inline, scripts start with the HTML, and nothing breaks the page's CSP. What a
// visitor does before hydration: early-input.spec.ts.

test.describe("page delivery", () => {
  test("pages are styled without a stylesheet request, also after a client-side navigation", async ({ page, consoleErrors }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
    await expect(header).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([]);
    await expectCleanConsole(consoleErrors);
  });

  test("the HTML carries the stylesheet, the early-input script first, and preloads of the page's modules", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<head>.*<style>\/\*! tailwindcss/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><script>[^<]*__earlyInput/);
    // Scripts start with the HTML (docs/decisions/007): no render-blocking script, modules preloaded.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html.match(/rel="modulepreload"/g)?.length ?? 0).toBeGreaterThan(5);
  });

  test("scripts start with the HTML, then the page hydrates and answers", async ({ page, consoleErrors }) => {
    for (const path of ["/", "/programs", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: /^Search/ }).click();
      await expect(page.getByPlaceholder("Search for courses, programs, resources...")).toBeVisible();
      const timing = await page.evaluate(() => ({
        response: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => e.name.startsWith(location.origin) && e.name.endsWith(".js"))
          .map((e) => e.startTime),
      }));
      expect(timing.scripts.length, path).toBeGreaterThan(5);
      // The first module is requested while the page itself is still arriving or right after it.
      expect(Math.min(...timing.scripts), path).toBeLessThan(timing.response + 200);
      await page.keyboard.press("Escape");
    }
    await expectCleanConsole(consoleErrors);
  });

  test("forms and listings break no rule of the page's Content-Security-Policy", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ["/", "/auth", "/reset-password", "/contact", "/programs"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  });
});
