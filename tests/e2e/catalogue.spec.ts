import type { Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
import type { Course } from "#contracts/catalogue";
import { signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";

// The programs page against the real API (the fresh database's seeded catalogue), and the
// learner's module checklist through to the dashboard.

const tabs = [
  { value: "all", label: "All Programs" },
  { value: "data-science", label: "Data Science" },
  { value: "machine-learning", label: "Machine Learning" },
  { value: "deep-learning", label: "Deep Learning" },
  { value: "nlp", label: "Natural Language Processing" },
  { value: "computer-vision", label: "Computer Vision" },
  { value: "ai-ethics", label: "AI Ethics" },
] as const;

async function activeCourses(page: Page): Promise<Course[]> {
  const response = await page.request.get("/api/v1/courses?limit=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Course[] }).data;
}

/** Enrols the signed-in browser through the API (a same-origin POST, as the page would send). */
const enrollThroughApi = (page: Page, courseId: string) =>
  page.request.post(`/api/v1/courses/${courseId}/enroll`, { data: {}, headers: { origin: e2eBaseURL } });

const main = (page: Page) => page.getByRole("main");
const panel = (page: Page) => main(page).getByRole("tabpanel");
const cardTitles = (page: Page) => panel(page).getByRole("article").getByRole("heading", { level: 3 });
const card = (page: Page, title: string) => panel(page).getByRole("article", { name: title });

async function openCatalogue(page: Page) {
  await page.goto("/programs");
  await expect(panel(page).getByRole("article").first()).toBeVisible();
}

/** Runs `action` (checking or unchecking a module) and waits until the server has saved it. */
async function saving(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/progress") && r.request().method() === "POST");
  await action();
  expect((await saved).status()).toBe(200);
}

/** A toast with its title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole("listitem").filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
}

test.describe("programs page", () => {
  test("is prerendered with its title, the tabs and the loading state", async ({ request }) => {
    const html = await (await request.get("/programs")).text();
    expect(html).toMatch(/<h1[^>]*>AI Training Programs<\/h1>/);
    expect(html).toContain("Loading programs...");
    for (const { label } of tabs) expect(html).toContain(`>${label}</button>`);
  });

  test("each tab lists exactly the active programs of its category", async ({ page, consoleErrors }) => {
    const courses = await activeCourses(page);
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c) => c.is_active)).toBe(true);
    await openCatalogue(page);

    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("AI Training Programs");
    await expect(main(page).getByRole("tablist", { name: "Program categories" }).getByRole("tab")).toHaveText(tabs.map((t) => t.label));
    await expect(main(page).getByRole("tab", { name: "All Programs" })).toHaveAttribute("aria-selected", "true");

    for (const { value, label } of tabs) {
      await main(page).getByRole("tab", { name: label, exact: true }).click();
      await expect(main(page).getByRole("tab", { name: label, exact: true })).toHaveAttribute("aria-selected", "true");
      const expected = courses.filter((c) => value === "all" || c.category === value).map((c) => c.title);
      if (expected.length === 0) await expect(panel(page).getByRole("heading", { name: "No Programs Available" })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(expected);
    }
    await expectCleanConsole(consoleErrors);
  });

  test("a card shows level, rating, details, at most 3 features, the price and Enroll Now", async ({ page, consoleErrors }) => {
    const courses = await activeCourses(page);
    await openCatalogue(page);
    const tones = { beginner: /bg-green-100/, intermediate: /bg-yellow-100/, advanced: /bg-red-100/ } as const;
    for (const course of courses) {
      const c = card(page, course.title);
      const level = course.level[0].toUpperCase() + course.level.slice(1);
      await expect(c.getByText(level, { exact: true })).toHaveClass(tones[course.level]);
      await expect(c.getByText("4.8")).toBeVisible(); // after a screen-reader-only "Rating: "
      await expect(c.getByText(course.description)).toBeVisible();
      await expect(c.getByText(course.duration)).toBeVisible();
      await expect(c.getByText("1,234 enrolled")).toBeVisible();
      await expect(c.getByText("Certificate included")).toBeVisible();
      for (const [i, feature] of course.features.entries()) {
        await expect(c.getByText(feature, { exact: true })).toHaveCount(i < 3 ? 1 : 0);
      }
      const price = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(course.price);
      await expect(c.getByText(price)).toBeVisible();
      await expect(c.getByRole("button", { name: "Enroll Now" })).toBeEnabled();
    }
    await expectCleanConsole(consoleErrors);
  });

  test("a category without programs shows 'No Programs Available'", async ({ page, consoleErrors }) => {
    const courses = (await activeCourses(page)).filter((c) => c.category !== "ai-ethics");
    await page.route("**/api/v1/courses?*", (route) =>
      route.fulfill({ json: { data: courses, pagination: { page: 1, limit: 100, total: courses.length, total_pages: 1 } } }),
    );
    await openCatalogue(page);
    await main(page).getByRole("tab", { name: "AI Ethics" }).click();
    await expect(panel(page).getByRole("heading", { name: "No Programs Available" })).toBeVisible();
    await expect(panel(page).getByRole("article")).toHaveCount(0);
    await main(page).getByRole("tab", { name: "All Programs" }).click();
    await expect(cardTitles(page)).toHaveCount(courses.length);
    await expectCleanConsole(consoleErrors);
  });

  test("a load failure shows the toast after the retries, and the empty state", async ({ page }) => {
    // TanStack Query's 3 retries with 1 s, 2 s and 4 s backoff: the toast comes after the fourth
    // failed answer, about 7 s after the page ran.
    let requests = 0;
    let lastAnswered!: () => void;
    const fourthAnswered = new Promise<void>((resolve) => (lastAnswered = resolve));
    await page.route("**/api/v1/courses?*", async (route) => {
      requests += 1;
      await route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong" } } });
      if (requests === 4) lastAnswered();
    });
    await page.goto("/programs");
    await expect(main(page).getByText("Loading programs...")).toBeVisible();
    await fourthAnswered;
    await expectToast(page, "Error", "Failed to load programs. Please try again.");
    await expect(panel(page).getByRole("heading", { name: "No Programs Available" })).toBeVisible();
    expect(requests).toBe(4);
  });
});

test.describe("enrolment", () => {
  test("signed out, Enroll Now goes to /auth", async ({ page, consoleErrors }) => {
    const [course] = await activeCourses(page);
    await openCatalogue(page);
    await card(page, course.title).getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectCleanConsole(consoleErrors);
  });

  test("signed in, Enroll Now enrols, toasts and opens the dashboard; a second time says Already Enrolled", async ({
    page,
    consoleErrors,
  }) => {
    await signUpAndSignIn(page);
    const course = (await activeCourses(page)).find((c) => c.category === "nlp")!;
    await openCatalogue(page);
    await main(page).getByRole("tab", { name: "Natural Language Processing" }).click();
    const enroll = card(page, course.title).getByRole("button", { name: "Enroll Now" });
    // The enrolment is held until the busy button has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/courses/*/enroll", async (route) => {
      await held;
      await route.continue();
    });
    await enroll.click();
    await expect(card(page, course.title).getByRole("button", { name: "Enrolling..." })).toBeDisabled();
    release();
    await expectToast(page, "Success!", "You have been enrolled in the program.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main(page).getByRole("article", { name: course.title })).toBeVisible();

    const enrollments = await page.request.get("/api/v1/me/enrollments");
    const list = ((await enrollments.json()) as { enrollments: { course_id: string; status: string; progress: number }[] }).enrollments;
    expect(list).toEqual([expect.objectContaining({ course_id: course.id, status: "active", progress: 0 })]);

    await page.unroute("**/api/v1/courses/*/enroll");
    await page.getByRole("banner").getByRole("link", { name: "Programs", exact: true }).first().click();
    await expect(page).toHaveURL(/\/programs$/);
    await main(page).getByRole("tab", { name: "Natural Language Processing" }).click();
    await card(page, course.title).getByRole("button", { name: "Enroll Now" }).click();
    await expectToast(page, "Already Enrolled", "You are already enrolled in this program.");
    await expect(page).toHaveURL(/\/programs$/);
    await expect(card(page, course.title).getByRole("button", { name: "Enroll Now" })).toBeEnabled();
    // The browser logs the 409 answer as a failed resource load; nothing else.
    expect(consoleErrors.filter((e) => !e.includes("409"))).toEqual([]);
  });

  test("another enrol failure says 'Failed to enroll. Please try again.'", async ({ page }) => {
    await signUpAndSignIn(page);
    const [course] = await activeCourses(page);
    await page.route("**/api/v1/courses/*/enroll", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong" } } }),
    );
    await openCatalogue(page);
    await card(page, course.title).getByRole("button", { name: "Enroll Now" }).click();
    await expectToast(page, "Error", "Failed to enroll. Please try again.");
    await expect(page).toHaveURL(/\/programs$/);
  });
});

test.describe("learning a program", () => {
  test("checking every module completes it, and the dashboard follows", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page);
    const course = (await activeCourses(page)).find((c) => c.features.length >= 3)!;
    await openCatalogue(page);
    await card(page, course.title).getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await main(page).getByRole("article", { name: course.title }).getByRole("link", { name: "Continue Learning" }).click();
    await expect(page).toHaveURL(/\/dashboard\/learn\?enrollment=/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(course.title);
    await expect(main(page).getByText(course.duration)).toBeVisible();
    const progress = main(page).getByRole("progressbar", { name: "Your Progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");

    const modules = main(page).getByRole("group", { name: "Modules" }).getByRole("checkbox");
    await expect(modules).toHaveCount(course.features.length);
    for (const [i, feature] of course.features.entries()) {
      const box = main(page).getByRole("checkbox", { name: `Module ${i + 1}: ${feature}` });
      await expect(box).not.toBeChecked();
      await saving(page, () => box.check());
      const percent = String(Math.round(((i + 1) / course.features.length) * 100));
      await expect(progress).toHaveAttribute("aria-valuenow", percent);
      await expect(main(page).getByText(`${percent}%`, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText("Completed", { exact: true })).toBeVisible();
    await expect(main(page).getByText("Congratulations! You have completed this program.")).toBeVisible();

    // Saved on the server: a reload shows the same.
    await page.reload();
    await expect(main(page).getByRole("progressbar", { name: "Your Progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(modules).toHaveCount(course.features.length);
    for (const box of await modules.all()) await expect(box).toBeChecked();

    await main(page).getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const stat = (label: string) => main(page).getByRole("term").filter({ hasText: label }).locator("+ dd");
    await expect(stat("Completed")).toHaveText("1");
    await expect(stat("Active Courses")).toHaveText("0");
    await expect(main(page).getByRole("article", { name: course.title })).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: "No Active Courses" })).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("unchecking a module lowers the progress again", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page);
    const course = (await activeCourses(page)).find((c) => c.features.length >= 2)!;
    const enrolled = await enrollThroughApi(page, course.id);
    expect(enrolled.status()).toBe(201);
    const { enrollment } = (await enrolled.json()) as { enrollment: { id: string } };

    await page.goto(`/dashboard/learn?enrollment=${enrollment.id}`);
    const first = main(page).getByRole("checkbox", { name: `Module 1: ${course.features[0]}` });
    const progress = main(page).getByRole("progressbar", { name: "Your Progress" });
    await saving(page, () => first.check());
    const one = String(Math.round(100 / course.features.length));
    await expect(progress).toHaveAttribute("aria-valuenow", one);
    await saving(page, () => first.uncheck());
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await page.reload();
    await expect(main(page).getByRole("checkbox", { name: `Module 1: ${course.features[0]}` })).not.toBeChecked();
    await expectCleanConsole(consoleErrors);
  });

  test("a failed save is undone with a toast", async ({ page }) => {
    await signUpAndSignIn(page);
    const [course] = await activeCourses(page);
    const enrolled = await enrollThroughApi(page, course.id);
    const { enrollment } = (await enrolled.json()) as { enrollment: { id: string } };
    await page.route("**/api/v1/courses/*/progress", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong" } } }),
    );
    await page.goto(`/dashboard/learn?enrollment=${enrollment.id}`);
    const first = main(page).getByRole("checkbox", { name: `Module 1: ${course.features[0]}` });
    await first.click();
    await expectToast(page, "Error", "Failed to save your progress. Please try again.");
    await expect(first).not.toBeChecked();
    await expect(main(page).getByRole("progressbar", { name: "Your Progress" })).toHaveAttribute("aria-valuenow", "0");
  });

  test("an unknown enrolment says so, with a link to the dashboard", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page);
    await page.goto("/dashboard/learn?enrollment=00000000-0000-4000-8000-000000000000");
    await expect(main(page).getByRole("heading", { level: 1, name: "Program Not Found" })).toBeVisible();
    await main(page).getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectCleanConsole(consoleErrors);
  });

  test("signed out, the learning page redirects to /auth", async ({ page, consoleErrors }) => {
    await page.goto("/dashboard/learn?enrollment=00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/auth$/);
    await expectCleanConsole(consoleErrors);
  });
});
