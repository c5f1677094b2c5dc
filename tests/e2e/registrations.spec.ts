import fs from "node:fs";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { formatSeats } from "../../app/features/listings/listing-format";
import { listingKinds, type ListingKind } from "../../app/features/listings/listing-kinds";
import { findItem } from "../../contracts/registration-catalogue";
import { e2eBaseURL } from "../../playwright.config";
import { newUser, signInAsAdmin, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import type { Mail } from "../../tools/outbox";
import { readMail } from "./mail";

// Registrations from the listing pages to the learner's dashboard and the staff page, as people
// do them: click the page's button, read the e-mail and its calendar file, cancel on the dashboard.

const pages: { kind: ListingKind; path: string; id: string }[] = [
  { kind: "workshop", path: "/programs/workshops", id: "mlops-in-practice" },
  { kind: "seminar", path: "/programs/seminars", id: "rag-in-production" },
  { kind: "event", path: "/programs/events", id: "ai-in-manufacturing-expo" },
  { kind: "webinar", path: "/programs/webinars", id: "ai-for-hr-and-talent-teams" },
  { kind: "masterclass", path: "/programs/masterclasses", id: "ai-product-strategy-for-leaders" },
];

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function liveTaken(page: Page, kind: string, id: string): Promise<number> {
  const body = await (await page.request.get(`/api/v1/registrations/items?kind=${kind}`)).json();
  return body.items.find((i: { id: string }) => i.id === id).taken;
}

/** The calendar file a registration mail carries, parsed by ical.js. */
function calendarOf(mail: Mail) {
  const file = mail.attachments.find((a) => a.type === "text/calendar");
  if (!file) throw new Error("no text/calendar part");
  const calendar = new ICAL.Component(ICAL.parse(file.text));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

test("a learner registers on each of the five pages, gets the e-mails with calendar files, and cancels on the dashboard", async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // a long journey: three times the bound of a test
  const user = await signUpAndSignIn(page, newUser("registrant"));

  for (const { kind, path, id } of pages) {
    const item = findItem(kind, id)!;
    const texts = listingKinds[kind];
    const before = await liveTaken(page, kind, id);
    await page.goto(path);
    const article = card(page, item.title);
    await article.getByRole("button", { name: texts.action, exact: true }).click();
    await expect(page.getByText(texts.success.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(texts.success.description!, { exact: true }).first()).toBeVisible();
    await expect(article.getByRole("button", { name: "Registered" })).toBeVisible();
    await expect(article).toContainText(formatSeats(before + 1, item.capacity));

    // The confirmation e-mail, with the item's facts and a calendar entry in UTC.
    // (A long subject is folded over two header lines: match its start.)
    const subjectStart = item.title.split(" ").slice(0, 2).join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const mail = await readMail(user.email, { subject: new RegExp(`^Registration confirmed: ${subjectStart}`) });
    expect(mail.body).toContain(item.title);
    expect(mail.body).toContain(item.online ? "Place: Online" : "Place: ");
    if (kind === "webinar") expect(mail.body).toContain(`Joining link: ${item.joinUrl}`);
    if (item.price > 0) expect(mail.body).toContain("No card is taken");
    const { calendar, event } = calendarOf(mail);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.summary).toBe(item.title);
    expect(event.startDate.zone?.tzid).toBe("UTC");

    // A second click: "You're already registered", no second registration.
    await article.getByRole("button", { name: "Registered" }).click();
    await expect(page.getByText("You're already registered", { exact: true })).toBeVisible();
    expect(await liveTaken(page, kind, id)).toBe(before + 1);
  }

  // My Registrations on the dashboard, after My Courses.
  await page.goto("/dashboard");
  const tabs = page.getByRole("tab");
  await expect(tabs.nth(0)).toHaveText("My Courses");
  await expect(tabs.nth(1)).toHaveText("My Registrations");
  await page.getByRole("tab", { name: "My Registrations" }).click();
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  for (const { kind, id } of pages) await expect(upcoming.getByRole("article", { name: findItem(kind, id)!.title })).toBeVisible();
  const webinar = findItem("webinar", "ai-for-hr-and-talent-teams")!;
  const webinarCard = upcoming.getByRole("article", { name: webinar.title });
  await expect(webinarCard).toContainText("16 Feb 2027");
  await expect(webinarCard).toContainText("11:00 AM IST");
  await expect(webinarCard).toContainText("Online");
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/registrations-dashboard-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cancel: a confirmation first; keeping it changes nothing.
  const before = await liveTaken(page, "webinar", webinar.id);
  await webinarCard.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this registration?" });
  await expect(dialog).toContainText(webinar.title);
  await dialog.getByRole("button", { name: "Keep Registration" }).click();
  await expect(dialog).toBeHidden();
  await expect(webinarCard.getByRole("button", { name: "Cancel" })).toBeFocused();
  await webinarCard.getByRole("button", { name: "Cancel" }).click();
  await page.screenshot({ path: "test-results/registrations-cancel-dialog.png" });
  await dialog.getByRole("button", { name: "Cancel Registration" }).click();
  await expect(page.getByText("Registration cancelled", { exact: true })).toBeVisible();
  await expect(upcoming.getByRole("article", { name: webinar.title })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Upcoming" })).toBeFocused();
  expect(await liveTaken(page, "webinar", webinar.id)).toBe(before - 1);

  const cancelled = await readMail(user.email, { subject: /^Registration cancelled: AI for HR/ });
  const { calendar, event } = calendarOf(cancelled);
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
  expect(event.summary).toBe(webinar.title);

  // The webinar page shows the seat free again and the button open.
  await page.goto("/programs/webinars");
  await expect(card(page, webinar.title).getByRole("button", { name: "Register", exact: true })).toBeEnabled();
  await expectCleanConsole(consoleErrors);
});

test("a learner with no registrations sees the empty state", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=registrations");
  await expect(page.getByRole("tab", { name: "My Registrations" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No Registrations Yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Workshops" })).toHaveAttribute("href", "/programs/workshops");
});

test("a full item's button is disabled, and the page follows the live count", async ({ page }) => {
  await page.goto("/programs/workshops");
  await expect(card(page, "Deep Learning with PyTorch").getByRole("button", { name: "Full", exact: true })).toBeDisabled();
  await page.goto("/programs/events");
  await expect(card(page, "GenAI Build Challenge 2027").getByRole("button", { name: "Sold Out", exact: true })).toBeDisabled();
  // The last seat of a seminar goes to someone else while this page is open: the server says
  // full, and the button turns Full.
  await page.route("**/api/v1/registrations", (route) =>
    route.fulfill({ status: 409, json: { error: { code: "session_full", message: "This session is full." } } }),
  );
  await signUpAndSignIn(page);
  await page.goto("/programs/seminars");
  const seminar = card(page, "AI in Indian Banking and Fintech");
  await seminar.getByRole("button", { name: "Register Now" }).click();
  await expect(page.getByText("This session is full", { exact: true })).toBeVisible();
  await expect(seminar.getByRole("button", { name: "Full", exact: true })).toBeDisabled();
});

test("the live numbers failing keeps the list and shows the spec's failure toast", async ({ page }) => {
  await page.route("**/api/v1/registrations/items?*", (route) => route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down." } } }));
  await page.goto("/programs/webinars");
  await expect(page.getByText("Failed to load webinars. Please try again later.", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("staff see each item's registrations and download the CSV", async ({ page }) => {
  const learner = newUser("csv");
  await signUpAndSignIn(page, learner);
  const headers = { "x-forwarded-for": visitorIp(), origin: e2eBaseURL };
  const made = await page.request.post("/api/v1/registrations", { headers, data: { kind: "seminar", item_id: "ai-in-indian-banking" } });
  expect(made.status()).toBe(201);
  await page.context().clearCookies();

  await signInAsAdmin(page);
  await page.goto("/admin/registrations");
  await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Registrations" })).toHaveAttribute("aria-current", "page");
  const section = page.getByRole("region", { name: "AI in Indian Banking and Fintech", exact: true });
  const row = section.getByRole("row").filter({ hasText: learner.email });
  await expect(row).toContainText(learner.name);
  await expect(section).toContainText("seats left");
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/registrations-admin-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: "CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registrations-ai-in-indian-banking-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("kind,item_id,item_title,item_date,name,email,company,registered_at");
  expect(csv).toContain(`seminar,ai-in-indian-banking,AI in Indian Banking and Fintech,2027-03-03,${learner.name},${learner.email},`);
});
