import type { Page } from "@playwright/test";
import { localizedPath, translatedPaths } from "#contracts/locales";
import { paths } from "#contracts/pages";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";
import { untranslatedTexts } from "./untranslated";

// Issue 29 in the browser: the language switch and its memory, and every Hindi page.

const DEVANAGARI = /[\u0900-\u097F]/;
const names: Record<string, string> = { [paths.home]: "home", [paths.programs]: "programs", [paths.auth]: "auth", [paths.contact]: "contact",
  // Knowledge pages
  [paths.help]: "help", [paths.privacy]: "privacy", [paths.terms]: "terms", [paths.cookies]: "cookies",
  [paths.blog]: "blog", [paths.caseStudies]: "case-studies", [paths.whitepapers]: "whitepapers" };

/** What must be on screen before a page is checked: the programs page's catalogue has loaded. */
async function settled(page: Page, path: string) {
  await expect(page.locator("main")).toContainText(DEVANAGARI);
  if (path === paths.programs) await expect(page.getByText("प्रोग्राम लोड हो रहे हैं...")).toHaveCount(0);
}

test.describe("languages", () => {
  test("the EN button switches to हिन्दी and back, and the choice is remembered", async ({ page, consoleErrors }) => {
    await page.goto(paths.programs);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Language: EN" }).click();
    await nav.getByRole("link", { name: "हिन्दी" }).click();

    await expect(page).toHaveURL(/\/hi\/programs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "एआई प्रशिक्षण प्रोग्राम" })).toBeVisible();
    const hindiNav = page.getByRole("navigation", { name: "Main" });
    await expect(hindiNav.getByRole("button", { name: "भाषा: HI" })).toBeVisible();

    // Remembered: a reload stays Hindi, and an English address of a translated page leads to its Hindi page.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.goto(paths.home);
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // A page not translated yet opens in English.
    await page.goto(paths.about);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto(localizedPath(paths.contact, "hi"));
    await hindiNav.getByRole("button", { name: "भाषा: HI" }).click();
    await hindiNav.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.goto(paths.home);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectCleanConsole(consoleErrors);
  });

  test("a browser that asks for Hindi is offered it on a first visit, not sent there", async ({ browser }) => {
    const context = await browser.newContext({ locale: "hi-IN" });
    const page = await context.newPage();
    await page.goto(paths.contact);
    const offer = page.getByRole("complementary", { name: "भाषा सुझाव" });
    await expect(offer.getByRole("link", { name: "हिन्दी में पढ़ें" })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await offer.getByRole("button", { name: "Continue in English" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await context.close();
  });

  for (const path of translatedPaths.hi) {
    const hindi = localizedPath(path, "hi");
    test(`${hindi} is all Hindi, names aside, and accessible`, async ({ page, consoleErrors }) => {
      await page.goto(hindi);
      await settled(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page).toHaveTitle(DEVANAGARI);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${hindi.replace(/\//g, "\\/")}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`:\\d+${path === "/" ? "/" : path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", new RegExp(`${hindi}$`));
      expect(await untranslatedTexts(page)).toEqual([]);
      await expectNoViolations(page);
      await shoot(page, `hi-${names[path]}`);
      await expectCleanConsole(consoleErrors);
    });
  }

  test("Hindi forms, toasts, search and chat answer in Hindi", async ({ page }) => {
    await page.goto(localizedPath(paths.contact, "hi"));
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page.getByText("नाम ज़रूरी है")).toBeVisible();
    await expect(page.getByText("फ़ॉर्म में त्रुटि")).toBeVisible();
    await shoot(page, "hi-contact-errors");

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "खोजें" }).click();
    await page.getByRole("combobox", { name: "खोजें" }).fill("कॉर्पोरेट");
    await page.getByRole("option", { name: /कॉर्पोरेट प्रशिक्षण/ }).click();
    await expect(page).toHaveURL(/\/solutions\/corporate-training$/);

    await page.goto(localizedPath(paths.home, "hi"));
    await page.getByRole("button", { name: "एआई सहायक से चैट खोलें" }).click();
    await page.getByRole("textbox", { name: "संदेश" }).fill("कीमत कितनी है?");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page.getByRole("log", { name: "संदेश" })).toContainText("हमारे तीन पैकेज हैं");
  });

  test("the sitemap lists both languages, each naming the other", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of translatedPaths.hi.filter((p) => p !== paths.auth)) {
      expect(sitemap).toContain(`${localizedPath(path, "hi")}</loc>`);
      expect(sitemap).toContain(`hreflang="hi" href="http://localhost:`);
    }
    expect(sitemap).not.toContain("/hi/auth</loc>");
  });

  test("a page's answer that depends on the language cookie says so to caches", async ({ request }) => {
    const chosen = await request.get(paths.programs, { headers: { cookie: "lang=hi" }, maxRedirects: 0 });
    expect(chosen.status()).toBe(302);
    expect(chosen.headers()["location"]).toBe(localizedPath(paths.programs, "hi"));
    expect(chosen.headers()["vary"]).toContain("Cookie");
    const english = await request.get(paths.programs, { maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(english.headers()["vary"]).toContain("Cookie");
    // A page that exists in English only answers the same to everyone.
    const about = await request.get(paths.about, { headers: { cookie: "lang=hi" }, maxRedirects: 0 });
    expect(about.status()).toBe(200);
    expect(about.headers()["vary"]).not.toContain("Cookie");
  });
});
