import { sitePage, sitePages } from "#contracts/pages";
import { expect, expectCleanConsole, test } from "./fixtures";

test.describe("navigation bar", () => {
  test("links to every section and the solutions menu", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).click();
    const solutions = ["Corporate Training", "Institutional Training", "Skilling Programs", "Re-skilling", "Up-skilling"];
    for (const name of solutions) await expect(nav.getByRole("link", { name })).toBeVisible();
    await nav.getByRole("link", { name: "Skilling Programs" }).click();
    await expect(page).toHaveURL(/\/solutions\/skilling-programs$/);
    await expect(nav.getByRole("link", { name: "Re-skilling" })).toBeHidden();

    for (const [name, path] of [
      ["Programs", "/programs"],
      ["AI Technology", "/ai-technology"],
      ["About", "/about"],
      ["Resources", "/resources"],
    ]) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(nav.getByRole("button", { name: "Language: EN" })).toBeVisible();
    await nav.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await nav.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expectCleanConsole(consoleErrors);
  });

  test("the solutions menu closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("the mobile menu mirrors the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programs" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Corporate Training", "Up-skilling", "Programs", "AI Technology", "About", "Resources", "Sign In", "Get Started"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Language: EN" })).toBeVisible();
    await menu.getByRole("link", { name: "Institutional Training" }).click();
    await expect(page).toHaveURL(/\/solutions\/institutional-training$/);
    await expect(menu).toBeHidden();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test("a client-side navigation shows the new page's title, description and canonical link", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as any).sameDocument = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(sitePage("/about").title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", sitePage("/about").description);
    // One canonical link, on the server's public origin (localhost), not the host browsed (127.0.0.1).
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/about$/);
    expect(await page.evaluate(() => (window as any).sameDocument)).toBe(true);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("search dialog", () => {
  test("opens with Ctrl+K, filters, and navigates with the keyboard", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog");
    const input = dialog.getByPlaceholder("Search for courses, programs, resources...");
    await expect(input).toBeFocused();
    await expect(dialog.getByRole("option")).toHaveCount(11);

    await input.fill("python");
    await expect(dialog.getByRole("option")).toHaveCount(1);
    await expect(dialog.getByRole("option")).toContainText("Data Science Program");

    await input.fill("SKILL");
    await expect(dialog.getByRole("option")).toHaveCount(3);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions\/re-skilling$/);
    await expect(dialog).toBeHidden();
    await expectCleanConsole(consoleErrors);
  });

  test("shows at most three keywords and a no-match message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search Ctrl K" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox").fill("corporate");
    const option = dialog.getByRole("option", { name: /Corporate Training/ });
    await expect(option).toContainText("enterprise");
    await expect(option).toContainText("team training");
    await expect(option).not.toContainText("workforce");
    await dialog.getByRole("combobox").fill("quantum");
    await expect(dialog.getByText('No results found for "quantum"')).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Closed without a choice, the search gives the focus back to the button that opened it.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search Ctrl K" })).toBeFocused();
  });

  test("choosing a result with the mouse navigates and closes", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("combobox").fill("contact");
    await page.getByRole("option", { name: /^Contact/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("chat assistant", () => {
  test("answers after about a second, keeps the conversation, closes", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const launcher = page.getByRole("button", { name: "Open AI Assistant chat" });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(panel).toBeVisible();
    await expect(launcher).toBeHidden();
    const log = panel.getByRole("log");
    await expect(log).toContainText("Hello!");

    const input = panel.getByPlaceholder("Type your message...");
    await input.press("Enter");
    await input.fill("   ");
    await input.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(1);

    await input.fill("What does the pricing look like?");
    const sentAt = Date.now();
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log).toContainText("What does the pricing look like?");
    await expect(log).toContainText("AI Training Essentials at $99/month");
    const elapsed = Date.now() - sentAt;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    await expect(log).toContainText("AI Corporate Suite at $299/month");
    await expect(log).toContainText(/\d{1,2}:\d{2}/);

    // The conversation survives navigation.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(log).toContainText("What does the pricing look like?");

    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    // Opened again, the panel takes the focus (its field), where Escape closes it. The log's text
    // is no sign of that: it was there all along, in the panel hidden a moment before.
    await expect(input).toBeFocused();
    await expect(log).toContainText("AI Excellence Partnership");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("footer newsletter", () => {
  test("subscribes, clears the form, and accepts a repeat", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const email = page.getByRole("textbox", { name: "Email address" });
    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
    await expect(email).toHaveValue("");

    // The repeat's own toast: once the first has gone (its lifetime can end before a slow answer
    // comes, so counting two at once would measure the machine).
    await expect(page.getByText("Successfully subscribed!")).toBeHidden();
    await email.fill(address.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(email).toHaveValue("");
    await expectCleanConsole(consoleErrors);
  });

  test("shows the failure toast when the server fails", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/v1/newsletter", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("textbox", { name: "Email address" }).fill("someone@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("someone@example.com");
  });
});

test.describe("404 and prerendering", () => {
  test("an unknown path answers 404 with the app's 404 page", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => errors.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("pages are real HTML before any JavaScript runs", async ({ request }) => {
    for (const path of ["/", "/contact", "/solutions/healthcare"] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${sitePage(path).title.replace("&", "&amp;")}</title>`);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
      expect(html).toContain(`<meta name="description" content="${sitePage(path).description}"/>`);
      expect(html).toContain("Subscribe to our newsletter");
      expect(html).toContain(">Corporate Training</a>");
    }
  });

  test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of sitePages.filter((p) => p.indexable)) expect(sitemap).toContain(`${page.path}</loc>`);
    expect(sitemap).not.toContain("/dashboard</loc>");
    expect(sitemap).not.toContain("/admin/");
  });

  test("assets are immutable, pages revalidate, and both are compressed", async ({ request }) => {
    const page = await request.get("/about", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)![0];
    const js = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers()["content-encoding"]).toBe("gzip");
  });
});
