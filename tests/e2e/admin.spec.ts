import fs from "node:fs";
import { e2eBaseURL } from "../../playwright.config";
import { newUser, signInAsAdmin, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";

// The staff inbox. The e2e server runs with ADMIN_EMAILS=admin@cortexa.test (playwright.config.ts).
// Staff need two-factor sign-in: signInAsAdmin (accounts.ts).

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const pages = [
  ["/admin/inquiries", "Inquiries"],
  ["/admin/subscribers", "Newsletter Subscribers"],
  ["/admin/enrollments", "Enrolments"],
] as const;

test.describe("staff inbox", () => {
  for (const [path, title] of pages) {
    test(`${path} is prerendered as its loading state and sends signed-out visitors to /auth`, async ({ page, request, consoleErrors }) => {
      // Without a session cookie the server redirects at once; with one the page checks the session.
      expect((await request.get(path, { maxRedirects: 0 })).headers().location).toBe("/auth");
      const html = await (await request.get(path, { headers: { cookie: "better-auth.session_token=expired" } })).text();
      expect(html).toMatch(/<div role="status"[^>]*>.*Loading\.\.\./s);
      expect(html).toContain(`<h1 class="sr-only">${title}</h1>`);
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expectCleanConsole(consoleErrors);
    });
  }

  test("tells a signed-in learner they are not authorised, with a way home", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page, newUser("not-staff"));
    for (const [path] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Not authorised" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    // The API says no as well.
    expect((await page.request.get("/api/v1/admin/inquiries")).status()).toBe(403);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(`${e2eBaseURL}/`);
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  test("lists inquiries newest first, finds one, opens it and changes its status", async ({ page, consoleErrors }) => {
    const id = unique();
    const name = "Zara Khan";
    const email = `zara-${id}@example.com`;
    const posted = await page.request.post("/api/v1/contact", {
      headers: { "x-forwarded-for": visitorIp() },
      data: { name, email, company: "Khan Logistics", subject: `Fleet analytics ${id}`, message: "Could you train our 25 dispatchers on forecasting?" },
    });
    expect(posted.status()).toBe(201);

    await signInAsAdmin(page);
    await page.goto("/admin/inquiries");
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Staff inbox" });
    await expect(nav.getByRole("link", { name: "Inquiries" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: "Contact inquiries, newest first" });
    // Just sent, so among the newest (other tests running in parallel may send theirs too).
    await expect(table.getByRole("row").filter({ hasText: email })).toBeVisible();

    // Search with the keyboard.
    await page.getByRole("searchbox", { name: "Search" }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(`Fleet analytics ${id}`);
    await expect(row).toContainText("New");
    await expect(page.getByText("Showing 1–1 of 1 inquiries")).toBeVisible();

    await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Fleet analytics ${id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Could you train our 25 dispatchers on forecasting?");
    await expect(dialog.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(dialog.getByRole("button", { name: "Update status" })).toBeDisabled();
    await dialog.getByRole("combobox", { name: "Status" }).selectOption({ label: "Resolved" });
    await dialog.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: `The inquiry from ${name} is now Resolved.` })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Update status" })).toBeDisabled();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("button", { name: `View inquiry from ${name}` })).toBeFocused();
    await expect(row).toContainText("Resolved");

    // The status filter: it is among the resolved ones, and no longer among the new ones.
    const status = page.getByRole("combobox", { name: "Status" });
    await status.selectOption("resolved");
    await expect(page).toHaveURL(/status=resolved/);
    await expect(row).toBeVisible();
    await status.selectOption("new");
    await expect(page.getByText("No inquiries found")).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("opens an inquiry from a link, as the notification e-mail gives it", async ({ page, consoleErrors }) => {
    const email = `linked-${unique()}@example.com`;
    const posted = await page.request.post("/api/v1/contact", {
      headers: { "x-forwarded-for": visitorIp() },
      data: { name: "Dev Patel", email, message: "Please send the brochure for masterclasses." },
    });
    const { id } = await posted.json();
    await signInAsAdmin(page);
    await page.goto(`/admin/inquiries?id=${id}`);
    const dialog = page.getByRole("dialog", { name: "Inquiry from Dev Patel" });
    await expect(dialog).toContainText("Please send the brochure for masterclasses.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).not.toHaveURL(/id=/);
    await expectCleanConsole(consoleErrors);
  });

  test("pages through inquiries", async ({ page, consoleErrors }) => {
    const tag = unique();
    for (let i = 0; i < 27; i++) {
      const res = await page.request.post("/api/v1/contact", {
        headers: { "x-forwarded-for": `10.250.${i}.${Math.floor(Math.random() * 250)}` },
        data: { name: "Page Tester", email: `pager-${tag}-${i}@example.com`, subject: `Paging ${tag}`, message: `Inquiry ${i} for the pager test.` },
      });
      expect(res.status()).toBe(201);
    }
    await signInAsAdmin(page);
    await page.goto(`/admin/inquiries?q=${tag}`);
    await expect(page.getByText("Showing 1–25 of 27 inquiries")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Showing 26–27 of 27 inquiries")).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("Showing 1–25 of 27 inquiries")).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("counts newsletter subscribers and downloads them as CSV", async ({ page, consoleErrors }) => {
    const email = `reader-${unique()}@example.com`;
    expect((await page.request.post("/api/v1/newsletter", { data: { email } })).status()).toBe(202);
    // Double opt-in: staff see the address once its owner confirmed it.
    const confirm = await readMail(email, { subject: /Confirm your newsletter subscription/ });
    const token = new URL(confirm.links.find((l) => l.includes("/newsletter/confirm"))!).searchParams.get("token");
    expect((await page.request.post("/api/v1/newsletter/confirm", { data: { token } })).status()).toBe(200);
    await signInAsAdmin(page);
    await page.goto("/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter Subscribers" })).toBeVisible();
    await expect(page.getByText(/subscribers? in total/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Newsletter subscribers, newest first" }).getByRole("row").nth(1)).toContainText(email);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("email,subscribed_at");
    expect(csv).toContain(`\r\n${email},`);
    await expectCleanConsole(consoleErrors);
  });

  test("shows who is enrolled in what, with progress", async ({ page, browser, consoleErrors }) => {
    // A learner enrols in a program, in their own browser.
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    const learner = await signUpAndSignIn(learnerPage, { ...newUser("enrolled"), name: "Kavya Reddy" });
    const catalogue = await (await learnerPage.request.get("/api/v1/courses")).json();
    const program = catalogue.data[0];
    const enroll = await learnerPage.request.post(`/api/v1/courses/${program.id}/enroll`, { headers: { origin: e2eBaseURL }, data: {} });
    expect(enroll.status()).toBe(201);
    await learnerContext.close();

    await signInAsAdmin(page);
    await page.goto("/admin/enrollments");
    const row = page.getByRole("table", { name: "Enrolments, newest first" }).getByRole("row").filter({ hasText: learner.email });
    await expect(row).toContainText("Kavya Reddy");
    await expect(row).toContainText(program.title);
    await expect(row).toContainText("Active");
    await expect(row.getByRole("progressbar", { name: `Progress of Kavya Reddy in ${program.title}` })).toHaveAttribute("aria-valuenow", "0");
    await expect(row).toContainText("0%");
    await expectCleanConsole(consoleErrors);
  });

  test("fits a 360 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsAdmin(page);
    for (const [path] of pages) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Staff inbox" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
