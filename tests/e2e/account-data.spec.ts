import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
import { newUser, signUpAndSignIn, visitorIp, type TestUser } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";

// The learner's data in their hands (issue 18), as a learner does it on the Profile tab, and the
// newsletter's double opt-in and unsubscribe links as a subscriber opens them.

const shots = (name: string) => `test-results/account-data-screens/${name}.png`;
const FIREFOX_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

async function openProfile(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
  await page.getByRole("tab", { name: "Profile" }).click();
  return page.getByRole("tabpanel", { name: "Profile" });
}

/** Another browser (its own cookies and user agent), signed in with the password. */
async function otherBrowser(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ userAgent: FIREFOX_UA, extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", { headers: { origin: e2eBaseURL }, data: { email: user.email, password: user.password } });
  expect(res.ok()).toBe(true);
  return { context, page };
}

test.describe("the learner's account on the Profile tab", () => {
  test("changing the password signs out the other browser and its API token", async ({ page, browser, request, consoleErrors }) => {
    const user = await signUpAndSignIn(page);
    const other = await otherBrowser(browser, user);
    const login = await request.post("/api/v1/auth/login", { headers: { "x-forwarded-for": visitorIp() }, data: { email: user.email, password: user.password } });
    const { token } = (await login.json()) as { token: string };

    const profile = await openProfile(page);
    const form = profile.getByRole("form", { name: "Change password" });
    await expect(form).toBeVisible();
    // This browser, the other one and the API client.
    await expect(profile.getByRole("list", { name: "Sessions" }).getByRole("listitem")).toHaveCount(3);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`profile-${width}`), fullPage: true });
    }
    await form.getByLabel("Current password").fill(user.password);
    await form.getByLabel("New password", { exact: true }).fill("N3wer-Passw0rd-x");
    await form.getByLabel("Confirm new password").fill("N3wer-Passw0rd-y");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Passwords do not match")).toBeVisible();
    await form.getByLabel("Confirm new password").fill("N3wer-Passw0rd-x");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Your password is changed. Every other device signed in to your account was signed out.")).toBeVisible();

    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/auth$/);
    expect((await request.get("/api/v1/me", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
    expect((await readMail(user.email, { subject: /Your password was changed/ })).body).toContain("signed out");
    await other.context.close();
    await expectCleanConsole(consoleErrors);
  });

  test("changing the e-mail address confirms the new one by mail and tells the old one", async ({ page, consoleErrors }) => {
    const user = await signUpAndSignIn(page);
    const next = newUser("moved").email;
    const profile = await openProfile(page);
    await profile.getByRole("button", { name: "Change e-mail address" }).click();
    const form = profile.getByRole("form", { name: "Change e-mail address" });
    await expect(form.getByLabel("New e-mail address")).toBeFocused();
    await form.getByLabel("New e-mail address").fill(next);
    await form.getByLabel("Your password").fill("Wr0ng-password");
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(form.getByText("That password is not right.")).toBeVisible();
    await form.getByLabel("Your password").fill(user.password);
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(profile.getByText(`We sent a confirmation link to ${next}.`)).toBeVisible();

    const mail = await readMail(next, { subject: /Confirm your new e-mail address/ });
    await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    await expect(page).toHaveURL(/\/dashboard\?email=changed$/);
    const after = page.getByRole("tabpanel", { name: "Profile" });
    await expect(after.getByText("Your e-mail address is changed. We told your old address about it.")).toBeVisible();
    await expect(after.getByText(`You sign in with ${next}.`)).toBeVisible();
    expect((await readMail(user.email, { subject: /e-mail address was changed/ })).body).toContain(next);
    // The wrong password's 400 is the browser's only console line.
    await expectCleanConsole(consoleErrors.filter((e) => !/status of 400/.test(e)));
  });

  test("the sessions list shows both devices and signs the other one out", async ({ page, browser, consoleErrors }) => {
    const user = await signUpAndSignIn(page);
    const other = await otherBrowser(browser, user);
    const profile = await openProfile(page);
    const sessions = profile.getByRole("list", { name: "Sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByRole("listitem").first()).toContainText("This device");
    const firefox = sessions.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
    await firefox.getByRole("button", { name: /^Sign out Firefox on Linux/ }).click();
    await expect(profile.getByText("Firefox on Linux is signed out.")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expect(profile.getByText("You are signed in on this device only.")).toBeVisible();
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/auth$/);
    await other.context.close();
    await expectCleanConsole(consoleErrors);
  });

  test("downloads my data, then deletes the account after a confirmation; the address can sign up again", async ({ page, consoleErrors }) => {
    const user = await signUpAndSignIn(page);
    const profile = await openProfile(page);

    const download = page.waitForEvent("download");
    await profile.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cortexa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
    expect(data.account.email).toBe(user.email);

    const opener = profile.getByRole("button", { name: "Delete account..." });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByLabel("Your password")).toBeFocused();
    // Escape closes it, and focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`delete-dialog-${width}`) });
    }
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Enter your password.")).toBeVisible();
    await dialog.getByLabel("Your password").fill("Wr0ng-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("That password is not right.")).toBeVisible();
    await dialog.getByLabel("Your password").fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Account deleted")).toBeVisible();
    expect((await readMail(user.email, { subject: /Your account was deleted/ })).body).toContain("anonymous");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);

    await signUpAndSignIn(page, { ...user, name: "Asha Again" });
    await openProfile(page);
    // The empty and the wrong password's 400 and 403 are the browser's only console lines.
    await expectCleanConsole(consoleErrors.filter((e) => !/status of 40[03]/.test(e)));
  });
});

test.describe("newsletter consent", () => {
  test("subscribes only after the confirmation click, once; unsubscribes by one click and by the page", async ({ page, request, consoleErrors }) => {
    const email = newUser("reader").email;
    await page.goto("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    // The spec's toast, unchanged: the confirmation mail does the asking.
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();

    const confirm = await readMail(email, { subject: /Confirm your newsletter subscription/ });
    const link = confirm.links.find((l) => l.includes("/newsletter/confirm"))!;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: shots(`newsletter-confirm-${width}`), fullPage: true });
    }
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText(`You are subscribed: the newsletter will come to ${email}.`)).toBeVisible();
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("This confirmation link is not valid")).toBeVisible();

    // The welcome mail carries what every issue carries: the one-click header and the page link.
    const welcome = await readMail(email, { subject: /Welcome to the Cortexa AI newsletter/ });
    expect(welcome.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <(http:\/\/[^>]+\/api\/v1\/newsletter\/unsubscribe\?token=[^>]+)>$/m.exec(welcome.headers)?.[1];
    expect(header).toBeDefined();
    const pageLink = welcome.links.find((l) => l.includes("/newsletter/unsubscribe") && !l.includes("/api/"))!;
    // The header's own link, as a mail program posts it.
    const oneClick = new URL(header!).pathname + new URL(header!).search;
    const post = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(post.status()).toBe(200);
    expect(await post.json()).toEqual({ email, status: "unsubscribed" });

    await page.goto(pageLink);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("This address is not subscribed: it was already unsubscribed")).toBeVisible();
    await expectCleanConsole(consoleErrors.filter((e) => !/status of 404/.test(e)));
  });

  test("the unsubscribe page erases a subscribed address", async ({ page }) => {
    const email = newUser("leaver").email;
    expect((await page.request.post("/api/v1/newsletter", { data: { email } })).status()).toBe(202);
    const confirm = await readMail(email, { subject: /Confirm your newsletter subscription/ });
    await page.goto(confirm.links.find((l) => l.includes("/newsletter/confirm"))!);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    const welcome = await readMail(email, { subject: /Welcome/ });
    await page.goto(welcome.links.find((l) => l.includes("/newsletter/unsubscribe") && !l.includes("/api/"))!);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shots("newsletter-unsubscribe-375"), fullPage: true });
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText(`You are unsubscribed: ${email} is erased from our newsletter list.`)).toBeVisible();
  });
});
