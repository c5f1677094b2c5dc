import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// How pages reach the browser for a fast first paint (docs/decisions/005-inline-css.md and
// 006-scripts-after-first-paint.md): the stylesheet is inline, scripts are fetched after the first
// paint, and nothing breaks the page's CSP. What a visitor does before hydration: early-input.spec.ts.

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

  test("the HTML carries the stylesheet and no script request", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<head>.*<style>\/\*! tailwindcss/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  test("scripts are fetched after the first paint, then the page hydrates", async ({ page, consoleErrors }) => {
    for (const path of ["/", "/programs", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      // The search button opens the dialog only once React runs the page.
      await page.getByRole("button", { name: /^Search/ }).click();
      await expect(page.getByPlaceholder("Search for courses, programs, resources...")).toBeVisible();
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => e.name.startsWith(location.origin) && e.name.endsWith(".js"))
          .map((e) => ({ name: e.name, start: e.startTime })),
      }));
      expect(timing.scripts.length, path).toBeGreaterThan(5);
      for (const script of timing.scripts) expect(script.start, `${path} ${script.name}`).toBeGreaterThanOrEqual(timing.firstPaint);
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
