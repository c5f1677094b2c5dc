// The program pages (issue 5): every card of the sample data with its texts, badges and buttons,
// the capacity rules computed from the same data and helpers, and the enrol / register / apply
// action, which only looks up the current user (spec sections 2, 6, 7, 8 and 9).
import type { Page, Request } from "@playwright/test";
import { events } from "../../app/content/listings/events";
import { masterclasses } from "../../app/content/listings/masterclasses";
import { seminars } from "../../app/content/listings/seminars";
import { webinars } from "../../app/content/listings/webinars";
import { workshops } from "../../app/content/listings/workshops";
import { CAPACITY_BADGES, capacityBadge, isFull, percentFull, type CapacityBadgeKind } from "../../contracts/capacity";
import { firstOf, formatDateRange, formatPrice, formatSeats } from "../../app/features/listings/listing-format";
import { listingKinds, type ListingKind } from "../../app/features/listings/listing-kinds";
import { formatDate, formatINR } from "../../app/lib/format";
import { signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";

interface ExpectedCard {
  id: string;
  title: string;
  taken: number;
  capacity: number;
  /** Texts the card shows. */
  texts: string[];
  /** Texts it must not show (items past the '+N more' cut). */
  hidden?: string[];
}

interface ListingPage {
  path: string;
  heading: string;
  kind: ListingKind;
  /** The capacity badge rule of this page, if it has one. */
  badgeKind?: CapacityBadgeKind;
  cards: ExpectedCard[];
}

const listingPages: ListingPage[] = [
  {
    path: "/programs/workshops",
    heading: "AI Workshops",
    kind: "workshop",
    badgeKind: "workshop",
    cards: workshops.map((w) => ({
      id: w.id,
      title: w.title,
      taken: w.enrolled,
      capacity: w.capacity,
      texts: [
        w.format,
        w.level,
        formatDate(w.date),
        w.duration,
        w.location,
        `${formatSeats(w.enrolled, w.capacity)} enrolled`,
        ...w.topics,
        w.instructor,
        formatINR(w.price),
      ],
    })),
  },
  {
    path: "/programs/seminars",
    heading: "AI Seminars",
    kind: "seminar",
    badgeKind: "seminar",
    cards: seminars.map((s) => ({
      id: s.id,
      title: s.title,
      taken: s.registered,
      capacity: s.capacity,
      texts: [
        s.type,
        s.speaker,
        s.speakerTitle,
        formatDate(s.date),
        s.time,
        s.duration,
        s.location,
        `${formatSeats(s.registered, s.capacity)} registered`,
        ...s.topics,
        formatINR(s.price),
      ],
    })),
  },
  {
    path: "/programs/events",
    heading: "AI Events and Conferences",
    kind: "event",
    badgeKind: "event",
    cards: events.map((e) => ({
      id: e.id,
      title: e.title,
      taken: e.registered,
      capacity: e.capacity,
      texts: [
        e.type,
        formatDateRange(e.startDate, e.endDate),
        e.location,
        e.venue,
        `${formatSeats(e.registered, e.capacity)} registered`,
        ...e.highlights,
        e.partners.join(", "),
        formatINR(e.price),
      ],
    })),
  },
  {
    path: "/programs/webinars",
    heading: "AI Webinars",
    kind: "webinar",
    cards: webinars.map((w) => {
      const topics = firstOf(w.topics, 3);
      return {
        id: w.id,
        title: w.title,
        taken: w.registered,
        capacity: w.capacity,
        texts: [
          w.level,
          w.speaker,
          w.speakerTitle,
          formatDate(w.date),
          w.time,
          w.duration,
          `${formatSeats(w.registered, w.capacity)} registered`,
          "Online Event",
          ...topics.shown,
          ...(topics.more > 0 ? [`+${topics.more} more`] : []),
          formatPrice(w.price),
        ],
        hidden: w.topics.slice(3),
      };
    }),
  },
  {
    path: "/programs/masterclasses",
    heading: "AI Masterclasses",
    kind: "masterclass",
    cards: masterclasses.map((m) => {
      const modules = firstOf(m.modules, 3);
      return {
        id: m.id,
        title: m.title,
        taken: m.enrolled,
        capacity: m.capacity,
        texts: [
          `${m.rating.toFixed(1)}`,
          `(${m.reviews} reviews)`,
          m.instructor,
          m.duration,
          m.location,
          `Starts ${formatDate(m.startDate)}`,
          `${formatSeats(m.enrolled, m.capacity)} enrolled`,
          ...modules.shown,
          ...(modules.more > 0 ? [`+${modules.more} more modules`] : []),
          ...m.outcomes.slice(0, 2),
          `${percentFull(m.enrolled, m.capacity)}%`,
          formatINR(m.price),
          `Save ${formatINR(m.originalPrice - m.price)}`,
        ],
        hidden: [...m.modules.slice(3), ...m.outcomes.slice(2)],
      };
    }),
  },
];

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/**
 * Answers the page's live-seats request with the sample figures, so the cards show exactly the
 * expected numbers whatever other tests registered meanwhile (live numbers: registrations.spec.ts).
 */
async function serveSampleSeats(page: Page, listing: ListingPage) {
  await page.route("**/api/v1/registrations/items?*", (route) =>
    route.fulfill({ json: { items: listing.cards.map((c) => ({ id: c.id, taken: c.taken, registered: false })), signed_in: false } }),
  );
}

/** The first card whose action is open (not at capacity). */
const openCard = (listing: ListingPage) => listing.cards.find((c) => !isFull(c.taken, c.capacity))!;

for (const listing of listingPages) {
  const texts = listingKinds[listing.kind];

  test.describe(listing.path, () => {
    test("shows every card with its details, badges and buttons", async ({ page, consoleErrors }) => {
      await serveSampleSeats(page, listing);
      await page.goto(listing.path);
      await expect(page.getByRole("heading", { level: 1, name: listing.heading })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(listing.cards.length);

      for (const expected of listing.cards) {
        const article = card(page, expected.title);
        await expect(article.getByRole("heading", { level: 3, name: expected.title })).toBeVisible();
        for (const text of expected.texts) await expect(article).toContainText(text);
        for (const text of expected.hidden ?? []) await expect(article).not.toContainText(text);

        if (listing.badgeKind) {
          const shown = capacityBadge(listing.badgeKind, expected.taken, expected.capacity) !== null;
          const label = CAPACITY_BADGES[listing.badgeKind].label;
          await expect(article.getByText(label, { exact: true })).toHaveCount(shown ? 1 : 0);
        }

        if (isFull(expected.taken, expected.capacity)) {
          await expect(article.getByRole("button", { name: texts.fullLabel, exact: true })).toBeDisabled();
          await expect(article.getByRole("button", { name: texts.action })).toHaveCount(0);
        } else {
          const button = article.getByRole("button", { name: texts.action, exact: true });
          await expect(button).toBeEnabled();
          await expect(button).toHaveAccessibleDescription(expected.title);
        }
      }
      await expectCleanConsole(consoleErrors);
    });

    test("the list is in the prerendered HTML, with no loading or empty state", async ({ request }) => {
      const html = await (await request.get(listing.path)).text();
      for (const expected of listing.cards) expect(html).toContain(expected.title);
      expect(html).not.toContain(texts.loading);
      expect(html).not.toContain(texts.empty);
    });

    test(`${texts.action} sends a signed-out visitor to /auth`, async ({ page, consoleErrors }) => {
      await page.goto(listing.path);
      await card(page, openCard(listing).title).getByRole("button", { name: texts.action }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expectCleanConsole(consoleErrors);
    });

    test(`${texts.action} registers a signed-in user, shows '${texts.success.title}' and sends one request`, async ({
      page,
      consoleErrors,
    }) => {
      await signUpAndSignIn(page);
      // Every request of the page from its start: the click comes as soon as the button shows, so
      // on a slow machine before the page's own start-up requests have gone out or come back.
      const calls = recordApiCalls(page);
      await page.goto(listing.path);
      const article = card(page, openCard(listing).title);
      await article.getByRole("button", { name: texts.action }).click();
      await expect(page.getByText(texts.success.title, { exact: true })).toBeVisible();
      await expect(page.getByText(texts.success.description!, { exact: true })).toBeVisible();
      await expect(article.getByRole("button", { name: "Registered" })).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`${listing.path}$`));
      // The page's own two (who is signed in, the live seats) and the click's one: the click asks
      // no second time who is signed in, whenever it came.
      expect(calls().sort()).toEqual([...pageStartRequests(listing.kind), "POST /api/v1/registrations"].sort());
      await expectCleanConsole(consoleErrors);
    });

    test(`a failed registration shows '${texts.failure.title}'`, async ({ page }) => {
      await signUpAndSignIn(page);
      await page.goto(listing.path);
      await page.route("**/api/v1/registrations", (route) => route.fulfill({ status: 500, body: "{}" }));
      await card(page, openCard(listing).title).getByRole("button", { name: texts.action }).click();
      await expect(page.getByText(texts.failure.title, { exact: true })).toBeVisible();
      await expect(page.getByText(texts.failure.description!, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
    });
  });
}

/** The API calls a listing page makes as it starts, with nobody touching it. */
const pageStartRequests = (kind: ListingKind) => ["GET /api/auth/get-session", `GET /api/v1/registrations/items?kind=${kind}`];

/** Records "METHOD /path?query" of every API call from now on. */
function recordApiCalls(page: Page): () => string[] {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on("request", onRequest);
  return () => calls;
}

test.describe("listing page specifics", () => {
  test("webinars: Free badge only on free webinars, and the included flags", async ({ page }) => {
    await page.goto("/programs/webinars");
    for (const webinar of webinars) {
      const article = card(page, webinar.title);
      await expect(article.getByText("Free", { exact: true })).toHaveCount(webinar.price === 0 ? 2 : 0);
      const included = article.getByRole("list", { name: "Included" }).getByRole("listitem");
      const flags = [
        webinar.recording && "Recording",
        webinar.materials && "Materials",
        webinar.certificate && "Certificate",
      ].filter(Boolean) as string[];
      await expect(included).toHaveText(flags);
    }
  });

  test("masterclasses: exclusive badge, seat bar, struck-through original price", async ({ page }) => {
    await serveSampleSeats(page, listingPages.find((l) => l.kind === "masterclass")!);
    await page.goto("/programs/masterclasses");
    for (const masterclass of masterclasses) {
      const article = card(page, masterclass.title);
      await expect(article.getByText("Exclusive", { exact: true })).toHaveCount(masterclass.isExclusive ? 1 : 0);
      await expect(article.getByRole("progressbar", { name: "Seats filling" })).toHaveAttribute(
        "aria-valuenow",
        String(percentFull(masterclass.enrolled, masterclass.capacity)),
      );
      await expect(article.getByRole("deletion")).toHaveText(`Original price: ${formatINR(masterclass.originalPrice)}`);
    }
  });

  test("events: the Virtual badge marks virtual events only", async ({ page }) => {
    await page.goto("/programs/events");
    for (const event of events) {
      await expect(card(page, event.title).getByText("Virtual", { exact: true })).toHaveCount(event.isVirtual ? 1 : 0);
    }
  });

  test("a tap before the page knows who is signed in registers without asking again", async ({ page, consoleErrors }) => {
    const workshopsPage = listingPages.find((l) => l.kind === "workshop")!;
    await signUpAndSignIn(page);
    // The page's own answers (who is signed in, the live seats) are held until the tap is taken.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const url of ["**/api/auth/get-session", "**/api/v1/registrations/items?*"]) {
      await page.route(url, async (route) => {
        await held;
        await route.continue();
      });
    }
    const calls = recordApiCalls(page);
    await page.goto(workshopsPage.path);
    const article = card(page, openCard(workshopsPage).title);
    const button = article.getByRole("button", { name: "Enroll Now" });
    await button.click();
    // Taken by the page (busy, disabled), waiting for the page's lookup.
    await expect(button).toBeDisabled();
    // The page asks its own questions (both held) and nothing else: the tap waits for the answers.
    // The early-input script takes the tap before hydration, so the page's requests may start after it.
    await expect.poll(() => calls().sort()).toEqual(pageStartRequests("workshop").sort());
    release();
    await expect(article.getByRole("button", { name: "Registered" })).toBeVisible();
    await expect(page.getByText(listingKinds.workshop.success.title, { exact: true })).toBeVisible();
    expect(calls().sort()).toEqual([...pageStartRequests("workshop"), "POST /api/v1/registrations"].sort());
    await expectCleanConsole(consoleErrors);
  });

  test("each page has a card over its badge threshold, one under, and one at capacity", () => {
    for (const listing of listingPages) {
      const rule = listing.badgeKind;
      const over = (c: ExpectedCard) =>
        rule ? capacityBadge(rule, c.taken, c.capacity) !== null : c.taken * 100 >= c.capacity * 80;
      expect(listing.cards.some((c) => over(c) && !isFull(c.taken, c.capacity)), listing.path).toBe(true);
      expect(listing.cards.some((c) => !over(c)), listing.path).toBe(true);
      expect(listing.cards.some((c) => isFull(c.taken, c.capacity)), listing.path).toBe(true);
    }
  });
});

test.describe("/programs/data-science", () => {
  test("the hero's Enroll Now leads to the program catalogue", async ({ page, consoleErrors }) => {
    await page.goto("/programs/data-science");
    await expect(page.getByRole("heading", { level: 1, name: "Data Science Program" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expectCleanConsole(consoleErrors);
  });
});
