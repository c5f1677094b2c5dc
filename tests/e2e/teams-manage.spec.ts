import type { Browser, Page } from "@playwright/test";
import { newUser, signInAsAdmin, signUpAndSignIn, visitorIp, type TestUser } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";

// Teams (issue 26) past the first invitations, as people do it: the seat limit reached, teams
// made, renamed, deleted and people moved between them, join by company domain and a learner's
// progress reaching the manager, and staff ending, extending, suspending and activating a trial
// on /admin/organisations while the owner sees what that means. teams.spec.ts has the first steps.

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  return context.newPage();
}

const stampOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Starts a trial from /team/new and lands on /team/people. */
async function startTrial(page: Page, name: string, plan: "essentials" | "corporate" = "essentials") {
  await page.goto(`/team/new?plan=${plan}`);
  const trial = page.getByRole("form", { name: "Start free trial" });
  await trial.getByLabel("Organisation name").fill(name);
  await trial.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/team\/people\?org=/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

const seatsUsed = (page: Page, used: number, seats: number) => expect(page.getByText(new RegExp(`${used} of ${seats} seats used`)).first()).toBeVisible();

test("the owner invites up to the plan's seats and is told clearly when none are left; a revoke frees one", async ({ page, consoleErrors }) => {
  test.slow();
  const stamp = stampOf();
  await signUpAndSignIn(page, newUser("seats"));
  await startTrial(page, `Seats ${stamp}`);
  await seatsUsed(page, 1, 20);
  const invite = page.getByRole("form", { name: "Invite people" });
  const addresses = invite.getByLabel(/E-mail addresses/);
  const send = invite.getByRole("button", { name: "Send invitations" });
  const list = (count: number) => Array.from({ length: count }, (_, i) => `seat-${stamp}-${i}@example.com`).join("\n");

  // Twenty more would make 21 of 20: nothing is sent, and the answer says why.
  await addresses.fill(list(20));
  await send.click();
  await expect(invite.getByRole("alert")).toHaveText("No seats left: remove a member or revoke an invitation first, or ask us for more seats. (19 left, 20 needed)");
  await seatsUsed(page, 1, 20);
  await expect(page.getByRole("region", { name: "People" }).getByRole("row").filter({ hasText: `seat-${stamp}-` })).toHaveCount(0);

  // Nineteen fill the plan.
  await addresses.fill(list(19));
  await send.click();
  await expect(page.getByText("19 invitations sent.")).toBeVisible();
  await seatsUsed(page, 20, 20);

  // One more: no seats left.
  await addresses.fill(`one-more-${stamp}@example.com`);
  await send.click();
  await expect(invite.getByRole("alert")).toHaveText("No seats left: remove a member or revoke an invitation first, or ask us for more seats. (0 left, 1 needed)");
  await shoot(page, "team-people-no-seats");

  // Revoking an invitation frees its seat at once; then the next one goes.
  await page.getByRole("button", { name: `Revoke seat-${stamp}-0@example.com` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke this invitation?" });
  await dialog.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(dialog).toBeHidden();
  await seatsUsed(page, 19, 20);
  await send.click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();
  await seatsUsed(page, 20, 20);
  await expectCleanConsole(consoleErrors.filter((e) => !/status of 409/.test(e)));
});

test("a manager makes, renames and deletes teams and moves people between them, by keyboard too, on a phone as well", async ({ page, consoleErrors }) => {
  test.slow();
  const stamp = stampOf();
  const owner = await signUpAndSignIn(page, newUser("teams"));
  await startTrial(page, `Teams ${stamp}`);
  const panel = page.getByRole("region", { name: "Teams" });
  await expect(panel.getByText("No teams yet.")).toBeVisible();

  // Add two teams, pressing Enter in the field; an empty name is refused beside the field.
  const add = panel.getByRole("form", { name: "Add a team" });
  const name = add.getByLabel("New team name");
  await add.getByRole("button", { name: "Add team" }).click();
  await expect(add.getByText("Team name is required")).toBeVisible();
  await name.fill("Data");
  await name.press("Enter");
  await expect(panel.getByRole("listitem", { name: "Data" })).toContainText("(0 members)");
  await name.fill("Sales");
  await name.press("Enter");
  await expect(panel.getByRole("listitem", { name: "Sales" })).toBeVisible();
  await expect(name).toHaveValue("");

  // Rename in place: the field takes focus; a name another team has is refused, any case.
  await panel.getByRole("button", { name: "Rename team Data" }).click();
  const rename = panel.getByRole("form", { name: "Rename team Data" });
  const newName = rename.getByLabel("New name for Data");
  await expect(newName).toBeFocused();
  await newName.fill("sales");
  await newName.press("Enter");
  await expect(rename.getByText("A team of this name exists already in this organisation.")).toBeVisible();
  await expect(newName).toBeFocused();
  await newName.fill("Data Science");
  await newName.press("Enter");
  await expect(panel.getByRole("listitem", { name: "Data Science" })).toContainText("(0 members)");
  // Escape leaves a rename without a change.
  await panel.getByRole("button", { name: "Rename team Sales" }).click();
  await panel.getByLabel("New name for Sales").press("Escape");
  await expect(panel.getByRole("listitem", { name: "Sales" })).toBeVisible();

  // Move a member (here the owner) into a team from the people table.
  const team = page.getByRole("combobox", { name: `Team of ${owner.email}` });
  await team.selectOption({ label: "Data Science" });
  await expect(panel.getByRole("listitem", { name: "Data Science" })).toContainText("(1 member)");
  await expect(team).toHaveValue("Data Science");
  // The only owner cannot make themselves a manager: the organisation would have no owner.
  const role = page.getByRole("combobox", { name: `Role of ${owner.email}` });
  await role.selectOption({ label: "Manager" });
  await expect(page.getByRole("alert").filter({ hasText: "An organisation needs an owner: make someone else owner first." })).toBeVisible();
  await expect(role).toHaveValue("owner");
  await expectNoViolations(page);
  await shoot(page, "team-people-teams");

  // Deleting asks first; Cancel keeps it; the member stays, without a team.
  await panel.getByRole("button", { name: "Delete team Data Science" }).click();
  const ask = page.getByRole("alertdialog", { name: 'Delete the team "Data Science"?' });
  await expect(ask).toContainText("Its member stays in the organisation without a team");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("listitem", { name: "Data Science" })).toBeVisible();
  // The dialog has no trigger of its own: the focus goes back to the button that opened it.
  await expect(panel.getByRole("button", { name: "Delete team Data Science" })).toBeFocused();
  await panel.getByRole("button", { name: "Delete team Data Science" }).click();
  await ask.getByRole("button", { name: "Delete team" }).click();
  await expect(panel.getByRole("listitem", { name: "Data Science" })).toHaveCount(0);
  await expect(team).toHaveValue("");
  await expect(page.getByRole("region", { name: "People" }).getByRole("row").filter({ hasText: owner.email })).toBeVisible();

  // The phone layout: nothing scrolls sideways but the people table itself.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel.getByRole("listitem", { name: "Sales" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const renameSales = panel.getByRole("button", { name: "Rename team Sales" });
  await renameSales.scrollIntoViewIfNeeded();
  await expect(renameSales).toBeInViewport();
  await expectCleanConsole(consoleErrors.filter((e) => !/status of (400|409)/.test(e)));
});

test("a colleague at the owner's company domain joins without an invitation, completes a module, and the manager sees the progress", async ({ page, browser, consoleErrors }) => {
  test.slow();
  const stamp = stampOf();
  const domain = `initech-${stamp}.test`;
  const org = `Initech ${stamp}`;
  const owner: TestUser = { name: "Bill Lumbergh", email: `bill@${domain}`, password: "Secur3Passw0rd" };
  await signUpAndSignIn(page, owner);
  await startTrial(page, org);

  // The owner opens the organisation to the domain of their own address.
  const joinPanel = page.getByRole("region", { name: "Join by company domain" });
  await expect(joinPanel).toContainText("Off: only the people you invite can join.");
  await joinPanel.getByRole("button", { name: "Let colleagues join by domain" }).click();
  await expect(joinPanel).toContainText(`On: anyone with a confirmed address at @${domain} can join as a learner without an invitation, while seats last.`);

  // A colleague with a confirmed address there is offered it where they would start a team.
  const learnerPage = await newPage(browser);
  await signUpAndSignIn(learnerPage, { name: "Milton Waddams", email: `milton@${domain}`, password: "Secur3Passw0rd" });
  await learnerPage.goto("/team/new");
  const offer = learnerPage.getByRole("region", { name: "Your company is on Cortexa AI" });
  await expect(offer).toContainText(`Open to @${domain} · 19 seats left`);
  await offer.getByRole("button", { name: `Join ${org}` }).click();
  await expect(learnerPage).toHaveURL(/\/dashboard$/);

  // The owner sees the new member, puts them in a team and assigns that team a program.
  await page.reload();
  await seatsUsed(page, 2, 20);
  await page.getByRole("region", { name: "Teams" }).getByLabel("New team name").fill("Data");
  await page.getByRole("region", { name: "Teams" }).getByRole("button", { name: "Add team" }).click();
  const team = page.getByRole("combobox", { name: `Team of milton@${domain}` });
  await expect(team.locator("option", { hasText: "Data" })).toBeAttached();
  await team.selectOption({ label: "Data" });
  await expect(page.getByRole("region", { name: "Teams" }).getByRole("listitem", { name: "Data" })).toContainText("(1 member)");
  await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Assignments" }).click();
  const assign = page.getByRole("form", { name: "Assign program" });
  const program = assign.getByRole("combobox", { name: "Program" });
  await expect(program.locator("option").nth(1)).toBeAttached();
  const programTitle = (await program.locator("option").nth(1).textContent())!;
  await program.selectOption({ label: programTitle });
  await assign.getByRole("combobox", { name: "Team" }).selectOption({ label: "Data (1 member)" });
  await assign.getByRole("button", { name: "Assign program" }).click();
  const row = page.getByRole("region", { name: "Assignments" }).getByRole("row", { name: /Milton Waddams/ });
  await expect(row).toContainText("0%");

  // The learner opens it from the dashboard and completes the first module.
  await learnerPage.goto("/dashboard");
  const card = learnerPage.getByRole("article", { name: programTitle });
  await expect(card.getByText(`Assigned by ${org}`)).toBeVisible();
  await card.getByRole("link", { name: "Continue Learning" }).click();
  await expect(learnerPage).toHaveURL(/\/dashboard\/learn\?enrollment=/);
  const main = learnerPage.getByRole("main");
  const modules = main.getByRole("group", { name: "Modules" }).getByRole("checkbox");
  // count() does not wait: the modules arrive with the enrolment's data.
  await expect(modules.first()).toBeVisible();
  const count = await modules.count();
  expect(count).toBeGreaterThan(1);
  const saved = learnerPage.waitForResponse((r) => r.url().endsWith("/progress") && r.request().method() === "POST");
  await modules.first().check();
  expect((await saved).status()).toBe(200);
  const percent = Math.round(100 / count);
  await expect(main.getByRole("progressbar", { name: "Your Progress" })).toHaveAttribute("aria-valuenow", String(percent));

  // The manager's list moves on.
  await page.reload();
  await expect(row).toContainText(`${percent}%`);
  await expect(row).not.toContainText(/\b0%/);
  await expectNoViolations(page);
  await shoot(page, "team-assignments-progress");
  await expectCleanConsole(consoleErrors);
});

test("staff end, extend, suspend and activate a trial on /admin/organisations, each after a confirmation, and the owner sees what it means", async ({ page, browser, consoleErrors }) => {
  test.slow();
  const stamp = stampOf();
  const org = `Expiring ${stamp}`;
  await signUpAndSignIn(page, newUser("expiring"));
  await startTrial(page, org);

  const staff = await newPage(browser);
  await signInAsAdmin(staff);
  await staff.goto("/admin/organisations");
  const row = staff.getByRole("row").filter({ hasText: org });
  await expect(row).toContainText("1 of 20");
  await expect(row).toContainText("Trial");

  /** Staff press an action of the organisation's row, and confirm it in the dialog. */
  async function staffDoes(button: string, title: string) {
    await row.getByRole("button", { name: `${button} ${org}`, exact: true }).click();
    const dialog = staff.getByRole("alertdialog", { name: title });
    await dialog.getByRole("button", { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // End the trial now (asked first; Cancel changes nothing).
  // Exact: "End trial …" is also part of "Extend trial …".
  await row.getByRole("button", { name: `End trial ${org}`, exact: true }).click();
  await staff.getByRole("alertdialog", { name: "End this trial now?" }).getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Ends");
  await expect(row.getByRole("button", { name: `End trial ${org}`, exact: true })).toBeFocused();
  await shoot(staff, "admin-organisations");
  await staffDoes("End trial", "End this trial now?");
  await expect(row).toContainText("Ended");
  await expect(row.getByRole("button", { name: `End trial ${org}`, exact: true })).toHaveCount(0);

  // The owner can read everything but not invite or assign, and is told why.
  await page.reload();
  await expect(page.getByText("Trial ended", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your free trial has ended: you can still see everything, but inviting and assigning wait until our team extends the trial or activates your plan." })).toBeVisible();
  await expect(page.getByRole("form", { name: "Invite people" }).getByRole("button", { name: "Send invitations" })).toBeDisabled();
  await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Assignments" }).click();
  await expect(page.getByRole("form", { name: "Assign program" }).getByRole("button", { name: "Assign program" })).toBeDisabled();
  await shoot(page, "team-trial-ended");

  // Extended: inviting works again.
  await staffDoes("Extend trial", "Extend this trial?");
  await expect(row).toContainText("Ends");
  await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "People" }).click();
  // The link navigates in the page (it fetches the next page's data first): reload once it has arrived.
  await expect(page).toHaveURL(/\/team\/people\?org=/);
  await page.reload();
  const invite = page.getByRole("form", { name: "Invite people" });
  await invite.getByLabel(/E-mail addresses/).fill(`after-${stamp}@example.com`);
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();

  // Suspended, then active.
  await staffDoes("Suspend", "Suspend this organisation?");
  await expect(row).toContainText("Suspended");
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "This organisation is suspended" })).toBeVisible();
  await expect(invite.getByRole("button", { name: "Send invitations" })).toBeDisabled();
  await staffDoes("Activate", "Make this plan active?");
  await expect(row).toContainText("Active");
  await page.reload();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(invite.getByRole("button", { name: "Send invitations" })).toBeEnabled();
  await expectNoViolations(staff);
  await expectCleanConsole(consoleErrors);
});

test("a manager sends the Skill Gap Analyzer to the team after a confirmation, and can back out of it", async ({ page, consoleErrors }) => {
  const stamp = stampOf();
  await signUpAndSignIn(page, newUser("skillgap"));
  await startTrial(page, `Skills ${stamp}`);
  await page.getByRole("link", { name: "Overview" }).click();
  const send = page.getByRole("button", { name: "Send Skill Gap Analyzer" });
  // The dialog's code loads with this first click (it is not part of the page's scripts).
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Send the Skill Gap Analyzer?" });
  await expect(dialog).toContainText("Every member of your organisation (except you) gets an e-mail with a link to the analyzer.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await send.click();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  // The owner is the organisation's only member, and is not sent one.
  await expect(page.getByText("Sent to 0 people.")).toBeVisible();
  await expectCleanConsole(consoleErrors);
});
