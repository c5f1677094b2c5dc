import fs from "node:fs";
import path from "node:path";
import { backupBlocker } from "../../playwright.config";
import { newUser, signInAsAdmin, signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";

// /admin/jobs: the job queue as staff see it. The e2e server schedules a daily backup into a
// directory under a path that is a file (playwright.config.ts), so its first backup, run from the
// queue at start-up, fails with its error. Staff see it, the test clears the way, staff retry it,
// and the backup is written.

test.describe("staff's job queue", () => {
  test("shows the failed backup with its error; Retry asks first, then runs it again and it completes", async ({ page, consoleErrors }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Staff inbox" });
    await expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");

    // Failed jobs first.
    const states = page.getByRole("group", { name: "Show jobs that are" });
    await expect(states.getByRole("button", { name: /^Failed/ })).toHaveAttribute("aria-pressed", "true");
    const table = page.getByRole("table", { name: "Failed jobs, newest first" });
    const row = table.getByRole("row").filter({ hasText: "backup.write" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Error: ENOTDIR");
    await expect(row.getByText("Failed", { exact: true })).toBeVisible();
    await expectNoViolations(page);

    // Cancel changes nothing.
    const retry = row.getByRole("button", { name: "Retry job backup.write" });
    const jobId = (await retry.getAttribute("id"))?.replace(/^retry-/, "");
    await retry.click();
    const dialog = page.getByRole("alertdialog", { name: "Retry this job?" });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(retry).toBeFocused();
    await expect(row).toHaveCount(1);

    // Make room for the backups, then retry for real.
    fs.rmSync(backupBlocker, { force: true });
    await retry.click();
    await dialog.getByRole("button", { name: "Retry job" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table.getByRole("row").filter({ hasText: "backup.write" })).toHaveCount(0);

    await states.getByRole("button", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/\?state=completed$/);
    const completed = page.getByRole("table", { name: "Completed jobs, newest first" });
    // One completed backup, or two when the run crossed midnight UTC (the next day's slot, after the
    // way was cleared): the retried job must be among them.
    await expect(completed.getByRole("row").filter({ hasText: "backup.write" }).first()).toBeVisible({ timeout: 20_000 });
    const completedJobs = (await (await page.request.get("/api/v1/admin/jobs?state=completed")).json()) as { jobs: { id: string; name: string }[] };
    const backups = completedJobs.jobs.filter((job) => job.name === "backup.write");
    expect(backups.map((job) => job.id)).toContain(jobId);
    // The retention cleanup ran from the queue at start-up too.
    await expect(completed.getByRole("row").filter({ hasText: "retention.erase" }).first()).toBeVisible();
    const written = fs.readdirSync(path.join(backupBlocker, "scheduled"));
    expect(written.filter((name) => /^backup-.*\.tar\.gz$/.test(name))).toHaveLength(backups.length);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(completed).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, "admin-jobs-phone");
    await expectCleanConsole(consoleErrors);
  });

  test("is not for a learner: the page says not authorised and the API answers 403", async ({ page }) => {
    await signUpAndSignIn(page, newUser("jobs-learner"));
    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Not authorised" })).toBeVisible();
    expect((await page.request.get("/api/v1/admin/jobs")).status()).toBe(403);
    expect((await page.request.post("/api/v1/admin/jobs/3f0c9a52-7d1e-4f6b-9a0e-2b8c4d5e6f70/retry", { headers: { origin: new URL(page.url()).origin } })).status()).toBe(403);
  });
});
