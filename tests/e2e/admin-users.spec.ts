import { newUser, signInAsAdmin, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations } from "./page-checks";

// Staff sign an account out everywhere (issue 24): find it on /admin/users, confirm, and the
// learner's browser is signed out.

test("staff find an account and sign it out everywhere, after a confirmation", async ({ page, browser, consoleErrors }) => {
  test.setTimeout(120_000);
  const learnerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  const learnerPage = await learnerContext.newPage();
  const learner = await signUpAndSignIn(learnerPage, newUser("signed-out-by-staff"));
  const signedIn = async () => (await (await learnerPage.request.get("/api/auth/get-session")).json()) !== null;
  expect(await signedIn()).toBe(true);

  await signInAsAdmin(page);
  await page.goto("/admin/users");
  const main = page.getByRole("main");
  await expect(main.getByText("Find an account", { exact: true })).toBeVisible();
  await main.getByRole("searchbox").fill(learner.email);
  await main.getByRole("searchbox").press("Enter");
  const row = main.getByRole("row").filter({ hasText: learner.email });
  await expect(row.getByRole("cell", { name: /1 session/ })).toBeVisible();
  await expectNoViolations(page);

  // Cancel changes nothing.
  await row.getByRole("button", { name: `Sign out everywhere ${learner.email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Sign ${learner.email} out everywhere?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: `Sign out everywhere ${learner.email}` })).toBeFocused();
  expect(await signedIn()).toBe(true);

  await row.getByRole("button", { name: `Sign out everywhere ${learner.email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out Everywhere" }).click();
  await expect(page.getByText(`${learner.email}: 1 session ended.`)).toBeVisible();
  await expect(row.getByRole("cell", { name: /0 sessions/ })).toBeVisible();
  expect(await signedIn()).toBe(false);
  await learnerContext.close();
  await expectCleanConsole(consoleErrors);
});
