import { assessments, recommendPrograms, scoreAssessment } from "#contracts/assessments";
import type { Course } from "#contracts/catalogue";
import { signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";

// The Resources page's self-assessments (issue 28, item 6) as a visitor takes them: on a phone,
// with taps and the keyboard, without an account; then a signed-in visitor saves one.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a visitor opens the Skill Gap Analyzer from Resources, answers by taps and keys, and gets the report with programs, printable", async ({ page, consoleErrors }) => {
    const gap = assessments["skill-gap"];
    await page.goto("/resources");
    await page.getByRole("link", { name: "Try It Free: Skill Gap Analyzer" }).tap();
    await expect(page).toHaveURL(/\/resources\/skill-gap-analyzer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Skill Gap Analyzer" })).toBeVisible();

    // Asking for the report too early: told, and taken to the first unanswered question.
    await page.getByRole("button", { name: "See My Report" }).tap();
    await expect(page.getByRole("alert")).toHaveText("Answer every question to see your report.");
    const group = (i: number) => page.getByRole("group", { name: new RegExp(`^${i + 1}\\. ${escape(gap.questions[i].text)}$`) });
    await expect(group(0).getByRole("radio").first()).toBeFocused();

    // The first six by taps, the other six by keyboard (Tab into a group, arrows choose).
    const choices = [3, 2, 2, 0, 1, 1, 0, 0, 1, 3, 2, 0];
    for (let i = 0; i < 6; i++) await group(i).getByText(gap.questions[i].options[choices[i]], { exact: true }).tap();
    for (let i = 6; i < 12; i++) {
      await page.keyboard.press("Tab");
      await expect(group(i).getByRole("radio").first()).toBeFocused();
      if (choices[i] === 0) await page.keyboard.press("Space");
      for (let n = 0; n < choices[i]; n++) await page.keyboard.press("ArrowDown");
      await expect(group(i).getByRole("radio", { name: gap.questions[i].options[choices[i]] })).toBeChecked();
    }
    await expect(page.getByText("12 of 12 answered")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "See My Report" })).toBeFocused();
    await page.keyboard.press("Enter");

    const report = scoreAssessment(gap, Object.fromEntries(gap.questions.map((q, i) => [q.id, choices[i]])));
    await expect(page.getByRole("heading", { name: "Your report" })).toBeFocused();
    await expect(page.getByText(`Overall score: ${report.overall} / 100`)).toBeVisible();
    const scores = page.getByRole("list", { name: "Scores by dimension" });
    for (const d of report.dimensions) {
      await expect(scores.getByRole("listitem").filter({ hasText: d.label })).toContainText(`${d.score} / 100`);
    }
    // The programs are the catalogue's, chosen by the contracts' rule from what the API lists.
    const catalogue: { data: Course[] } = await (await page.request.get("/api/v1/courses?limit=100")).json();
    const expected = recommendPrograms(gap, report, catalogue.data);
    expect(expected.length).toBeGreaterThan(0);
    for (const { dimension, programs } of expected) {
      const section = page.getByRole("region", { name: `${dimension.label} (${dimension.score} / 100)` });
      await expect(section).toBeVisible();
      for (const p of programs) await expect(section.getByText(p.title, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Sign In to Save" })).toHaveAttribute("href", "/auth?tool=skill-gap");
    await expectNoViolations(page);
    await shoot(page, "skill-gap-report");

    // Printed: the report only, without the site's header, footer and the buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { name: "Your report" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print Report" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Changing the answers keeps them.
    await page.getByRole("button", { name: "Change My Answers" }).tap();
    await expect(group(0).getByRole("radio", { name: gap.questions[0].options[3] })).toBeChecked();
    await expectCleanConsole(consoleErrors);
  });

  test("the questions page is accessible and fits the phone", async ({ page, consoleErrors }) => {
    await page.goto("/resources/ai-readiness-assessment");
    await expect(page.getByRole("heading", { level: 1, name: "AI Readiness Assessment" })).toBeVisible();
    await expect(page.getByRole("group")).toHaveCount(assessments.readiness.questions.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoViolations(page);
    await shoot(page, "readiness-questions");
    await expectCleanConsole(consoleErrors);
  });
});

test("a signed-in visitor saves a readiness result and sees it listed", async ({ page, consoleErrors }) => {
  const readiness = assessments.readiness;
  await signUpAndSignIn(page);
  await page.goto("/resources/ai-readiness-assessment");
  for (const [i, q] of readiness.questions.entries()) {
    await page.getByRole("group", { name: new RegExp(`^${i + 1}\\. ${escape(q.text)}$`) }).getByText(q.options[i % 4], { exact: true }).click();
  }
  await page.getByRole("button", { name: "See My Report" }).click();
  const report = scoreAssessment(readiness, Object.fromEntries(readiness.questions.map((q, i) => [q.id, i % 4])));
  await expect(page.getByText(`Overall score: ${report.overall} / 100`)).toBeVisible();
  await page.getByRole("button", { name: "Save My Result" }).click();
  await expect(page.getByText(/^Your result was saved on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  const saved = page.getByRole("region", { name: "Your saved results" });
  await expect(saved.getByRole("row")).toHaveCount(2);
  await expect(saved.getByRole("row").nth(1)).toContainText(String(report.overall));
  await shoot(page, "readiness-saved");
  await expectCleanConsole(consoleErrors);
});
