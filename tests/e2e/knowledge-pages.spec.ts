import { BLOG_CATEGORIES, blogArticles } from "../../app/content/knowledge/blog-articles";
import { customerStories, STORY_INDUSTRIES } from "../../app/content/knowledge/customer-stories";
import { FAQ_TABS, faqs } from "../../app/content/knowledge/faqs";
import { whitepapers } from "../../app/content/knowledge/whitepapers";
import { company } from "#contracts/company";
import { LOCALE_COOKIE } from "#contracts/locales";
import { formatDate } from "../../app/lib/format";
import { actionsCarriedOut, expect, expectCleanConsole, test } from "./fixtures";
import type { Page } from "@playwright/test";

const featuredArticles = blogArticles.filter((a) => a.featured);

function blogParts(page: Page) {
  const filters = page.getByRole("group", { name: "Filter articles by category" });
  return {
    search: page.getByRole("searchbox", { name: "Search articles" }),
    filters,
    featured: page.getByRole("region", { name: "Featured Articles" }),
    list: page.getByRole("region", { name: /^(Latest Articles|Search Results)$/ }),
    empty: page.getByText("No articles found matching your criteria."),
  };
}

test.describe("blog", () => {
  test("shows featured articles and all eight in Latest Articles, with at most three tags", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    const { search, filters, featured, list, empty } = blogParts(page);
    await expect(search).toHaveAttribute("placeholder", "Search articles...");
    await expect(filters.getByRole("button")).toHaveText(["All", ...BLOG_CATEGORIES]);
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await expect(featured.getByRole("heading", { level: 2 })).toHaveText("Featured Articles");
    await expect(featured.getByRole("article")).toHaveCount(featuredArticles.length);
    for (const a of featuredArticles) await expect(featured.getByRole("heading", { name: a.title })).toBeVisible();

    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Latest Articles");
    await expect(list.getByRole("article")).toHaveCount(8);
    await expect(empty).toBeHidden();

    for (const a of blogArticles) {
      const card = list.getByRole("article", { name: a.title });
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(a.tags.slice(0, 3));
      await expect(card).toContainText(a.author);
      await expect(card).toContainText(a.authorRole);
      await expect(card).toContainText(a.readTime);
      await expect(card).toContainText(formatDate(a.date));
      await expect(card).toContainText(a.category);
    }
    await expectCleanConsole(consoleErrors);
  });

  test("every category filter shows its articles and hides the featured section", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    const { filters, featured, list, empty } = blogParts(page);
    for (const category of BLOG_CATEGORIES) {
      await filters.getByRole("button", { name: category, exact: true }).click();
      await expect(filters.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      await expect(featured).toBeHidden();
      await expect(list.getByRole("heading", { level: 2 })).toHaveText("Latest Articles");
      const expected = blogArticles.filter((a) => a.category === category).map((a) => a.title);
      await expect(list.getByRole("article").getByRole("heading")).toHaveText(expected);
      await expect(empty).toBeHidden();
    }
    await filters.getByRole("button", { name: "All" }).click();
    await expect(featured).toBeVisible();
    await expect(list.getByRole("article")).toHaveCount(8);
    await expectCleanConsole(consoleErrors);
  });

  test("search matches title, excerpt and tags case-insensitively, titled Search Results", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    const { search, filters, featured, list, empty } = blogParts(page);

    await search.fill("TRANSFORMERS"); // title
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Search Results");
    await expect(featured).toBeHidden();
    await expect(list.getByRole("article").getByRole("heading")).toHaveText([blogArticles[3].title]);

    await search.fill("ticket routing"); // excerpt
    await expect(list.getByRole("article").getByRole("heading")).toHaveText([blogArticles[5].title]);

    await search.fill("vector search"); // fourth tag, not shown on the card but searchable
    await expect(list.getByRole("article").getByRole("heading")).toHaveText([blogArticles[1].title]);

    await search.fill("workforce"); // tag of two articles in different categories
    await expect(list.getByRole("article")).toHaveCount(2);
    await filters.getByRole("button", { name: "Research Report" }).click();
    await expect(list.getByRole("article").getByRole("heading")).toHaveText([blogArticles[6].title]);
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Search Results");

    // Empty state: a search with no match in the chosen category ...
    await filters.getByRole("button", { name: "AI Ethics" }).click();
    await expect(empty).toBeVisible();
    await expect(list.getByRole("article")).toHaveCount(0);
    // ... and a search with no match at all.
    await filters.getByRole("button", { name: "All" }).click();
    await search.fill("quantum blockchain");
    await expect(empty).toBeVisible();
    await expect(featured).toBeHidden();

    await search.fill("");
    await expect(featured).toBeVisible();
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Latest Articles");
    await expect(list.getByRole("article")).toHaveCount(8);
    await expect(empty).toBeHidden();
    await expectCleanConsole(consoleErrors);
  });

  test("the newsletter box is e-mail typed and inert", async ({ page, consoleErrors }) => {
    const calls: string[] = [];
    // The header's session lookup is not the newsletter box's doing.
    page.on("request", (r) => r.url().includes("/api/") && !r.url().includes("/api/auth/get-session") && calls.push(r.url()));
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Never Miss an Article" });
    const email = box.getByRole("textbox", { name: "Your email for blog updates" });
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("not an address");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await email.press("Enter");
    // Taps and keys made while the page loads are carried out when it is ready: judge after that.
    await actionsCarriedOut(page);
    await expect(email).toHaveValue("not an address");
    await expect(page).toHaveURL(/\/blog$/);
    expect(calls).toEqual([]);
    await expect(page.getByText("Successfully subscribed!")).toHaveCount(0);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("case studies", () => {
  test("stats, six industry chips and six stories with four results, a testimonial and tags", async ({ page, consoleErrors }) => {
    await page.goto("/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    await expect(page.getByRole("region", { name: "Results across our clients" }).getByRole("definition")).toHaveCount(4);
    const chips = page.getByRole("list", { name: "Industries" }).getByRole("listitem");
    await expect(chips).toHaveText(STORY_INDUSTRIES);
    await expect(page.getByRole("list", { name: "Industries" }).getByRole("button")).toHaveCount(0);

    await expect(page.getByRole("article")).toHaveCount(6);
    for (const story of customerStories) {
      const card = page.getByRole("article", { name: story.company });
      await expect(card).toContainText(story.industry);
      await expect(card).toContainText(story.challenge);
      await expect(card).toContainText(story.solution);
      await expect(card.getByRole("term")).toHaveText(story.results.map((r) => r.metric));
      await expect(card.getByRole("definition")).toHaveText(story.results.map((r) => r.value));
      await expect(card.locator("blockquote")).toContainText(story.testimonial.quote);
      await expect(card.locator("figcaption")).toContainText(story.testimonial.author);
      await expect(card.locator("figcaption")).toContainText(story.testimonial.role);
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(story.tags);
    }

    const pdf = page.getByRole("button", { name: "Download Case Studies PDF" });
    await pdf.click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("whitepapers", () => {
  test("featured papers in three columns with three topics, then the others", async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/whitepapers");
    const featured = page.getByRole("region", { name: "Featured Whitepapers" });
    const others = page.getByRole("region", { name: "More Whitepapers" });
    const featuredPapers = whitepapers.filter((p) => p.featured);
    const otherPapers = whitepapers.filter((p) => !p.featured);
    expect(featuredPapers).toHaveLength(3);

    await expect(featured.getByRole("article").getByRole("heading")).toHaveText(featuredPapers.map((p) => p.title));
    await expect(others.getByRole("article").getByRole("heading")).toHaveText(otherPapers.map((p) => p.title));

    const boxes = await Promise.all(
      featuredPapers.map((p) => featured.getByRole("article", { name: p.title }).boundingBox()),
    );
    expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);

    for (const p of whitepapers) {
      const card = page.getByRole("article", { name: p.title });
      const topics = p.featured ? p.topics.slice(0, 3) : p.topics;
      await expect(card.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText(topics);
      await expect(card).toContainText(p.category);
      await expect(card).toContainText(formatDate(p.publishDate));
      await expect(card).toContainText(`${p.pages} pages`);
      await expect(card).toContainText(`${p.downloadCount.toLocaleString("en-US")} downloads`);
      await expect(card.getByRole("button", { name: "Download PDF" })).toHaveAccessibleDescription(p.title);
    }
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(8);
    await page.getByRole("button", { name: "Download PDF" }).first().click();
    await page.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(page).toHaveURL(/\/whitepapers$/);
    await expectCleanConsole(consoleErrors);
  });
});

test.describe("help centre", () => {
  // Each FAQ is a <details>; its <summary> is the question.
  const faqList = (page: Page) => page.getByRole("tabpanel").locator("summary");

  test("quick links, ten FAQs under All, and every tab", async ({ page, consoleErrors }) => {
    await page.goto("/help");
    await expect(page.getByRole("searchbox", { name: "Search for answers" })).toHaveAttribute(
      "placeholder",
      "Search for answers...",
    );
    await expect(page.getByRole("region", { name: "Quick links" }).getByRole("link")).toHaveCount(4);

    const tabs = page.getByRole("tablist", { name: "FAQ categories" }).getByRole("tab");
    await expect(tabs).toHaveText([...FAQ_TABS]);
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(faqList(page)).toHaveCount(10);

    for (const tab of FAQ_TABS) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
      const expected = faqs.filter((f) => tab === "All" || f.category === tab).map((f) => f.question);
      if (expected.length === 0) {
        await expect(page.getByRole("tabpanel")).toHaveText("No FAQs found in this category.");
      } else {
        await expect(faqList(page)).toHaveText(expected);
        await expect(page.getByText("No FAQs found in this category.")).toBeHidden();
      }
    }

    // Arrow keys move between tabs.
    await page.getByRole("tab", { name: "Billing" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Support" })).toHaveAttribute("aria-selected", "true");
    await expect(faqList(page)).toHaveText(["How can I get help while I learn?"]);
    await expectCleanConsole(consoleErrors);
  });

  test("answers carry the FAQ statements", async ({ page }) => {
    await page.goto("/help");
    for (const [question, statement] of [
      ["How long do the programs take?", "workshops 2-3 days, webinars 1-2 hours, masterclasses 8-10 weeks, and certification programs 3-6 months"],
      ["What is your refund policy?", "7-day money-back guarantee"],
      ["Can I pay in instalments?", "EMI is available for courses above ₹10,000"],
      ["Which payment methods do you accept?", "cards, net banking, UPI, purchase orders and PayPal"],
      ["How can I get help while I learn?", "24/7"],
      ["Do you offer training for companies?", "managers get team analytics"],
    ]) {
      const answer = page.getByRole("tabpanel").getByText(statement);
      await expect(answer).toBeHidden();
      await page.getByRole("tabpanel").getByText(question).click();
      await expect(answer).toBeVisible();
    }
  });

  test("search filters questions and answers within the tab, with the empty message", async ({ page, consoleErrors }) => {
    await page.goto("/help");
    const search = page.getByRole("searchbox", { name: "Search for answers" });
    await search.fill("REFUND");
    await expect(faqList(page)).toHaveText(["What is your refund policy?"]);
    await search.fill("upi"); // only in an answer
    await expect(faqList(page)).toHaveText(["Which payment methods do you accept?"]);
    await page.getByRole("tab", { name: "Courses" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No FAQs found in this category.");
    await page.getByRole("tab", { name: "Billing" }).click();
    await expect(faqList(page)).toHaveText(["Which payment methods do you accept?"]);
    await page.getByRole("tab", { name: "All" }).click();
    await search.fill("zebra crossing");
    await expect(page.getByRole("tabpanel")).toHaveText("No FAQs found in this category.");
    await search.fill("");
    await expect(faqList(page)).toHaveCount(10);
    await expectCleanConsole(consoleErrors);
  });

  test("contact options: Live Chat opens the assistant; e-mail and phone links", async ({ page, consoleErrors }) => {
    await page.goto("/help");
    const contact = page.getByRole("region", { name: "Still Need Help?" });
    await expect(contact.getByRole("link", { name: company.supportEmail })).toHaveAttribute("href", `mailto:${company.supportEmail}`);
    await expect(contact.getByRole("link", { name: company.phone })).toHaveAttribute("href", company.phoneHref);
    await contact.getByRole("button", { name: "Start Live Chat" }).click();
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("log")).toContainText("Hello!");
    await expectCleanConsole(consoleErrors);
  });

  test("popular help topics link to real pages", async ({ page }) => {
    await page.goto("/help");
    const topics = page.getByRole("region", { name: "Popular Help Topics" });
    await expect(topics.getByRole("heading", { level: 3 })).toHaveCount(3);
    await topics.getByRole("link", { name: "Customer success stories" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  });
});

test.describe("legal pages", () => {
  for (const [path, title, mustSay] of [
    ["/privacy", "Privacy Policy", ["Digital Personal Data Protection Act, 2023", "hashed", "Newsletter", "Contact inquiries", "Data deletion request"]],
    ["/terms", "Terms of Service", ["laws of India", "7-day money-back guarantee", "Acceptable use"]],
    ["/cookies", "Cookie Policy", ["better-auth.session_token", "httpOnly", "No analytics"]],
  ] as const) {
    test(`${path} shows its sections and today's date as last updated`, async ({ page, request, consoleErrors }) => {
      // The prerendered HTML carries the text but no date: the date is the visitor's today.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${title}</h1>`);
      expect(html).not.toMatch(/<time dateTime=/);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      });
      const updated = page.getByText(/^Last updated: \d/);
      await expect(updated).toHaveText(`Last updated: ${formatDate(today)}`);
      await expect(updated.locator("time")).toHaveAttribute("datetime", today);
      for (const text of mustSay) await expect(page.locator("main")).toContainText(text);
      await expect(page.locator("main").getByRole("link", { name: company.email }).first()).toHaveAttribute("href", `mailto:${company.email}`);
      await expectCleanConsole(consoleErrors);
    });
  }

  test("the cookie table lists the session cookie and the language cookie, and related links work", async ({ page }) => {
    await page.goto("/cookies");
    const table = page.getByRole("table", { name: "Cookies set by this website" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(1)).toContainText("Keeps you signed in");
    await expect(table.getByRole("row").nth(2)).toContainText(`${LOCALE_COOKIE}Remembers the language you chose`);
    // On a phone the table becomes a stacked list.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(table).toBeHidden();
    const stacked = page.getByRole("list", { name: "Cookies set by this website" });
    await expect(stacked.getByRole("listitem")).toHaveCount(2);
    await expect(stacked.getByRole("listitem").first().getByRole("term")).toHaveText(["Cookie", "Purpose", "Duration", "Type"]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("navigation", { name: "Related policies" }).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  });
});

test("knowledge pages fit a 360 px screen without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/blog", "/case-studies", "/whitepapers", "/help", "/privacy", "/terms", "/cookies"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});
