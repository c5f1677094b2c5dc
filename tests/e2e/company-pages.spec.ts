import type { Page } from "@playwright/test";
import { departments, jobs } from "../../app/content/company/jobs";
import { pressItems } from "../../app/content/company/press";
import { sitePage, type SitePath } from "#contracts/pages";
import { actionsCarriedOut, expect, expectCleanConsole, test } from "./fixtures";

/** Clicks a button the spec calls inert and checks that nothing happens: no navigation, no request, no dialog. */
async function expectInert(page: Page, name: string | RegExp) {
  const url = page.url();
  const requests: string[] = [];
  // Every page asks who is signed in as it starts; that request is the page's, not the button's.
  const onRequest = (r: { url(): string }) => !r.url().endsWith("/api/auth/get-session") && requests.push(r.url());
  page.on("request", onRequest);
  const button = page.getByRole("button", { name }).first();
  await expect(button).toHaveAttribute("type", "button");
  await button.click();
  // A click made while the page loads is carried out when it is ready: judge it after that.
  await actionsCarriedOut(page);
  page.off("request", onRequest);
  expect(page.url()).toBe(url);
  expect(requests).toEqual([]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("company pages share", () => {
  for (const path of ["/ai-technology", "/about", "/resources", "/careers", "/partners", "/press"] as SitePath[]) {
    test(`${path}: title, description, one h1, no horizontal scrolling at 360 px`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await expect(page).toHaveTitle(sitePage(path).title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", sitePage(path).description);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectCleanConsole(consoleErrors);
    });
  }
});

test("content is in the prerendered HTML, before any JavaScript runs", async ({ request }) => {
  const expected: Record<string, string[]> = {
    "/careers": [jobs[0].title, "Send Your Resume"],
    "/press": [pressItems[0].title, "Logo Pack", "Contact Press Team"],
    "/ai-technology": ["99.9%", "Innovation Lab", "Download Tech Stack Guide"],
    "/resources": ["Skill Gap Analyzer", "Watch Recording", "Get Free Access"],
    "/about": ["Our Story", "Leadership"],
    "/partners": ["Rural Livelihoods Trust", "Download Partner Kit"],
  };
  for (const [path, texts] of Object.entries(expected)) {
    const html = await (await request.get(path)).text();
    for (const text of texts) expect(html, `${path} contains ${text}`).toContain(text);
  }
});

test.describe("careers", () => {
  test("department filter: default All, counts from the jobs, one pressed at a time", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/careers");
    const filters = page.getByRole("group", { name: "Filter by department" });
    const openings = region(page, "Open Positions");
    const cards = openings.getByRole("heading", { level: 3 });

    const all = filters.getByRole("button", { name: `All (${jobs.length})` });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(jobs.length);
    await expect(filters.getByRole("button")).toHaveText([
      `All (${jobs.length})`,
      ...departments.map((d) => `${d} (${jobs.filter((j) => j.department === d).length})`),
    ]);

    for (const department of departments) {
      const mine = jobs.filter((j) => j.department === department);
      const button = filters.getByRole("button", { name: `${department} (${mine.length})` });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(filters.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(all).toHaveAttribute("aria-pressed", "false");
      await expect(cards).toHaveText(mine.map((j) => j.title));
      await expect(openings.getByText("No positions available in this department")).toHaveCount(mine.length ? 0 : 1);
    }

    await all.click();
    await expect(cards).toHaveCount(jobs.length);
    await expectCleanConsole(consoleErrors);
  });

  test("an empty department shows the empty message", async ({ page }) => {
    await page.goto("/careers");
    const empty = departments.find((d) => !jobs.some((j) => j.department === d))!;
    await page.getByRole("button", { name: `${empty} (0)` }).click();
    const openings = region(page, "Open Positions");
    await expect(openings.getByText("No positions available in this department")).toBeVisible();
    await expect(openings.getByRole("heading", { level: 3 })).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText(`0 positions in ${empty}`);
  });

  test("a job card shows its facts; Apply Now and Send Your Resume write to the careers team", async ({ page }) => {
    await page.goto("/careers");
    const job = jobs[0];
    const card = region(page, "Open Positions")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: job.title }) });
    await expect(card).toContainText(job.department);
    await expect(card).toContainText(job.level);
    await expect(card).toContainText(job.location);
    await expect(card).toContainText(job.type);
    await expect(card.getByText(job.requirements[0])).toBeHidden();
    await card.getByText("Role details").click();
    await expect(card.getByText(job.requirements[0])).toBeVisible();
    await expect(card.getByText(job.responsibilities[0])).toBeVisible();
    await expect(card.getByText(job.perks[0])).toBeVisible();

    const apply = card.getByRole("link", { name: `Apply Now for ${job.title}` });
    await expect(apply).toHaveAttribute(
      "href",
      `mailto:careers@cortexa.ai?subject=${encodeURIComponent(`Application: ${job.title} (${job.id})`)}`,
    );
    await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveCount(jobs.length);
    await expect(page.getByRole("link", { name: "Send Your Resume" })).toHaveAttribute(
      "href",
      "mailto:careers@cortexa.ai?subject=Open%20application",
    );
  });
});

test.describe("press", () => {
  test("hero figures, 8 items and the single-choice filter (default All)", async ({ page, consoleErrors }) => {
    await page.goto("/press");
    const figures = page.getByRole("definition");
    await expect(figures).toHaveText(["50,000+", "200+", "25+", "92%"]);
    for (const label of ["Students trained", "Enterprise clients", "Countries", "Course completion rate"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    const filters = page.getByRole("group", { name: "Filter press items" });
    await expect(filters.getByRole("button")).toHaveText(["All", "Press Releases", "News Coverage", "Awards", "Media"]);
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    const latest = region(page, "Latest Press");
    const titles = latest.getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(8);
    await expect(latest.getByRole("button", { name: /^Read More/ })).toHaveCount(8);

    const byFilter = [
      ["Press Releases", "press-release", "Press Release"],
      ["News Coverage", "news", "News"],
      ["Awards", "award", "Award"],
      ["Media", "media", "Media"],
    ] as const;
    for (const [label, type, badge] of byFilter) {
      const mine = pressItems.filter((i) => i.type === type).sort((a, b) => b.date.localeCompare(a.date));
      await filters.getByRole("button", { name: label }).click();
      await expect(filters.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
      await expect(filters.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(titles).toHaveText(mine.map((i) => i.title));
      for (const item of mine) {
        const card = latest.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item.title }) });
        await expect(card.getByText(badge, { exact: true })).toBeVisible();
        if (item.source) await expect(card.getByText(item.source, { exact: true })).toBeVisible();
      }
    }
    await filters.getByRole("button", { name: "All" }).click();
    await expect(titles).toHaveCount(8);
    await expectCleanConsole(consoleErrors);
  });

  test("Read More shows the rest of the story and a date", async ({ page }) => {
    await page.goto("/press");
    const item = pressItems[0];
    const card = region(page, "Latest Press")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: item.title }) });
    await expect(card.getByText(item.description)).toBeVisible();
    await expect(card.locator("time")).toHaveAttribute("datetime", item.date);
    await expect(card.getByText(item.details)).toBeHidden();
    const more = card.getByRole("button", { name: /Read More/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(card.getByText(item.details)).toBeVisible();
    await card.getByRole("button", { name: /Show Less/ }).click();
    await expect(card.getByText(item.details)).toBeHidden();
  });

  test("media kit: three groups, 9 files with format, size and Download; press inquiries", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/press");
    const kit = region(page, "Media Kit");
    await expect(kit.getByRole("heading", { level: 3 })).toHaveText([
      "Logos & Brand Assets",
      "Company Information",
      "Product Resources",
    ]);
    await expect(kit.getByRole("heading", { level: 4 })).toHaveCount(9);
    await expect(kit.getByRole("button", { name: /^Download/ })).toHaveCount(9);
    const logo = kit.getByRole("listitem").filter({ hasText: "Logo Pack" });
    await expect(logo).toContainText("ZIP");
    await expect(logo).toContainText("8.4 MB");
    await expect(kit.getByText("MP4", { exact: true })).toHaveCount(1);
    await expectInert(page, "Download Logo Pack");

    const inquiries = region(page, "Press Inquiries");
    await expect(inquiries.getByRole("link", { name: "press@cortexa.ai" })).toHaveAttribute(
      "href",
      "mailto:press@cortexa.ai",
    );
    await inquiries.getByRole("link", { name: "Contact Press Team" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("AI technology", () => {
  test("figures, technologies, tools, lab statuses, security and inert buttons", async ({ page, consoleErrors }) => {
    await page.goto("/ai-technology");
    await expect(page.getByRole("definition")).toHaveText(["50+", "99.9%", "1M+", "15ms"]);
    for (const label of ["AI models", "Uptime SLA", "API requests per day", "Average response"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(region(page, "Core Technologies").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(region(page, "AI-Powered Tools").getByRole("heading", { level: 3 })).toHaveCount(6);
    const lab = region(page, "Innovation Lab");
    await expect(lab.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const status of ["Production", "Beta", "Development", "Research"]) {
      await expect(lab.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(region(page, "Security & Compliance").getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const name of ["Request Demo", "Schedule Tech Demo", "Download Tech Stack Guide"])
      await expectInert(page, name);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("resources", () => {
  test("hero, stats, library, webinars, tools, certifications, community and CTA", async ({ page, consoleErrors }) => {
    await page.goto("/resources");
    await expect(page.getByRole("definition")).toHaveText(["500+", "50K+", "100+", "200+"]);

    const library = region(page, "Resource Library");
    await expect(library.getByRole("heading", { level: 3 })).toHaveText([
      "Learning Materials",
      "Video Tutorials",
      "Case Studies",
    ]);
    await expect(library.getByRole("button", { name: /^View All/ })).toHaveCount(3);
    await expect(library.getByText(/PDF · [\d.]+ MB · [\d.]+K downloads/)).toHaveCount(3);
    await expect(library.getByText(/min · [\d.]+K views · (Beginner|Intermediate|Advanced)/)).toHaveCount(3);
    await expect(library.getByText("3.5x average ROI")).toBeVisible();
    await expect(library.getByText(/ · [\d.]+x ROI$/)).toHaveCount(3);

    const events = region(page, "Webinars and Events");
    const upcoming = events.getByText("Upcoming", { exact: true });
    const recorded = events.getByText("Recorded", { exact: true });
    await expect(events.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(events.getByRole("button", { name: /^Register Now/ })).toHaveCount(await upcoming.count());
    await expect(events.getByRole("button", { name: /^Watch Recording/ })).toHaveCount(await recorded.count());
    expect(await upcoming.count()).toBeGreaterThan(0);
    expect(await recorded.count()).toBeGreaterThan(0);

    await expect(region(page, "Interactive Tools").getByRole("heading", { level: 3 })).toHaveText([
      "AI Readiness Assessment",
      "ROI Calculator",
      "Skill Gap Analyzer",
      "Implementation Planner",
    ]);
    const certs = region(page, "Professional Certifications");
    await expect(certs.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const level of ["Foundation", "Advanced", "Leadership", "Specialized"]) {
      await expect(certs.getByText(level, { exact: true })).toBeVisible();
    }
    await expect(certs.getByText(/^\d+ hours$/)).toHaveCount(4);
    await expect(certs.getByText(/^\d+ modules$/)).toHaveCount(4);
    await expect(certs.getByText(/^[\d,]+ enrolled$/)).toHaveCount(4);
    await expect(certs.getByRole("button", { name: /^Learn More/ })).toHaveCount(4);
    await expect(region(page, "Join Our Community")).toBeVisible();

    for (const name of [
      "Browse Resources",
      "Join Community",
      /^View All Learning/,
      /^Register Now/,
      /^Watch Recording/,
      "View All Events",
      /^Try It Free/,
      /^Learn More/,
      "Visit Forum",
      "Get Free Access",
      "Schedule Demo",
    ]) {
      await expectInert(page, name);
    }
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("about", () => {
  test("headline stats, mission, story, values and leadership", async ({ page, consoleErrors }) => {
    await page.goto("/about");
    await expect(page.getByRole("definition")).toHaveText(["500K+", "98%", "1000+", "50+"]);
    for (const heading of ["Mission and Vision", "Our Story", "Our Values", "Leadership"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(region(page, "Leadership").getByRole("heading", { level: 3 })).toHaveCount(4);
    await page.getByRole("link", { name: "View Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("partners", () => {
  test("benefits, four groups, four partnership types and the partner actions", async ({ page, consoleErrors }) => {
    await page.goto("/partners");
    await expect(region(page, "Why Partner With Us").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(region(page, "Our Partner Network").getByRole("heading", { level: 3 })).toHaveText([
      "Technology Partners",
      "Academic Partners",
      "Corporate Partners",
      "Government & NGO Partners",
    ]);
    await expect(region(page, "Partnership Types").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Download Partner Kit" })).toHaveAttribute(
      "href",
      "mailto:partners@cortexa.ai?subject=Partner%20Kit%20request",
    );
    await page.getByRole("link", { name: "Partner With Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectCleanConsole(consoleErrors);
  });
});
