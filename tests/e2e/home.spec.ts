import type { Locator, Page } from "@playwright/test";
import { expect, expectCleanConsole, test } from "./fixtures";
import { pauseClockSoon } from "./clock";

const slideTitles = [/Build an AI-ready workforce/, /Learn from experts and grow/, /Courses built for every/];

/** The carousel shows slide n (1-based): its picker is current and only its title is exposed. */
async function expectSlide(page: Page, n: number) {
  const carousel = page.getByRole("region", { name: "Highlights" });
  await expect(carousel.getByRole("button", { name: `Go to slide ${n}` })).toHaveAttribute("aria-current", "true");
  for (const [i, title] of slideTitles.entries()) {
    await expect(carousel.getByRole("heading", { name: title })).toHaveCount(i === n - 1 ? 1 : 0);
  }
}

/** Lets the page hydrate with the clock running, then stops time so each test moves it by hand. */
async function hydrateWithPausedClock(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await pauseClockSoon(page);
}

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/**
 * Resolves once the page's intersection observers have seen `scope` where it is now. They report on
 * the browser's next rendering update, which the paused clock does not drive; an observer made now
 * reports in the same update as the page's own, or later, and after them.
 */
async function observedOnScreen(scope: Locator) {
  await scope.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(el);
      }),
  );
}

async function expectLinks(scope: Locator, links: [string, string][]) {
  for (const [name, href] of links) await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

test.describe("home page", () => {
  test("shows every section in the spec's order", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cortexa AI: AI training for enterprises, institutions and learners");
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Build an AI-ready workforce", // hero carousel, first slide
      "Turn your teams into AI practitioners", // second hero
      "Trusted by teams and institutions", // partner strip
      "Simple, transparent pricing",
      "AI training solutions for every goal",
      "The AI technology behind your learning",
      "Cortexa AI in numbers", // statistics band
      "What our learners and clients say",
      "Ready to build your AI advantage?",
    ].map((start) => headings.findIndex((h) => h.startsWith(start)));
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Navigation bar and footer come once, from the shell.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
    await expectCleanConsole(consoleErrors);
  });

  test("hero carousel: three slides, their buttons and the demo video", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expectSlide(page, 1);
    await expectLinks(carousel, [["Start Your Journey", "/auth"]]);
    const demo = carousel.getByRole("link", { name: /Watch Demo/ });
    await expect(demo).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\//);
    await expect(demo).toHaveAttribute("target", "_blank");
    await expect(demo).toHaveAttribute("rel", "noopener noreferrer");
    await expect(carousel.getByText("500K+")).toBeVisible();

    await carousel.getByRole("button", { name: "Go to slide 2" }).click();
    await expectSlide(page, 2);
    await expectLinks(carousel, [["Explore Programs", "/programs"]]);
    for (const figure of ["95%", "4.9/5", "3x"]) await expect(carousel.getByText(figure, { exact: true })).toBeVisible();

    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expectSlide(page, 3);
    await expectLinks(carousel, [["View Courses", "/programs"]]);
    for (const figure of ["200+", "500+", "24/7"]) await expect(carousel.getByText(figure, { exact: true })).toBeVisible();
    await carousel.getByRole("link", { name: "View Courses" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expectCleanConsole(consoleErrors);
  });

// Timers that React sets after a state change start when React renders, so each runFor below ends
// exactly when a timer is due: the next one then starts at a known time.

  test("carousel auto-advances every 6 s and wraps around", async ({ page }) => {
    await hydrateWithPausedClock(page);
    await expectSlide(page, 1);
    // The first 6 s began at hydration, a moment before the clock was paused.
    await page.clock.runFor(6000);
    await expectSlide(page, 2);
    // From a known start: stop and restart the rotation, then watch three intervals.
    const carousel = page.getByRole("region", { name: "Highlights" });
    await carousel.getByRole("button", { name: "Stop slide rotation" }).click();
    await carousel.getByRole("button", { name: "Start slide rotation" }).click();
    for (const next of [3, 1, 2]) {
      await page.clock.runFor(5900);
      await expectSlide(page, next === 1 ? 3 : next - 1);
      await page.clock.runFor(100);
      await expectSlide(page, next);
    }
  });

  test("a slide choice pauses auto-advance for 10 s, then it resumes", async ({ page }) => {
    await hydrateWithPausedClock(page);
    const carousel = page.getByRole("region", { name: "Highlights" });
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expectSlide(page, 3);
    await page.clock.runFor(9900);
    await expectSlide(page, 3);
    await page.clock.runFor(100);
    // Resumed at 10 s: the next advance comes one full interval later.
    await page.clock.runFor(5900);
    await expectSlide(page, 3);
    await page.clock.runFor(100);
    await expectSlide(page, 1);
    await page.clock.runFor(6000);
    await expectSlide(page, 2);
  });

  test("previous and next pause it too, and a second choice restarts the pause", async ({ page }) => {
    await hydrateWithPausedClock(page);
    const carousel = page.getByRole("region", { name: "Highlights" });
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 3);
    await page.clock.runFor(8000);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    await page.clock.runFor(8000); // 16 s after the first choice, 8 s after the second: still paused
    await expectSlide(page, 1);
    await page.clock.runFor(2000); // 10 s after the second choice: resumed
    await page.clock.runFor(5900);
    await expectSlide(page, 1);
    await page.clock.runFor(100);
    await expectSlide(page, 2);
  });

  test("carousel is keyboard operable and can be stopped", async ({ page, consoleErrors }) => {
    await hydrateWithPausedClock(page);
    const carousel = page.getByRole("region", { name: "Highlights" });
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 3);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 1);
    await carousel.getByRole("button", { name: "Go to slide 2" }).focus();
    await page.keyboard.press("Space");
    await expectSlide(page, 2);

    await carousel.getByRole("button", { name: "Stop slide rotation" }).click();
    await page.clock.runFor(30_000);
    await expectSlide(page, 2);
    await carousel.getByRole("button", { name: "Start slide rotation" }).click();
    await page.clock.runFor(6000);
    await expectSlide(page, 3);
    await expectCleanConsole(consoleErrors);
  });

  test("nothing moves under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await hydrateWithPausedClock(page);
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel.getByRole("button", { name: "Start slide rotation" })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    // Manual choice still works, without restarting the rotation.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(20_000);
    await expectSlide(page, 2);
    // The partner strip stands still and the statistics show their final figures.
    const marquee = region(page, /Trusted by teams/).locator("ul").first();
    expect(await marquee.evaluate((el) => getComputedStyle(el.parentElement!).animationName)).toBe("none");
    await region(page, "Cortexa AI in numbers").scrollIntoViewIfNeeded();
    await expect(region(page, "Cortexa AI in numbers").getByText("500K+")).toBeVisible();
  });

  test("second hero and scrolling partner strip", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const hero = region(page, /Turn your teams into AI practitioners/);
    await expect(hero.getByText("14-day free trial, no credit card required")).toBeVisible();
    await expectLinks(hero, [["Start Free Trial", "/auth"]]);
    const strip = region(page, /Trusted by teams/);
    // One list for screen readers; the copy that makes the loop seamless is hidden from them.
    await expect(strip.getByRole("listitem")).toHaveCount(12);
    await expect(strip.getByRole("listitem").first()).toHaveText("Kaveri Systems");
    const marquee = strip.locator("ul").first().locator("..");
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationName)).toBe("marquee");
    // Keyboard users can stop it (no JavaScript involved).
    await strip.getByRole("checkbox", { name: "Pause" }).check();
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await strip.getByRole("checkbox", { name: "Pause" }).uncheck();
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    await hero.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectCleanConsole(consoleErrors);
  });

  test("pricing: three plans in USD and INR, exactly as the spec", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const pricing = region(page, "Simple, transparent pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText([
      "AI Training Essentials",
      "AI Corporate Suite",
      "AI Excellence Partnership",
    ]);
    const card = (name: string) => pricing.getByRole("heading", { name, exact: true }).locator("..");

    const essentials = card("AI Training Essentials");
    for (const text of [
      "Foundation Program",
      "$100",
      "₹5,999",
      "per hour",
      "Duration: 1-4 weeks",
      "Workshops for up to 20 employees",
      "1 month of support",
      "ToC and client meetings $10 or ₹499",
      "Consulting $300 or ₹25K",
    ]) {
      await expect(essentials.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(essentials.getByText("Most Popular")).toHaveCount(0);

    const suite = card("AI Corporate Suite");
    for (const text of [
      "Most Popular",
      "Advanced / Enterprise Program",
      "$200",
      "₹7,999",
      "Duration: 1-12 weeks",
      "Training for 20-40 employees",
      "Certification",
      "3-month mentorship",
      "Meetings $20 or ₹999",
      "Consulting $600 or ₹50K",
    ]) {
      await expect(suite.getByText(text, { exact: true })).toBeVisible();
    }

    const partnership = card("AI Excellence Partnership");
    for (const text of ["Custom Enterprise", "Custom", "Quote", "Duration: Ongoing"]) {
      await expect(partnership.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(partnership.getByText("Extra fees")).toHaveCount(0);
    await expect(partnership.getByText("per hour")).toHaveCount(0);

    await expect(pricing.getByText("Every plan starts with a 14-day free trial, no credit card required.")).toBeVisible();
    const buttons = pricing.getByRole("link");
    await expect(buttons).toHaveCount(3);
    // The spec's target, /auth, carrying the plan on to /team/new after sign-in.
    expect(await Promise.all((await buttons.all()).map((b) => b.getAttribute("href")))).toEqual(["/auth?plan=essentials", "/auth?plan=corporate", "/auth?plan=partnership"]);
    await pricing.getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/auth\?plan=partnership$/);
    await expectCleanConsole(consoleErrors);
  });

  test("solutions grid has six cards and three buttons; AI technology grid has eight cards", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const solutions = region(page, "AI training solutions for every goal");
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expectLinks(solutions, [
      ["Explore Programs", "/programs"],
      ["Corporate Solutions", "/solutions/corporate-training"],
      ["Talk to an Expert", "/contact"],
    ]);
    await expect(solutions.getByRole("link")).toHaveCount(3);
    const technology = region(page, "The AI technology behind your learning");
    await expect(technology.getByRole("heading", { level: 3 })).toHaveCount(8);
    await solutions.getByRole("link", { name: "Corporate Solutions" }).click();
    await expect(page).toHaveURL(/\/solutions\/corporate-training$/);
    await expectCleanConsole(consoleErrors);
  });

  test("statistics band counts from 0 in 50 steps of 40 ms when it scrolls into view", async ({ page, consoleErrors }) => {
    await hydrateWithPausedClock(page);
    const band = region(page, "Cortexa AI in numbers");
    const values = band.locator("dd");
    const labels = band.locator("dt");
    await expect(labels).toHaveText(["Learners trained", "Completion rate", "Enterprise clients", "Countries"]);
    // Off-screen after hydration: reset to 0, waiting to be seen.
    await expect(values).toHaveText(["0+", "0%", "0+", "0+"]);
    await page.clock.runFor(5000);
    await expect(values).toHaveText(["0+", "0%", "0+", "0+"]);

    await band.scrollIntoViewIfNeeded();
    await observedOnScreen(band);
    await page.clock.runFor(40);
    await expect(values).toHaveText(["10K+", "2%", "20+", "1+"]);
    await page.clock.runFor(24 * 40);
    await expect(values).toHaveText(["250K+", "49%", "500+", "25+"]);
    await page.clock.runFor(24 * 40);
    await expect(values).toHaveText(["490K+", "96%", "980+", "49+"]);
    await page.clock.runFor(40);
    await expect(values).toHaveText(["500K+", "98%", "1000+", "50+"]);
    // It counts once.
    await page.mouse.wheel(0, -3000);
    await page.clock.runFor(1000);
    await band.scrollIntoViewIfNeeded();
    await page.clock.runFor(1000);
    await expect(values).toHaveText(["500K+", "98%", "1000+", "50+"]);
    await expectCleanConsole(consoleErrors);
  });

  test("three testimonials and the call-to-action band", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const testimonials = region(page, "What our learners and clients say");
    await expect(testimonials.locator("blockquote")).toHaveCount(3);
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    await expect(testimonials.getByText("Priya Raghavan")).toBeVisible();
    const cta = region(page, "Ready to build your AI advantage?");
    await expectLinks(cta, [
      ["Start Your Free Trial", "/auth"],
      ["Browse Programs", "/programs"],
      ["Talk to Sales", "/contact"],
    ]);
    await cta.getByRole("link", { name: "Talk to Sales" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectCleanConsole(consoleErrors);
  });

  test("the static sections cost no JavaScript on a first visit, and stay as prerendered", async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto("/");
    await page.mouse.wheel(0, 20_000);
    await expect(region(page, "Ready to build your AI advantage?")).toBeInViewport();
    await expect(region(page, "Simple, transparent pricing").getByRole("heading", { level: 3 })).toHaveCount(3);
    expect(scripts.some((path) => path.includes("static-sections"))).toBe(false);
    // Their links are ordinary links to the prerendered pages.
    await region(page, "Ready to build your AI advantage?").getByRole("link", { name: "Browse Programs" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expectCleanConsole(consoleErrors);
  });

  test("prerendered HTML has all the content, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const text of ["Start Your Journey", "Simple, transparent pricing", "₹5,999", "Most Popular", "Talk to Sales", "Priya Raghavan"]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    // Search engines and visitors without JavaScript see the final figures.
    await expect(region(page, "Cortexa AI in numbers").locator("dd")).toHaveText(["500K+", "98%", "1000+", "50+"]);
    await context.close();
  });

  test("a client-side navigation back to the home page renders every section", async ({ page, consoleErrors }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cortexa AI home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(region(page, "Simple, transparent pricing")).toBeVisible();
    await expect(region(page, "Ready to build your AI advantage?")).toBeVisible();
    // Its links are now router links.
    await region(page, "Simple, transparent pricing").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/auth\?plan=essentials$/);
    await expectCleanConsole(consoleErrors);
  });

  for (const width of [360, 1440]) {
    test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
