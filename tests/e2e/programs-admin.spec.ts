import type { Page } from "@playwright/test";
import { newUser, signInAsAdmin, signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";

// Staff run the catalogue from /admin/programs; learners follow the modules on /dashboard/learn.
// SHOTS_DIR=/some/dir saves screenshots of the new pages at 375 and 1366 px wide.

const main = (page: Page) => page.getByRole("main");

test.describe("staff run the catalogue", () => {
  test("staff create a program with three modules; a learner completes it; staff deactivate it", async ({ page, browser, consoleErrors }) => {
    test.slow(); // a long journey: three times the bound of a test
    const title = `Vision Systems ${Date.now().toString(36)}`;
    await signInAsAdmin(page);

    // The list, then a new program.
    await page.goto("/admin/programs");
    await expect(main(page).getByRole("heading", { level: 1, name: "Programs" })).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Programs, by title" })).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, "admin-programs");
    await main(page).getByRole("link", { name: "New program" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "New Program" })).toBeVisible();

    // Submitting empty: a message beside each field, focus on the first.
    const form = main(page).getByRole("form", { name: "New program" });
    await form.getByRole("button", { name: "Create program" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Description is required")).toBeVisible();
    await expect(form.getByText("Duration is required")).toBeVisible();
    await expect(form.getByText("Feature 1: A feature cannot be empty")).toBeVisible();
    await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
    await expectNoViolations(page);

    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Description", { exact: true }).fill("Build inspection and tracking systems with modern computer vision.");
    await form.getByLabel("Category").selectOption({ label: "Computer Vision" });
    await form.getByLabel("Level").selectOption({ label: "Advanced" });
    await form.getByLabel("Duration", { exact: true }).fill("4 weeks");
    // Its Hindi title beside the English one (issue 29); the other Hindi fields stay empty and say so.
    const hindiTitle = form.getByRole("textbox", { name: "Title in Hindi (optional)" });
    await expect(hindiTitle).toHaveAccessibleDescription("Not translated yet: the Hindi pages show the English text.");
    await hindiTitle.fill(`विज़न सिस्टम ${title.split(" ").at(-1)}`);
    await expect(hindiTitle).toHaveAccessibleDescription("Shown on the Hindi pages.");
    await form.getByLabel("Price in rupees").fill("15999");
    await form.getByRole("textbox", { name: "Feature 1", exact: true }).fill("Image classification");
    await form.getByRole("button", { name: "Add feature" }).click();
    await expect(form.getByRole("textbox", { name: "Feature 2", exact: true })).toBeFocused();
    await page.keyboard.type("Object detection");
    await form.getByRole("button", { name: "Create program" }).click();
    await expect(page).toHaveURL(/\/admin\/programs\/edit\?id=/);
    await expect(main(page).getByRole("heading", { level: 2, name: "Modules" })).toBeFocused();

    // Three modules, through the dialog.
    const modules = [
      { title: "Pixels and tensors", summary: "How images become numbers.", minutes: "45", lesson: "## Pixels\n\nEvery image is a **grid** of numbers." },
      { title: "Convolutional networks", summary: "Filters that learn.", minutes: "90", lesson: "" },
      { title: "Detection in production", summary: "Ship a detector and watch it.", minutes: "60", lesson: "" },
    ];
    for (const m of modules) {
      await main(page).getByRole("button", { name: "Add module" }).click();
      const dialog = page.getByRole("dialog", { name: "Add module" });
      await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();
      await dialog.getByLabel("Title", { exact: true }).fill(m.title);
      await dialog.getByLabel("Summary", { exact: true }).fill(m.summary);
      await dialog.getByLabel("Estimated duration in minutes").fill(m.minutes);
      if (m.lesson) await dialog.getByLabel("Lesson text (optional)", { exact: true }).fill(m.lesson);
      if (m === modules[0]) {
        await expectNoViolations(page);
        await shoot(page, "admin-module-dialog");
      }
      await dialog.getByRole("button", { name: "Add module" }).click();
      await expect(dialog).toBeHidden();
    }
    const moduleList = main(page).getByRole("region", { name: "Modules" }).getByRole("listitem");
    await expect(moduleList.getByRole("heading", { level: 3 })).toHaveText(modules.map((m) => m.title));

    // Reorder with the keyboard: the last module up, then back down; focus stays on its buttons.
    await main(page).getByRole("button", { name: "Move Detection in production up" }).focus();
    await page.keyboard.press("Enter");
    await expect(moduleList.getByRole("heading", { level: 3 })).toHaveText([modules[0].title, modules[2].title, modules[1].title]);
    await expect(main(page).getByRole("button", { name: "Move Detection in production up" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // "Move … down"
    await expect(moduleList.getByRole("heading", { level: 3 })).toHaveText(modules.map((m) => m.title));
    await expect(main(page).getByRole("region", { name: "History" }).getByText("Modules reordered").first()).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, "admin-program-edit");

    // The public catalogue shows it under its category.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/programs");
    await main(visitorPage).getByRole("tab", { name: "Computer Vision" }).click();
    await expect(main(visitorPage).getByRole("article", { name: title })).toBeVisible();
    // The Hindi catalogue shows the Hindi title, and the English description where there is no Hindi one.
    await visitorPage.goto("/hi/programs");
    await main(visitorPage).getByRole("tab", { name: "कंप्यूटर विज़न" }).click();
    const hindiCard = main(visitorPage).getByRole("article", { name: `विज़न सिस्टम ${title.split(" ").at(-1)}` });
    await expect(hindiCard).toContainText("Build inspection and tracking systems with modern computer vision.");
    await visitor.close();

    // A learner enrols and completes the three modules.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signUpAndSignIn(learner, newUser("modules"));
    await learner.goto("/programs");
    await main(learner).getByRole("tab", { name: "Computer Vision" }).click();
    await main(learner).getByRole("article", { name: title }).getByRole("button", { name: "Enroll Now" }).click();
    await expect(learner).toHaveURL(/\/dashboard$/);
    await main(learner).getByRole("article", { name: title }).getByRole("link", { name: "Continue Learning" }).click();
    await expect(main(learner).getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main(learner).getByText("How images become numbers.")).toBeVisible();
    await expect(main(learner).getByText("1 h 30 min")).toBeVisible();
    await main(learner).getByText("Lesson: Pixels and tensors").click();
    // The lesson's top heading continues the page's outline at h3, under its module (whatever level staff wrote).
    await expect(main(learner).getByRole("heading", { level: 3, name: "Pixels" })).toBeVisible();
    await expectNoViolations(learner);
    await shoot(learner, "learn");
    for (const [index, m] of modules.entries()) {
      await main(learner).getByRole("checkbox", { name: `Module ${index + 1}: ${m.title}` }).check();
    }
    await expect(main(learner).getByText("100%")).toBeVisible();
    await expect(main(learner).getByText("Congratulations! You have completed this program.")).toBeVisible();
    // Saved on the server too (the page shows a tick at once, before the save is answered).
    await expect
      .poll(async () => (await (await learner.request.get("/api/v1/me/enrollments")).json()).enrollments[0])
      .toMatchObject({ status: "completed", progress: 100 });

    // Staff deactivate it (after a confirmation): it leaves the catalogue; the learner keeps it.
    await page.reload();
    await main(page).getByRole("button", { name: "Deactivate" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this program?" });
    await expect(confirm).toContainText("1 enrolled learner keeps access");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(confirm).toBeHidden();
    await expect(main(page).getByText("Inactive", { exact: true })).toBeVisible();

    // Deleting it is refused: it has an enrolment.
    await main(page).getByRole("button", { name: "Delete program" }).click();
    const del = page.getByRole("alertdialog", { name: "Delete this program?" });
    await del.getByRole("button", { name: "Delete program" }).click();
    await expect(del.getByRole("alert")).toContainText("This program has enrolments, so it cannot be deleted. Deactivate it instead");
    await del.getByRole("button", { name: "Cancel" }).click();

    await learner.goto("/programs");
    await main(learner).getByRole("tab", { name: "Computer Vision" }).click();
    await expect(main(learner).getByRole("article").first()).toBeVisible();
    await expect(main(learner).getByRole("article", { name: title })).toHaveCount(0);
    await learnerContext.close();
    // The refused delete's 409 is the answer the test asked for; Chromium logs every 4xx.
    await expectCleanConsole(consoleErrors.filter((e) => !e.includes("status of 409 (Conflict)")));
  });
});
