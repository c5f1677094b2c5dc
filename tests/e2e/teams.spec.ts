import type { Browser, Page } from "@playwright/test";
import { newUser, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";
import { expectNoViolations, shoot } from "./page-checks";

// Teams (issue 26) as people do it: an L&D lead picks a plan on the home page, signs up, confirms,
// starts the trial, invites three people (one pasted, two by CSV), one accepts by signing up from
// the link and one with an existing account, the lead assigns a program with a due date to a team,
// and the learner sees it on the dashboard. Then the phone layout.

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  return context.newPage();
}

const joinLink = async (email: string) => {
  const mail = await readMail(email, { subject: /invited you to/ });
  const link = mail.links.find((l) => l.includes("/team/join?token="));
  if (!link) throw new Error(`no invitation link in: ${mail.body}`);
  return link;
};

test("an owner starts a trial, invites by list and CSV, invitees accept, a program is assigned to a team and the learner sees it", async ({ page, browser, consoleErrors }) => {
  test.slow();
  const lead = newUser("lead");
  const stamp = lead.email.split("@")[0].slice(5);
  const org = `Acme ${stamp}`;
  const pasted = `pasted-${stamp}@example.com`;
  const newcomer = `newcomer-${stamp}@example.com`;
  const existing = newUser("existing");
  // Someone with an account already (made in another browser).
  await signUpAndSignIn(await newPage(browser), existing);

  // The pricing card carries the plan through sign-up and the confirmation link.
  await page.goto("/");
  await page.getByRole("region", { name: "Simple, transparent pricing" }).getByRole("link", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL(/\/auth\?plan=corporate$/);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Full Name").fill("Lena Lead");
  await signUp.getByLabel("Email").fill(lead.email);
  await signUp.getByLabel("Password").fill(lead.password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  const confirmation = await readMail(lead.email);
  await page.goto(confirmation.links.find((l) => l.includes("/api/auth/verify-email"))!);
  await expect(page).toHaveURL(/\/team\/new\?plan=corporate$/);

  // Start the trial.
  const trial = page.getByRole("form", { name: "Start free trial" });
  await trial.getByLabel("Organisation name").fill(org);
  await expect(trial.getByRole("radio", { name: /AI Corporate Suite/ })).toBeChecked();
  await shoot(page, "team-new");
  await trial.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/team\/people\?org=/);
  await expect(page.getByText(`${org}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/AI Corporate Suite · Owner · 1 of 40 seats used/)).toBeVisible();

  // Invite: one pasted address, two people by CSV (name,email,team).
  const invite = page.getByRole("form", { name: "Invite people" });
  await invite.getByLabel(/E-mail addresses/).fill(pasted);
  await invite.getByLabel(/Or a CSV file/).setInputFiles({
    name: "people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,email,team\nNina Newcomer,${newcomer},Data\nEsha Existing,${existing.email},Data\n`),
  });
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("3 invitations sent.")).toBeVisible();
  const people = page.getByRole("region", { name: "People" });
  for (const email of [pasted, newcomer, existing.email]) await expect(people.getByRole("row").filter({ hasText: email })).toContainText("Invited, until");
  await expect(page.getByText(/4 of 40 seats used/).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "team-people");

  // The newcomer signs up from the link: no confirmation mail, a member at once.
  const newcomerPage = await newPage(browser);
  await newcomerPage.goto(await joinLink(newcomer));
  await expect(newcomerPage.getByRole("heading", { name: `Join ${org}` })).toBeVisible();
  const join = newcomerPage.getByRole("form", { name: "Create your account" });
  await join.getByLabel("Full Name").fill("Nina Newcomer");
  await join.getByLabel("Password").fill("Secur3Passw0rd");
  await join.getByRole("button", { name: "Create account and join" }).click();
  await expect(newcomerPage).toHaveURL(/\/dashboard$/);

  // The existing account opens the link in a fresh browser, signs in, comes back to it and accepts.
  const existingPage = await newPage(browser);
  await existingPage.goto(await joinLink(existing.email));
  await existingPage.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(existingPage).toHaveURL(/\/auth\?invite=/);
  const signIn = existingPage.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(existing.email);
  await signIn.getByLabel("Password").fill(existing.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(existingPage).toHaveURL(/\/team\/join\?token=/);
  await existingPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(existingPage).toHaveURL(/\/dashboard$/);

  // The owner assigns a program with a due date to the Data team.
  await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Assignments" }).click();
  await expect(page).toHaveURL(/\/team\/assignments\?org=/);
  const assign = page.getByRole("form", { name: "Assign program" });
  const program = assign.getByRole("combobox", { name: "Program" });
  await expect(program.locator("option").nth(1)).toBeAttached();
  const programTitle = (await program.locator("option").nth(1).textContent())!;
  await program.selectOption({ label: programTitle });
  await assign.getByLabel(/Due date/).fill("2030-06-30");
  await assign.getByRole("combobox", { name: "Team" }).selectOption({ label: "Data (2 members)" });
  await assign.getByRole("button", { name: "Assign program" }).click();
  const table = page.getByRole("region", { name: "Assignments" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /Nina Newcomer/ })).toContainText("0%");
  await expect(table.getByRole("row", { name: /Nina Newcomer/ })).toContainText("30 Jun 2030");
  await expectNoViolations(page);
  await shoot(page, "team-assignments");

  // The learner sees it on the dashboard, marked as assigned, with the due date.
  // On the mailed link's origin (PUBLIC_URL), where the learner signed in.
  await newcomerPage.goto(new URL("/dashboard", newcomerPage.url()).href);
  const card = newcomerPage.getByRole("article", { name: programTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Assigned by ${org}`)).toBeVisible();
  await expect(card.getByText("Due 30 Jun 2030")).toBeVisible();

  await expectCleanConsole(consoleErrors);
});

test("the team pages fit a 375 px phone without sideways scrolling", async ({ page }) => {
  await signUpAndSignIn(page, newUser("phone"));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/team/new?plan=essentials");
  await page.getByLabel("Organisation name").fill("Phone Co");
  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/team\/people\?org=/);
  // The people table is wider than the phone: it scrolls inside its frame, and a shaded edge says
  // on which side more of it is.
  const people = page.getByRole("region", { name: "People" });
  const frame = people.locator("..");
  await expect(frame.locator('[data-scroll-hint="after"]')).toBeVisible();
  await expect(frame.locator('[data-scroll-hint="before"]')).toHaveCount(0);
  await people.evaluate((table) => table.scrollTo({ left: table.scrollWidth }));
  await expect(frame.locator('[data-scroll-hint="before"]')).toBeVisible();
  await expect(frame.locator('[data-scroll-hint="after"]')).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(frame.locator("[data-scroll-hint]")).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/team/people", "/team/assignments", "/team/new"]) {
    if (path !== "/team/people") await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
