import type { Page } from "@playwright/test";
import { newUser, signUpAndSignIn, totpFor, type TestUser } from "./accounts";
import { expect, expectCleanConsole, test, waitForHydration } from "./fixtures";

// Two-factor sign-in: set up on the Profile tab by reading the key from the page and computing
// codes as an authenticator app would; then sign-in asks for a code or a backup code.

const shots = (name: string) => `test-results/two-factor-screens/${name}.png`;

/**
 * A code of the authenticator app for a later 30-second step than the last one used (the server
 * takes each step once, and none older): now, else the next step (accepted a step early), else it
 * waits for the clock to reach a new step.
 */
async function freshCode(key: string, used: Set<string>): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const last = Math.max(-Infinity, ...[...used].map(Number));
    const next = [step, step + 1].find((s) => s > last);
    if (next !== undefined) {
      used.add(String(next));
      return totpFor(key).generate({ timestamp: next * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 50));
  }
}

/** `asked`: the page opened with the set-up already asked for (staff sent to set it up). */
async function setUpOnProfileTab(page: Page, user: TestUser, { screenshots = false, asked = false } = {}) {
  const profile = page.getByRole("tabpanel", { name: "Profile" });
  const section = profile.getByRole("region", { name: "Two-Factor Sign-In" });
  if (!asked) await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const confirm = section.getByRole("form", { name: "Confirm it is you" });
  await confirm.getByLabel("Password").fill("Wr0ngPassw0rd");
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("That password is not right.");
  await confirm.getByLabel("Password").fill(user.password);
  await confirm.getByRole("button", { name: "Continue" }).click();

  const scan = section.getByRole("form", { name: "Set up two-factor sign-in" });
  await expect(scan.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await scan.getByTestId("totp-secret").textContent())!;
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32,}$/);
  if (screenshots) {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await scan.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shots(`setup-scan-${width}`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width}`).toBeLessThanOrEqual(width);
    }
  }
  await scan.getByLabel("Code from the app").fill("000000");
  await scan.getByRole("button", { name: "Turn on" }).click();
  await expect(scan.getByRole("alert")).toHaveText("That code is not right. Check it and try again.");
  await expect(scan.getByLabel("Code from the app")).toHaveValue("000000");
  const used = new Set<string>();
  await scan.getByLabel("Code from the app").fill(await freshCode(key, used));
  await scan.getByRole("button", { name: "Turn on" }).click();

  await expect(section.getByText("Two-factor sign-in is on. Your other devices were signed out.")).toBeVisible();
  await expect(section.getByRole("heading", { name: "Save your backup codes" })).toBeFocused();
  const codes = await section.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  if (screenshots) {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await page.screenshot({ path: shots(`backup-codes-${width}`), fullPage: true });
    }
  }
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByText("Two-factor sign-in is on.")).toBeVisible();
  return { key, codes, used };
}

async function signInWithPassword(page: Page, user: TestUser) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password").fill(user.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  return page.getByRole("form", { name: "Two-factor sign-in" });
}

test.describe("two-factor sign-in", () => {
  test("is set up on the Profile tab, then sign-in asks for a code, or takes a backup code once", async ({ page, consoleErrors }) => {
    const user = await signUpAndSignIn(page, newUser("two-factor"));
    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Profile" }).click();
    const { key, codes, used } = await setUpOnProfileTab(page, user, { screenshots: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Sign out, sign in: the code is asked for, with the keyboard all the way.
    await page.context().clearCookies();
    const challenge = await signInWithPassword(page, user);
    await expect(challenge.getByLabel("Authentication code")).toBeFocused();
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await page.screenshot({ path: shots(`sign-in-code-${width}`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.keyboard.type("123");
    await page.keyboard.press("Enter");
    await expect(challenge.getByRole("alert")).toHaveText("Enter the 6-digit code from your authenticator app.");
    await challenge.getByLabel("Authentication code").fill(await freshCode(key, used));
    await challenge.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // With a backup code: it works once.
    await page.context().clearCookies();
    const again = await signInWithPassword(page, user);
    await again.getByRole("button", { name: "Use a backup code instead" }).click();
    await expect(again.getByLabel("Backup code")).toBeFocused();
    await again.getByLabel("Backup code").fill(codes[0]);
    await again.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    const third = await signInWithPassword(page, user);
    await third.getByRole("button", { name: "Use a backup code instead" }).click();
    await third.getByLabel("Backup code").fill(codes[0]);
    await third.getByRole("button", { name: "Verify" }).click();
    await expect(third.getByRole("alert")).toHaveText("That code is not right. Check it and try again.");
    await third.getByLabel("Backup code").fill(codes[1]);
    await third.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
  });

  test("staff without it are sent to set it up before the staff inbox opens", async ({ page, consoleErrors }) => {
    const staff = await signUpAndSignIn(page, { name: "Dev Staff", email: "new-staff@cortexa.test", password: "Secur3Passw0rd" });
    const refused = await page.request.get("/api/v1/admin/inquiries");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe("two_factor_required");

    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/dashboard\?setup=two-factor$/);
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    const section = page.getByRole("region", { name: "Two-Factor Sign-In" });
    await expect(section.getByText("Staff accounts must use two-factor sign-in to open the staff inbox.")).toBeVisible();
    await expect(section.getByRole("form", { name: "Confirm it is you" })).toBeVisible();
    await setUpOnProfileTab(page, staff, { asked: true });
    await section.getByRole("link", { name: "Open the staff inbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    expect((await page.request.get("/api/v1/admin/inquiries")).status()).toBe(200);
    expect(consoleErrors.filter((e) => !/status of 40[013]/.test(e))).toEqual([]);
  });
});

test("the sign-in page loads no two-factor code until a sign-in asks for it", async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/auth");
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  // What the running page loaded: after hydration (a prerendered form is visible long before), and
  // after the requests it started then.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /two-factor|qrcode/i.test(s))).toEqual([]);
  await expectCleanConsole(consoleErrors);
});
