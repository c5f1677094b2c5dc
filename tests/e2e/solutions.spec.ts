import type { Locator, Page } from "@playwright/test";
import { expect, expectCleanConsole, test } from "./fixtures";

// The nine solution and industry pages (spec section 2): each page's key texts, the counts the spec
// fixes, and every button with its target.

/** [accessible name, target, how many on the page] */
type LinkSpec = [string | RegExp, string, number];

async function expectLinks(page: Page, links: LinkSpec[]) {
  const main = page.getByRole("main");
  for (const [name, href, count] of links) {
    const found = main.getByRole("link", { name, exact: true });
    await expect(found, String(name)).toHaveCount(count);
    for (const link of await found.all()) await expect(link, String(name)).toHaveAttribute("href", href);
  }
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const cardTitles = (section: Locator) => section.getByRole("heading", { level: 3 });

async function followFirst(page: Page, name: string, path: string) {
  await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe("solution and industry pages", () => {
  test("healthcare", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/healthcare");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Training for Healthcare Professionals");

    await expect(cardTitles(region(page, "AI Applications in Healthcare"))).toHaveText([
      "Medical Imaging & Diagnostics",
      "Clinical Decision Support",
      "Predictive Patient Analytics",
      "Drug Discovery & Research",
    ]);

    const programs = region(page, "Healthcare AI Training Programs");
    await expect(cardTitles(programs)).toHaveText(["AI in Medical Imaging", "Clinical Data Science", "Healthcare AI Leadership"]);
    const imaging = programs.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "AI in Medical Imaging" }) });
    await expect(imaging).toContainText("Duration:12 weeks");
    await expect(imaging).toContainText("Certification:Certified AI Medical Imaging Specialist");
    await expect(imaging.getByText("Highlights")).toBeVisible();
    await expect(imaging.getByText("DICOM handling and expert annotation")).toBeVisible();

    const impact = region(page, "Our Impact in Healthcare");
    await expect(impact.getByRole("term")).toHaveCount(4);
    await expect(impact).toContainText("10,000+");

    await expectLinks(page, [
      ["Explore Programs", "/programs", 1],
      ["Download Brochure", "/contact", 1],
      ["Enroll Now", "/auth", 3],
      // The visible label is the spec's; screen readers (and search engines) also hear what it is about.
      [/^Learn More about/, "/case-studies", 1],
      ["Start Your Journey", "/auth", 1],
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: /^Learn More about/ })).toContainText("Learn More");
    // Each Enroll Now says which program it is for.
    await expect(programs.getByRole("link", { name: "Enroll Now" }).first()).toHaveAccessibleDescription("AI in Medical Imaging");
    await expectCleanConsole(consoleErrors);
    await followFirst(page, "Explore Programs", "/programs");
  });

  test("financial services", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/financial-services");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Training for");

    await expect(cardTitles(region(page, "AI Solutions for Finance"))).toHaveCount(4);
    const programs = region(page, "Certification Programs");
    await expect(cardTitles(programs)).toHaveCount(3);
    const cards = programs.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.nth(0)).toContainText("Intermediate");
    await expect(cards.nth(0)).toContainText("Duration:10 weeks");
    await expect(cards.nth(0)).toContainText("Price:$2,999");
    await expect(cards.nth(1)).toContainText("Price:$3,499");
    await expect(cards.nth(1)).toContainText("Advanced");
    await expect(cards.nth(2)).toContainText("Price:$2,499");
    await expect(cards.nth(2)).toContainText("Beginner");
    await expect(cardTitles(region(page, "Real-World Applications"))).toHaveText([
      "Retail & Corporate Banking",
      "Insurance & Wealth Management",
    ]);

    await expectLinks(page, [
      ["Enroll Now", "/auth", 3],
      ["Start Learning Today", "/auth", 1],
      ["Schedule Consultation", "/contact", 1],
      ["View Programs", "/programs", 1],
      ["Corporate Training", "/solutions/corporate-training", 1],
    ]);
    await followFirst(page, "Corporate Training", "/solutions/corporate-training");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Transforms Your Workforce");
    await expectCleanConsole(consoleErrors);
  });

  test("corporate training", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/corporate-training");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Training That Transforms Your Workforce");

    const stats = region(page, "Key figures");
    await expect(stats.getByRole("term")).toHaveCount(4);
    await expect(stats).toContainText("1000+");
    await expect(cardTitles(region(page, "Why Enterprises Choose Us"))).toHaveCount(4);
    await expect(cardTitles(region(page, "Our Training Offerings"))).toHaveCount(6);
    const industries = region(page, "Industries We Serve");
    await expect(cardTitles(industries)).toHaveCount(6);
    await expect(industries.getByRole("listitem")).toHaveCount(6);
    await expect(industries.getByRole("listitem").first()).toContainText("320+ companies trained");
    await expect(cardTitles(region(page, "Our Training Process"))).toHaveText([
      "Step 1: Assessment",
      "Step 2: Customization",
      "Step 3: Implementation",
      "Step 4: Evaluation",
    ]);

    await expectLinks(page, [
      ["Request Custom Proposal", "/contact", 1],
      ["Download Curriculum", "/contact", 1],
      ["Schedule Consultation", "/contact", 1],
      ["View Success Stories", "/case-studies", 1],
    ]);
    await expectCleanConsole(consoleErrors);
    await followFirst(page, "Request Custom Proposal", "/contact");
  });

  test("institutional training", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/institutional-training");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Education Partnerships for Universities and Colleges");

    await expect(cardTitles(region(page, "Institutional Programs"))).toHaveCount(4);
    await expect(region(page, "Key figures").getByRole("term")).toHaveCount(4);
    await expect(cardTitles(region(page, "Comprehensive Institutional Support"))).toHaveText([
      "Curriculum & Content",
      "Infrastructure & Labs",
      "Faculty Enablement",
      "Placement & Industry Connect",
    ]);
    const stories = region(page, "Success Stories");
    await expect(cardTitles(stories)).toHaveCount(3);

    await expectLinks(page, [
      ["Read Case Study", "/case-studies", 3],
      ["Partner With Us", "/contact", 1],
      ["Request Partnership Proposal", "/contact", 1],
    ]);
    await expectCleanConsole(consoleErrors);
    await stories.getByRole("link", { name: "Read Case Study" }).nth(1).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("skilling programs", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/skilling-programs");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Job-Ready AI Skills");

    const programs = region(page, "Our Skilling Programs");
    await expect(cardTitles(programs)).toHaveCount(4);
    const cards = programs.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    for (const [i, price] of ["₹49,999", "₹59,999", "₹39,999", "₹69,999"].entries()) {
      await expect(cards.nth(i)).toContainText(`Price:${price}`);
      await expect(cards.nth(i)).toContainText("Duration:");
      await expect(cards.nth(i).getByText("Skills", { exact: true })).toBeVisible();
    }
    await expect(cards.nth(0)).toContainText("Beginner");
    await expect(cards.nth(3)).toContainText("Advanced");
    await expect(cardTitles(region(page, "Your Career Pathway"))).toHaveText(["Entry Level", "Professional", "Specialist", "Leadership"]);

    await expectLinks(page, [
      ["View Details", "/programs", 4],
      ["Enroll Now", "/auth", 4],
    ]);
    await expectCleanConsole(consoleErrors);
    await followFirst(page, "Enroll Now", "/auth");
  });

  test("re-skilling", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/re-skilling");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move Into an AI Career Without Starting Over");

    const transitions = region(page, "Popular Career Transitions");
    await expect(cardTitles(transitions)).toHaveCount(4);
    const first = cardTitles(transitions).first();
    await expect(first).toContainText("From");
    await expect(first).toContainText("Software Developer");
    await expect(first).toContainText("Machine Learning Engineer");
    await expect(transitions).toContainText("Duration: 16 weeks");
    await expect(transitions).toContainText("4 modules");

    await expect(cardTitles(region(page, "Why Re-skill With Us"))).toHaveCount(4);
    await expect(cardTitles(region(page, "Your Re-skilling Journey"))).toHaveCount(4);

    const demand = region(page, "Industry Demand for AI Skills");
    await expect(demand.getByRole("listitem")).toHaveCount(6);
    await expect(demand.getByRole("listitem").first()).toContainText("IT & Software Services");
    await expect(demand.getByRole("listitem").first()).toContainText("92%");

    const stories = region(page, "Success Stories");
    await expect(stories.getByRole("figure")).toHaveCount(3);
    await expect(stories.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(stories.getByText("Priya Raghavan")).toBeVisible();

    await expectLinks(page, [
      ["Explore Programs", "/programs", 1],
      ["Talk to a Career Advisor", "/contact", 1],
      ["Book a Free Assessment", "/contact", 1],
      ["Browse Programs", "/programs", 1],
    ]);
    await expectCleanConsole(consoleErrors);
  });

  test("up-skilling", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/up-skilling");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stay Ahead With Advanced AI Skills");

    const programs = region(page, "Up-skilling Programs");
    await expect(cardTitles(programs)).toHaveText(["Advanced AI/ML", "GenAI Mastery", "AI Leadership", "AI Architecture"]);
    const cards = programs.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    for (let i = 0; i < 4; i++) {
      await expect(cards.nth(i)).toContainText("Level:");
      await expect(cards.nth(i)).toContainText("Duration:");
      await expect(cards.nth(i).getByText("Skills", { exact: true })).toBeVisible();
    }
    await expectLinks(page, [
      ["Enroll Now", "/auth", 4],
      ["Explore Programs", "/programs", 1],
      ["Talk to an Advisor", "/contact", 1],
    ]);
    await expectCleanConsole(consoleErrors);
  });

  test("supply chain", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/supply-chain");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Training for Smarter Supply Chains");
    await expect(cardTitles(region(page, "Supply Chain Challenges AI Can Solve"))).toHaveCount(4);
    await expect(cardTitles(region(page, "AI Use Cases We Teach"))).toHaveCount(6);
    const modules = region(page, "Training Modules");
    await expect(cardTitles(modules)).toHaveCount(4);
    await expect(modules).toContainText("AI-Driven Demand Forecasting");
    await expectLinks(page, [
      ["Explore Programs", "/programs", 1],
      ["Schedule Consultation", "/contact", 2],
      ["View Success Stories", "/case-studies", 1],
    ]);
    await expectCleanConsole(consoleErrors);
    await followFirst(page, "View Success Stories", "/case-studies");
  });

  test("manufacturing lists training modules with title, duration, level and topics", async ({ page, consoleErrors }) => {
    await page.goto("/solutions/manufacturing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Training for Smart Manufacturing");
    await expect(cardTitles(region(page, "Manufacturing Challenges AI Can Solve"))).toHaveCount(4);
    await expect(cardTitles(region(page, "AI Use Cases We Teach"))).toHaveCount(6);

    const modules = region(page, "Training Modules");
    await expect(cardTitles(modules)).toHaveCount(3);
    const cards = modules.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    for (const [i, [duration, level]] of [
      ["8 weeks", "Intermediate"],
      ["6 weeks", "Advanced"],
      ["10 weeks", "Expert"],
    ].entries()) {
      await expect(cards.nth(i)).toContainText(`Duration:${duration}`);
      await expect(cards.nth(i)).toContainText(`Level: ${level}`);
      await expect(cards.nth(i).getByText("Topics", { exact: true })).toBeVisible();
    }
    await expect(cards.first()).toContainText("Anomaly detection");
    await expectLinks(page, [
      ["Explore Programs", "/programs", 1],
      ["Schedule Consultation", "/contact", 2],
      ["View Success Stories", "/case-studies", 1],
    ]);
    await expectCleanConsole(consoleErrors);
  });
});

const allPages = [
  "supply-chain",
  "manufacturing",
  "healthcare",
  "financial-services",
  "corporate-training",
  "institutional-training",
  "skilling-programs",
  "re-skilling",
  "up-skilling",
];

test.describe("solution pages layout", () => {
  // One test per page (27 page loads in one test outran the test's time on a busy 2-core machine).
  for (const slug of allPages) {
    test(`${slug}: no horizontal scrolling from 360 to 1440 px, one h1, headings in order`, async ({ page }) => {
      for (const width of [360, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/solutions/${slug}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${slug} at ${width}px`).toBeLessThanOrEqual(width);
        if (width === 360) {
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          // No heading level is skipped (h1 → h2 → h3).
          const levels = await page.locator("main :is(h1,h2,h3,h4,h5,h6)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
          for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${slug} headings`).toBeLessThanOrEqual(1);
        }
      }
    });
  }

  test("content is in the prerendered HTML", async ({ request }) => {
    const expected: Record<string, string[]> = {
      healthcare: ["Healthcare AI Training Programs", "Download Brochure"],
      "financial-services": ["$3,499", "Start Learning Today"],
      "corporate-training": ["Customization", "Request Custom Proposal"],
      "institutional-training": ["Read Case Study", "Request Partnership Proposal"],
      "skilling-programs": ["₹69,999", "Entry Level"],
      "re-skilling": ["Industry Demand for AI Skills", "Priya Raghavan"],
      "up-skilling": ["GenAI Mastery", "AI Architecture"],
      "supply-chain": ["Training Modules", "Demand Forecasting"],
      manufacturing: ["10 weeks", "Expert"],
    };
    for (const [slug, texts] of Object.entries(expected)) {
      const html = await (await request.get(`/solutions/${slug}`)).text();
      for (const text of texts) expect(html, `${slug}: ${text}`).toContain(text);
    }
  });
});
