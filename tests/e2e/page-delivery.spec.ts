import { expect, expectCleanConsole, gotoHydrated, test } from "./fixtures";

// How pages reach the browser for a fast first paint (docs/decisions/005-inline-css.md): the
// stylesheet is inline, scripts are fetched at low priority, and nothing breaks the page's CSP.

test.describe("page delivery", () => {
  test("pages are styled without a stylesheet request, also after a client-side navigation", async ({ page, consoleErrors }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
    await expect(header).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([]);
    await expectCleanConsole(consoleErrors);
  });

  test("the HTML carries the stylesheet and asks for its scripts at low priority", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<head>.*<style>\/\*! tailwindcss/);
    expect(html).not.toContain('rel="stylesheet"');
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });

  test("forms and listings break no rule of the page's Content-Security-Policy", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ["/", "/auth", "/reset-password", "/contact", "/programs"]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  });
});
