import type { Locator, Page } from "@playwright/test";
import { assessments, scoreAssessment } from "#contracts/assessment-scoring";
import { signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// A visitor acts as soon as the page shows, long before a slow phone has run its scripts
// (app/lib/early-input.ts, docs/decisions/007). Each test holds every script response back,
// clicks, taps and types while the page is prerendered HTML only, then lets the scripts through
// and checks that every action took effect and no typed character was lost.
//
// How long the page takes to download its scripts and hydrate is the machine's business (on a
// busy 2-core machine it was seen to take more than the 7 s of an assertion): after releasing the
// scripts a test waits for the condition it needs, the page's own word that it has hydrated and
// carried out what was queued (window.__earlyInput.readyAt), and then checks that nothing is left
// pending and every action took effect.

/** Holds back every script of the page until `release()`, which then waits for the replay. */
async function slowScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await waitForHydration(page);
      // The replay is over: no control may still be marked as waiting for it.
      await expect(page.locator("[data-early-pending]")).toHaveCount(0);
    },
    /** True while React has not started on the page: the actions above were made before it. */
    notStarted: () => page.evaluate(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules === undefined),
  };
}

/** Opens `path` and returns once the prerendered page shows (its scripts held back). */
async function openLoading(page: Page, path: string) {
  const scripts = await slowScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return scripts;
}

async function expectPending(control: Locator) {
  await expect(control).toHaveAttribute("aria-busy", "true");
}

/** Picks option `choices[i]` of each question of the readiness assessment. */
async function answerAll(page: Page, choices: number[]) {
  for (const [i, q] of assessments.readiness.questions.entries()) {
    const group = page.getByRole("group", { name: `${i + 1}. ${q.text}`, exact: true });
    await group.getByText(q.options[choices[i]], { exact: true }).click();
  }
}

/** The report of those answers, scored as the page scores them. */
async function expectReport(page: Page, choices: number[]) {
  const readiness = assessments.readiness;
  await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible();
  const report = scoreAssessment(readiness, Object.fromEntries(readiness.questions.map((q, i) => [q.id, choices[i]])));
  const scores = page.getByRole("list", { name: "Scores by dimension" });
  for (const d of report.dimensions) await expect(scores.getByRole("listitem").filter({ hasText: d.label })).toContainText(`${d.score} / 100`);
}

test.describe("before the page has hydrated", () => {
  test("/auth: the Sign Up tab switches", async ({ page, consoleErrors }) => {
    const scripts = await openLoading(page, "/auth");
    const signUpTab = page.getByRole("tab", { name: "Sign Up" });
    await signUpTab.click();
    await expectPending(signUpTab);
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Sign up" })).toBeVisible();
    await expect(signUpTab).not.toHaveAttribute("aria-busy", "true");
    await expectCleanConsole(consoleErrors);
  });

  test("/auth: e-mail and password typed and Enter pressed are kept and the sign-in is attempted once", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/auth/sign-in/email") && calls.push(r.method()));
    const scripts = await openLoading(page, "/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").pressSequentially("nobody@example.com");
    await form.getByLabel("Password").pressSequentially("Wrong-pass-123");
    await form.getByLabel("Password").press("Enter");
    await form.getByLabel("Password").press("Enter");
    expect(await scripts.notStarted()).toBe(true);
    expect(page.url()).toMatch(/\/auth$/);
    await scripts.release();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("nobody@example.com");
    expect(calls).toEqual(["POST"]);
    expect(page.url()).toMatch(/\/auth$/);
  });

  test("/auth: Continue with LinkedIn is carried out", async ({ page }) => {
    const scripts = await openLoading(page, "/auth");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).first().click();
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    // The stand-in provider refuses LinkedIn (tests/e2e/support/e2e-server.ts) and sends the visitor
    // back to /auth, a new page load: once that page is ready, the spec's toast.
    await page.waitForURL(/\/auth\?provider=linkedin&error=/);
    await waitForHydration(page);
    await expect(page.getByText("Failed to sign in with LinkedIn. Please try again.")).toBeVisible();
  });

  test("/reset-password: the address typed and Send Reset Link tapped while loading request the link", async ({ page }) => {
    const scripts = await openLoading(page, "/reset-password");
    await page.getByRole("main").getByLabel("Email", { exact: true }).pressSequentially("nobody-here@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(page.getByText("If an account exists for nobody-here@example.com, we sent it a link to choose a new password.")).toBeVisible();
  });

  test("the chat button opens the assistant", async ({ page, consoleErrors }) => {
    const scripts = await openLoading(page, "/about");
    const launcher = page.getByRole("button", { name: "Open AI Assistant chat" });
    await launcher.click();
    await launcher.click(); // "nothing happened": a second tap does not close it again
    await expectPending(launcher);
    await scripts.release();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("search opens from the header button and from Ctrl+K", async ({ page }) => {
    let scripts = await openLoading(page, "/programs");
    await page.getByRole("banner").getByRole("button", { name: /^Search/ }).first().click();
    await scripts.release();
    await expect(page.getByPlaceholder("Search for courses, programs, resources...")).toBeVisible();

    await page.unrouteAll();
    scripts = await openLoading(page, "/about");
    await page.locator("body").press("Control+k");
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(page.getByPlaceholder("Search for courses, programs, resources...")).toBeVisible();
  });

  test("/api-docs: the Examples tab opens", async ({ page }) => {
    const scripts = await openLoading(page, "/api-docs");
    const examples = page.getByRole("tab", { name: "Examples" });
    await examples.click();
    await scripts.release();
    await expect(examples).toHaveAttribute("aria-selected", "true");
  });

  for (const [path, action] of [
    ["/programs/seminars", "Register Now"],
    ["/programs/webinars", "Register"],
  ] as const) {
    test(`${path}: ${action} sends a signed-out visitor to /auth`, async ({ page }) => {
      const scripts = await openLoading(page, path);
      await page.getByRole("button", { name: action, exact: true }).first().click();
      expect(await scripts.notStarted()).toBe(true);
      await scripts.release();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test("listing action for a signed-in learner shows the spec's toast", async ({ page }) => {
    await signUpAndSignIn(page);
    const scripts = await openLoading(page, "/programs/seminars");
    await page.getByRole("button", { name: "Register Now" }).first().click();
    await scripts.release();
    await expect(page.getByText("Registration Successful", { exact: true })).toBeVisible();
  });

  test("footer newsletter: the address typed while loading is kept and subscribed", async ({ page }) => {
    const email = `early-${Date.now()}@example.com`;
    const scripts = await openLoading(page, "/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").pressSequentially(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(page.getByText("Successfully subscribed!", { exact: true })).toBeVisible();
    const response = await page.request.get("/api/v1/newsletter");
    expect(response.status()).not.toBe(500);
  });

  test("/contact: every field typed while loading is kept, and Send sends it", async ({ page, consoleErrors }) => {
    const scripts = await openLoading(page, "/contact");
    const values = {
      Name: "Asha Verma",
      Email: `asha-${Date.now()}@example.com`,
      Company: "Acme Learning",
      Subject: "Team training",
      Message: "We would like a workshop for twenty engineers in March.",
    };
    const form = page.getByRole("main");
    for (const [label, value] of Object.entries(values)) await form.getByLabel(new RegExp(`^${label}`)).pressSequentially(value);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("/contact: typed text survives hydration even without a click", async ({ page }) => {
    const scripts = await openLoading(page, "/contact");
    await page.getByLabel(/^Name/).pressSequentially("Ravi Kumar");
    await page.getByLabel(/^Message/).pressSequentially("Hello there, a question about pricing.");
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expect(page.getByLabel(/^Name/)).toHaveValue("Ravi Kumar");
    // The form's state holds it too: the character counter counts it.
    await expect(page.getByText("38/1000")).toBeVisible();
  });

  test("/resources/ai-readiness-assessment: answers picked and See My Report tapped while loading give the report", async ({ page, consoleErrors }) => {
    const readiness = assessments.readiness;
    const choices = readiness.questions.map((_, i) => (i * 3) % 4);
    const scripts = await openLoading(page, "/resources/ai-readiness-assessment");
    await answerAll(page, choices);
    await page.getByRole("button", { name: "See My Report" }).click();
    expect(await scripts.notStarted()).toBe(true);
    await scripts.release();
    await expectReport(page, choices);
    await expectCleanConsole(consoleErrors);
  });

  test("/resources/ai-readiness-assessment: the questions answer before their own code has loaded, once the page has", async ({ page, consoleErrors }) => {
    // The questions' code loads on its own (features/assessments/assessment-tool.tsx): the rest
    // of the page hydrates first, and React keeps the questions as the HTML drew them meanwhile.
    let releaseForm!: () => void;
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route(/\/assets\/assessment-page-[\w-]+\.js$/, async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto("/resources/ai-readiness-assessment");
    await waitForHydration(page);
    const choices = assessments.readiness.questions.map((_, i) => (i + 1) % 4);
    await answerAll(page, choices);
    const see = page.getByRole("button", { name: "See My Report" });
    await see.click();
    // The questions' code was held back: the tap waits for it.
    await expect(page.locator("[data-hydrates-later]")).toHaveCount(1);
    await expectPending(see);
    releaseForm();
    await expectReport(page, choices);
    await expect(page.locator("[data-hydrates-later]")).toHaveCount(0);
    await expectCleanConsole(consoleErrors);
  });

  test("the mobile menu opens on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const scripts = await openLoading(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await scripts.release();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the Solutions menu opens on a desktop", async ({ page }) => {
    const scripts = await openLoading(page, "/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await trigger.click();
    await scripts.release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("the hero carousel moves once per tap on its arrow", async ({ page }) => {
    const scripts = await openLoading(page, "/");
    const next = page.getByRole("button", { name: "Next slide" });
    await next.click();
    await next.click();
    await scripts.release();
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  });

  test("a filter on /careers applies", async ({ page }) => {
    const scripts = await openLoading(page, "/careers");
    const engineering = page.getByRole("button", { name: /^Engineering/ });
    await engineering.click();
    await scripts.release();
    await expect(engineering).toHaveAttribute("aria-pressed", "true");
  });

  test("a search typed into /blog while loading filters the articles once ready", async ({ page }) => {
    const scripts = await openLoading(page, "/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).pressSequentially("TRANSFORMERS");
    await page.getByRole("group", { name: "Filter articles by category" }).getByRole("button", { name: "Research Report" }).click();
    await scripts.release();
    await expect(page.getByRole("region", { name: "Search Results" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("TRANSFORMERS");
    await expect(page.getByRole("group", { name: "Filter articles by category" }).getByRole("button", { name: "Research Report" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("keyboard: Tab to the chat button and Space opens it", async ({ page }) => {
    const scripts = await openLoading(page, "/press");
    await page.getByRole("button", { name: "Open AI Assistant chat" }).focus();
    await page.keyboard.press("Space");
    await scripts.release();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("links work, and no form sends its fields in a URL", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("Email").fill("learner@example.com");
    await signIn.getByLabel("Password").fill("Secret-pass-1");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).search).toBe("");
    expect(page.url()).toMatch(/\/auth$/);

    await page.goto("/contact");
    await page.getByRole("main").getByLabel(/^Email/).fill("visitor@example.com");
    await page.getByRole("main").getByLabel(/^Email/).press("Enter");
    await page.waitForLoadState("load");
    expect(page.url()).toMatch(/\/contact$/);
  });
});
