import type { Browser, Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
import { localizedPath, translatedPaths } from "#contracts/locales";
import { paths, sitePages } from "#contracts/pages";
import { enrollTwoFactor, signInAsAdmin, signUpAndSignIn, totpFor } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";
import { untranslatedTexts } from "./untranslated";

// Issue 29 in the browser: the language switch and its memory, and every Hindi page.

const DEVANAGARI = /[\u0900-\u097F]/;
/** A screenshot's name: hi-home, hi-programs, hi-programs-workshops… */
const shotName = (path: string) => `hi-${path.slice(1).replace(/\//g, "-") || "home"}`;
const listingPaths: string[] = [paths.workshops, paths.seminars, paths.events, paths.webinars, paths.masterclasses];
/** The organisation's pages need a manager with people and assignments: i18n-team.spec.ts checks them. */
const teamPaths = new Set<string>([paths.team, paths.teamPerson, paths.teamNew, paths.teamPeople, paths.teamAssignments]);

// A program whose staff wrote Hindi texts: its title, duration and first module (with its lesson)
// come from the API in Hindi (?lang=hi); the second module is in English only and has a quiz.
const HINDI_TITLE = "व्यावहारिक सांख्यिकी";
const HINDI_MODULE = "वितरण और नमूने";
const ENGLISH_MODULE = "Sampling check";

/** Pages only a signed-in learner sees: checked with one enrolled in the program above. */
const signedInPaths: readonly string[] = [paths.dashboard, paths.dashboardLearn];

/**
 * Staff (in their own browser context) make the program; the learner of `page` signs up and enrols.
 * Returns the enrolment's id (the learning page's address).
 */
async function hindiLearner(page: Page, browser: Browser): Promise<{ enrollmentId: string; email: string; password: string }> {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  const api = { headers: { origin: e2eBaseURL } };
  const created = await staff.request.post("/api/v1/admin/programs", {
    ...api,
    data: {
      title: `Applied Statistics ${Date.now().toString(36)}`,
      description: "Distributions, sampling and tests on real data.",
      category: "data-science",
      level: "beginner",
      duration: "3 weeks",
      price: 2999,
      features: ["Notebooks"],
      is_active: true,
      translations: { hi: { title: HINDI_TITLE, duration: "3 सप्ताह", description: "असली डेटा पर वितरण, सैंपलिंग और परीक्षण।" } },
    },
  });
  expect(created.status()).toBe(201);
  const { program } = await created.json();
  const module = (data: object) => staff.request.post(`/api/v1/admin/programs/${program.id}/modules`, { ...api, data });
  expect(
    (
      await module({
        title: "Distributions and samples",
        summary: "How data spreads.",
        duration_minutes: 90,
        lesson_markdown: "# Distributions",
        translations: { hi: { title: HINDI_MODULE, summary: "डेटा कैसे फैला होता है।", lesson_markdown: "# वितरण" } },
      })
    ).status(),
  ).toBe(201);
  const quizModule = await module({ title: ENGLISH_MODULE, summary: "A short check.", duration_minutes: 15 });
  const { module: checked } = await quizModule.json();
  const quizPath = `/api/v1/admin/programs/${program.id}/modules/${checked.id}/quiz`;
  const settings = { pass_mark: 50, attempts_allowed: 2, time_limit_minutes: null, draw_count: null, shuffle_options: false, show_answers: "after_last_attempt" };
  expect((await staff.request.put(quizPath, { ...api, data: settings })).status()).toBe(200);
  const question = { kind: "true_false", prompt: "A sample mean varies from sample to sample.", correct_boolean: true };
  expect((await staff.request.post(`${quizPath}/questions`, { ...api, data: question })).status()).toBe(201);
  await staffContext.close();

  const learner = await signUpAndSignIn(page);
  const enrol = await page.request.post(`/api/v1/courses/${program.id}/enroll`, { ...api, data: {} });
  expect(enrol.status()).toBe(201);
  const { enrollment } = await enrol.json();
  return { enrollmentId: enrollment.id, email: learner.email, password: learner.password };
}

/** What must be on screen before a page is checked: the data the page loads in the browser. */
async function settled(page: Page, path: string) {
  await expect(page.locator("main")).toContainText(DEVANAGARI);
  const main = page.getByRole("main");
  if (path === paths.programs) await expect(page.getByText("प्रोग्राम लोड हो रहे हैं...")).toHaveCount(0);
  // A listing page has asked for its live seat numbers and shows them (or says they failed).
  // (An upper bound: on a busy machine the deferred query code and the request take a while.)
  if (listingPaths.includes(path)) await expect(page.getByText("सीटों की उपलब्धता देखी जा रही है...")).toHaveCount(0, { timeout: 60_000 });
  if (path === paths.dashboard) {
    await expect(main.getByRole("heading", { level: 1, name: "फिर से स्वागत है, Asha Verma!" })).toBeVisible();
    // The program's title in Hindi: the catalogue asked with ?lang=hi.
    await expect(main.getByRole("heading", { level: 3, name: HINDI_TITLE })).toBeVisible();
  }
  if (path === paths.dashboardLearn) {
    await expect(main.getByRole("heading", { level: 1, name: HINDI_TITLE })).toBeVisible();
    // The first module in Hindi (GET …/modules?lang=hi), the second in English (not translated).
    await expect(main.getByRole("checkbox", { name: `मॉड्यूल 1: ${HINDI_MODULE}` })).toBeVisible();
    await expect(main.getByRole("region", { name: `क्विज़: ${ENGLISH_MODULE}` }).getByRole("button", { name: "क्विज़ शुरू करें" })).toBeVisible();
  }
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
    // The Devanagari font's faces (their CSS comes in the Hindi page's HTML, app/i18n/devanagari-font.tsx).
    const devanagariFont = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Noto Sans Devanagari"/);
      const faces = () => page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari").length);
      await expect.poll(faces).toBe(3);
    };
    await devanagariFont();
    const hindiNav = page.getByRole("navigation", { name: "Main" });
    await expect(hindiNav.getByRole("button", { name: "भाषा: HI" })).toBeVisible();

    // Remembered: a reload stays Hindi, and an English address of a translated page leads to its Hindi page.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await devanagariFont();
    await page.goto(paths.home);
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
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

  test("the switch's links in a page's HTML lead to that page in each language, before any script runs", async ({ request }) => {
    const english = await (await request.get(paths.about)).text();
    expect(english).toMatch(/<a lang="hi" hrefLang="hi"[^>]* href="\/hi\/about"/);
    const hindi = await (await request.get(localizedPath(paths.about, "hi"))).text();
    expect(hindi).toMatch(/<a lang="en" hrefLang="en"[^>]* href="\/about"/);
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

  for (const path of translatedPaths.hi.filter((p) => !teamPaths.has(p))) {
    const hindi = localizedPath(path, "hi");
    test(`${hindi} is all Hindi, names aside, and accessible`, async ({ page, browser, consoleErrors }) => {
      if (signedInPaths.includes(path)) test.slow(); // staff make a program and a learner signs up first
      let address = hindi;
      if (signedInPaths.includes(path)) {
        const { enrollmentId } = await hindiLearner(page, browser);
        if (path === paths.dashboardLearn) address = `${hindi}?enrollment=${enrollmentId}`;
      }
      await page.goto(address);
      await settled(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page).toHaveTitle(DEVANAGARI);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${hindi.replace(/\//g, "\\/")}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`:\\d+${path === "/" ? "/" : path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", new RegExp(`${hindi}$`));
      expect(await untranslatedTexts(page)).toEqual([]);
      await expectNoViolations(page);
      await shoot(page, shotName(path));
      await expectCleanConsole(consoleErrors);
    });
  }

  test("a learner's Hindi dashboard tabs, lesson and quiz are Hindi; a signed-out visitor is sent to the Hindi sign-in", async ({ page, browser, consoleErrors }) => {
    test.slow(); // staff make a program, a learner signs up, then every tab and the quiz
    const { enrollmentId } = await hindiLearner(page, browser);
    await page.goto(localizedPath(paths.dashboard, "hi"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3, name: HINDI_TITLE })).toBeVisible();

    await main.getByRole("tab", { name: "मेरे पंजीकरण" }).click();
    await expect(main.getByRole("heading", { name: "अभी कोई पंजीकरण नहीं" })).toBeVisible();
    expect(await untranslatedTexts(page)).toEqual([]);

    await main.getByRole("tab", { name: "प्रमाणपत्र" }).click();
    await expect(main.getByRole("heading", { name: "अभी कोई प्रमाणपत्र नहीं" })).toBeVisible();
    expect(await untranslatedTexts(page)).toEqual([]);

    await main.getByRole("tab", { name: "प्रोफ़ाइल" }).click();
    const profile = main.getByRole("tabpanel", { name: "प्रोफ़ाइल" });
    await expect(profile.getByRole("form", { name: "पासवर्ड बदलें" })).toBeVisible();
    await expect(profile.getByRole("list", { name: "सेशन" }).getByText("यह डिवाइस")).toBeVisible();
    await expect(profile.getByRole("button", { name: "टू-फ़ैक्टर साइन इन सेट करें" })).toBeVisible();
    expect(await untranslatedTexts(page)).toEqual([]);
    await expectNoViolations(page);
    await shoot(page, "hi-dashboard-profile");

    // The account's language: Hindi from now on for its mails and certificates.
    const language = profile.getByRole("form", { name: "भाषा" });
    await language.getByRole("radio", { name: "हिन्दी" }).check();
    await language.getByRole("button", { name: "भाषा सहेजें" }).click();
    await expect(language.getByRole("status")).toHaveText("सहेज लिया गया। आपके ईमेल और नए प्रमाणपत्र हिन्दी में होंगे।");
    expect((await (await page.request.get("/api/v1/me")).json()).profile.locale).toBe("hi");

    // A validation message and the dialog in Hindi.
    await profile.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).click();
    const dialog = page.getByRole("dialog", { name: "प्रोफ़ाइल बदलें" });
    await dialog.getByLabel("पूरा नाम").fill("");
    await dialog.getByRole("button", { name: "बदलाव सहेजें" }).click();
    await expect(dialog.getByText("पूरा नाम ज़रूरी है")).toBeVisible();
    await dialog.getByRole("button", { name: "रद्द करें" }).click();
    await expect(dialog).toBeHidden();

    // The learning page: a lesson staff wrote in Hindi, and the English-only module's quiz, taken once.
    await page.goto(`${localizedPath(paths.dashboardLearn, "hi")}?enrollment=${enrollmentId}`);
    await main.getByText(`पाठ: ${HINDI_MODULE}`).click();
    await expect(main.getByRole("heading", { level: 3, name: "वितरण" })).toBeVisible();
    const quiz = main.getByRole("region", { name: `क्विज़: ${ENGLISH_MODULE}` });
    await expect(quiz.getByText("पास अंक 50%")).toBeVisible();
    await quiz.getByRole("button", { name: "क्विज़ शुरू करें" }).click();
    const attempt = quiz.getByRole("form", { name: `क्विज़: ${ENGLISH_MODULE}, प्रयास 1` });
    await expect(attempt.getByRole("radio", { name: "सही" })).toBeVisible();
    expect(await untranslatedTexts(page)).toEqual([]);
    await attempt.getByRole("radio", { name: "ग़लत" }).check();
    await attempt.getByRole("button", { name: "उत्तर जमा करें" }).click();
    await expect(quiz.getByRole("heading", { name: "प्रयास 1: आपके 0% अंक आए" })).toBeVisible();
    await expect(quiz.getByText("पास होने के लिए 50% अंक चाहिए।")).toBeVisible();
    await expect(quiz.getByText("1 प्रयास बाकी")).toBeVisible();
    expect(await untranslatedTexts(page)).toEqual([]);
    await expectNoViolations(page);
    await shoot(page, "hi-learn-quiz");
    await expectCleanConsole(consoleErrors);

    // Signed out, the Hindi dashboard sends to the Hindi sign-in page (the server, without a session cookie).
    await page.context().clearCookies();
    await page.goto(localizedPath(paths.dashboard, "hi"));
    await expect(page).toHaveURL(/\/hi\/auth$/);
  });

  test("the two-factor step of a sign-in from /hi/auth is Hindi", async ({ page, consoleErrors }) => {
    const learner = await signUpAndSignIn(page);
    const { key } = await enrollTwoFactor(page, learner.password);
    await page.context().clearCookies();
    await page.goto(localizedPath(paths.auth, "hi"));
    const main = page.getByRole("main");
    await main.getByLabel("ईमेल").fill(learner.email);
    await main.getByLabel("पासवर्ड", { exact: true }).fill(learner.password);
    await main.getByRole("button", { name: "साइन इन", exact: true }).click();
    const challenge = main.getByRole("form", { name: "टू-फ़ैक्टर साइन इन" });
    await expect(challenge.getByLabel("ऑथेंटिकेशन कोड")).toBeFocused();
    await challenge.getByRole("button", { name: "पुष्टि करें" }).click();
    await expect(challenge.getByRole("alert")).toHaveText("अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड लिखें।");
    await challenge.getByLabel("ऑथेंटिकेशन कोड").fill("000000");
    await challenge.getByRole("button", { name: "पुष्टि करें" }).click();
    await expect(challenge.getByRole("alert")).toHaveText("यह कोड सही नहीं है। जाँचकर फिर कोशिश करें।");
    expect(await untranslatedTexts(page)).toEqual([]);
    await expectNoViolations(page);
    await shoot(page, "hi-auth-two-factor");
    // The current step's code (enrolTwoFactor used the one before): in, to the Hindi dashboard.
    await challenge.getByLabel("ऑथेंटिकेशन कोड").fill(totpFor(key).generate());
    await challenge.getByRole("button", { name: "पुष्टि करें" }).click();
    await expect(page).toHaveURL(/\/hi\/dashboard$/);
    await expect(main.getByRole("heading", { level: 1, name: "फिर से स्वागत है, Asha Verma!" })).toBeVisible();
    // The wrong code's refusal (401) is the one failed request; nothing else went wrong.
    expect(consoleErrors.filter((e) => !e.includes("status of 401"))).toEqual([]);
    expect(consoleErrors.filter((e) => e.includes("status of 401"))).toHaveLength(1);
  });

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

  test("an unknown address under /hi answers 404 with the Hindi 404 page", async ({ page, request }) => {
    const answer = await request.get("/hi/programs/no-such-page");
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain("<title>पेज नहीं मिला");
    const english = await request.get("/programs/no-such-page");
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain("<title>Page not found");

    await page.goto("/hi/no-such-page");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByText("माफ़ कीजिए! यह पेज नहीं मिला")).toBeVisible();
    await expect(page.getByRole("link", { name: "मुखपृष्ठ पर लौटें" })).toHaveAttribute("href", "/hi");
    expect(await untranslatedTexts(page)).toEqual([]);
  });

  test("a link inside the site to an unknown address shows the Hindi 404 page from a Hindi page", async ({ page }) => {
    await page.goto(localizedPath(paths.home, "hi"));
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    // No link of the site points to an unknown address (a link in content that outlived its page
    // would): the router's own navigation is what such a link does, once the page has hydrated.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Not awaited in the page: the navigation ends in a document load (not-found.tsx), which may
    // destroy this page's context before the router's promise settles.
    await page.evaluate(() => void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/hi/no-such-page"));
    await expect(page).toHaveURL(/\/hi\/no-such-page$/);
    await expect(page.getByText("माफ़ कीजिए! यह पेज नहीं मिला")).toBeVisible();
    await expect(page).toHaveTitle(/^पेज नहीं मिला/);
    await expect(page.getByRole("link", { name: "मुखपृष्ठ पर लौटें" })).toHaveAttribute("href", "/hi");
    expect(await untranslatedTexts(page)).toEqual([]);
  });

  test("the sitemap lists both languages, each naming the other", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Pages that are not indexed (sign-in, certificate verification) are left out in both languages.
    const indexable = (path: string) => sitePages.find((p) => p.path === path)?.indexable;
    for (const path of translatedPaths.hi.filter(indexable)) {
      expect(sitemap).toContain(`${localizedPath(path, "hi")}</loc>`);
      expect(sitemap).toContain(`hreflang="hi" href="http://localhost:`);
    }
    // Pages not to be indexed (sign-in, the learner's pages, the password reset) are not listed in either language.
    for (const path of translatedPaths.hi.filter((p) => !indexable(p))) expect(sitemap).not.toContain(`${localizedPath(path, "hi")}</loc>`);
    expect(sitemap).not.toContain("/hi/auth</loc>");
    expect(sitemap).not.toContain("/hi/certificates/verify</loc>");
  });

  test("a page's answer that depends on the language cookie says so to caches", async ({ request }) => {
    const chosen = await request.get(paths.programs, { headers: { cookie: "lang=hi" }, maxRedirects: 0 });
    expect(chosen.status()).toBe(302);
    expect(chosen.headers()["location"]).toBe(localizedPath(paths.programs, "hi"));
    expect(chosen.headers()["vary"]).toContain("Cookie");
    const english = await request.get(paths.programs, { maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(english.headers()["vary"]).toContain("Cookie");
    // A page that exists in English only (staff pages stay English) answers the same to everyone.
    // (With a session cookie: a signed-out visitor of a staff page is sent to the sign-in page.)
    const staffOnly = await request.get(paths.adminInquiries, { headers: { cookie: "lang=hi; better-auth.session_token=any" }, maxRedirects: 0 });
    expect(staffOnly.status()).toBe(200);
    expect(staffOnly.headers()["vary"]).not.toContain("Cookie");
  });
});
