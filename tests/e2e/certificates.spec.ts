import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { Course } from "#contracts/catalogue";
import { readPdf } from "../integration/pdf-reader";
import { newUser, signInAsAdmin, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { expectNoViolations, shoot } from "./page-checks";

// Certificates (issue 17) as people meet them: a learner completes a program, finds the
// certificate on the dashboard, downloads the PDF and shares its link; someone signed out opens
// the link; staff revoke it and the link says so. SHOTS_DIR=/some/dir saves screenshots.

const main = (page: Page) => page.getByRole("main");

/** Runs `action` (checking a module) and waits until the server has saved it. */
async function saving(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/progress") && r.request().method() === "POST");
  await action();
  expect((await saved).status()).toBe(200);
}

/** A signed-out visitor of their own (their own client address for the rate limits). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
  return { context, page: await context.newPage() };
}

test.describe("certificates", () => {
  test("a learner completes a program, downloads the certificate and shares its link; staff revoke it", async ({ page, browser, consoleErrors }) => {
    test.slow(); // a long journey: three times the bound of a test
    const learner = await signUpAndSignIn(page, { ...newUser("certificate"), name: "Meera Krishnan" });
    const courses = ((await (await page.request.get("/api/v1/courses?limit=100")).json()) as { data: Course[] }).data;
    const course = courses.find((c) => c.features.length >= 2)!;

    // Enrol from the catalogue and tick every module, as a learner does.
    await page.goto("/programs");
    await main(page).getByRole("tabpanel").getByRole("article", { name: course.title }).getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await main(page).getByRole("article", { name: course.title }).getByRole("link", { name: "Continue Learning" }).click();
    for (const [i, feature] of course.features.entries()) {
      await saving(page, () => main(page).getByRole("checkbox", { name: `Module ${i + 1}: ${feature}` }).check());
    }
    await expect(main(page).getByText("Congratulations! You have completed this program.")).toBeVisible();
    await main(page).getByRole("link", { name: "view and download it" }).click();

    // The Certificates tab: the program, the date and the code.
    await expect(page).toHaveURL(/\/dashboard\?tab=certificates$/);
    await expect(main(page).getByRole("tab", { name: "Certificates" })).toHaveAttribute("aria-selected", "true");
    const card = main(page).getByRole("article", { name: course.title });
    await expect(card.getByText("Valid", { exact: true })).toBeVisible();
    const codeText = card.getByRole("definition").filter({ hasText: /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/ });
    await expect(codeText).toBeVisible();
    const code = (await codeText.textContent())!;
    await expectNoViolations(page);
    await shoot(page, "dashboard-certificates");

    // Download PDF: a PDF file named after the code, with the name, the program, the code and a
    // QR code of the verification link.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cortexa-ai-certificate-${code}.pdf`);
    const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain(learner.name);
    expect(pdf.text).toContain(course.title);
    expect(pdf.text).toContain(code);
    expect(pdf.qrCodes).toHaveLength(1);
    const link = new URL(pdf.qrCodes[0]);
    expect(`${link.pathname}${link.search}`).toBe(`/certificates/verify?code=${code}`);

    // Copy verification link: the clipboard has the link, and a toast says so.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: "Copy verification link" }).click();
    await expect(page.getByText("Verification link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
    // Refused by the browser: the link is shown selected, to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
    });
    await card.getByRole("button", { name: "Copy verification link" }).click();
    const field = card.getByRole("textbox", { name: "Verification link" });
    await expect(field).toHaveValue(link.href);
    await expect(field).toBeFocused();
    await expect(card.getByText("Your browser did not let us copy the link.")).toBeVisible();

    // Add to LinkedIn: LinkedIn's add-to-profile form with the certificate's fields, in a new tab.
    const linkedIn = card.getByRole("link", { name: "Add to LinkedIn (opens in a new tab)" });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    const addUrl = new URL((await linkedIn.getAttribute("href"))!);
    expect(`${addUrl.origin}${addUrl.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(addUrl.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: course.title,
      organizationName: "Cortexa AI",
      certUrl: link.href,
      certId: code,
    });

    // Someone signed out opens the link: valid, with the name, the program and the date.
    const stranger = await visitor(browser);
    await stranger.page.goto(`${link.pathname}${link.search}`);
    const result = main(stranger.page).getByRole("region", { name: "Valid certificate" });
    await expect(result).toBeVisible();
    await expect(result.getByText(learner.name, { exact: true })).toBeVisible();
    await expect(result.getByText(course.title, { exact: true })).toBeVisible();
    await expect(result.getByText(code, { exact: true })).toBeVisible();
    await expect(result.getByText(/^\d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(main(stranger.page).getByRole("textbox", { name: "Certificate code" })).toHaveValue(code);
    await expectNoViolations(stranger.page);
    await shoot(stranger.page, "verify-valid");

    // Staff find it by code and revoke it, with a reason, after a confirmation.
    const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorIp() } });
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff);
    await staff.goto("/admin/certificates");
    await expect(main(staff).getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
    await main(staff).getByRole("searchbox", { name: "Search" }).fill(code.toLowerCase());
    await main(staff).getByRole("button", { name: "Search", exact: true }).click();
    const row = main(staff).getByRole("row").filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(learner.name);
    await expect(row).toContainText(learner.email);
    await expectNoViolations(staff);
    await shoot(staff, "admin-certificates");
    const revokeButton = row.getByRole("button", { name: `Revoke certificate ${code}` });
    const dialog = staff.getByRole("alertdialog", { name: "Revoke this certificate?" });
    // Cancel changes nothing and puts the focus back on the button that opened the dialog.
    await revokeButton.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(revokeButton).toBeFocused();
    await revokeButton.click();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Revoke certificate" }).click();
    await expect(dialog.getByText("Give the reason for revoking")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Reason" })).toBeFocused();
    await expectNoViolations(staff);
    await shoot(staff, "admin-certificate-revoke");
    await staff.keyboard.type("Completed by someone else on the learner's account.");
    await dialog.getByRole("button", { name: "Revoke certificate" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
    await expect(row).toContainText("Completed by someone else on the learner's account.");
    await expect(row).toContainText("by admin@cortexa.test");
    await staffContext.close();

    // The link now says revoked, with the date, and nothing about the learner.
    await stranger.page.reload();
    const revoked = main(stranger.page).getByRole("region", { name: "Revoked certificate" });
    await expect(revoked).toBeVisible();
    await expect(revoked).toContainText(`Certificate ${code} was revoked by Cortexa AI on`);
    await expect(main(stranger.page)).not.toContainText(learner.name);
    await expect(main(stranger.page)).not.toContainText(course.title);
    await shoot(stranger.page, "verify-revoked");
    await stranger.context.close();

    // The learner sees it revoked, with the reason, and can no longer download it.
    await page.reload();
    const revokedCard = main(page).getByRole("article", { name: course.title });
    await expect(revokedCard.getByText("Revoked", { exact: true })).toBeVisible();
    await expect(revokedCard).toContainText("Completed by someone else on the learner's account.");
    await expect(revokedCard.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
    await expectCleanConsole(consoleErrors);
  });

  test("the verification page: typing a code, an unknown code, a code that cannot exist, too many checks, no connection", async ({ page, consoleErrors }) => {
    await page.goto("/certificates/verify");
    await expect(main(page).getByRole("heading", { level: 1, name: "Verify a Certificate" })).toBeVisible();
    const input = main(page).getByRole("textbox", { name: "Certificate code" });
    const verify = main(page).getByRole("button", { name: "Verify" });

    await verify.click();
    await expect(main(page).getByText("Enter the certificate's code.")).toBeVisible();
    await input.fill("ABCD-1234");
    await verify.click();
    await expect(main(page).getByText("That is not a certificate code. A code has 12 letters and digits, like ABCD-EFGH-JKMN.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");

    // Typed in lower case without hyphens: read as the code, put in the address, not found.
    await input.fill("2222 3333 4444");
    await verify.click();
    await expect(page).toHaveURL(/\/certificates\/verify\?code=2222-3333-4444$/);
    await expect(main(page).getByRole("region", { name: "No certificate found" })).toContainText("No Cortexa AI certificate has the code 2222-3333-4444.");
    await expectNoViolations(page);
    await shoot(page, "verify-not-found");

    // A link whose code cannot exist is not sent to the server.
    await page.goto("/certificates/verify?code=not-a-code");
    await expect(main(page).getByRole("region", { name: "Not a certificate code" })).toBeVisible();

    // Too many checks from this network.
    await page.route("**/api/v1/certificates/*", (route) =>
      route.fulfill({ status: 429, headers: { "retry-after": "42" }, json: { error: { code: "rate_limited", message: "Too many requests." } } }),
    );
    await page.goto("/certificates/verify?code=2222-3333-5555");
    await expect(main(page).getByRole("region", { name: "Too many checks" })).toContainText("Please wait a minute, then try again.");

    // No connection, then it comes back: Try again.
    await page.unroute("**/api/v1/certificates/*");
    await page.route("**/api/v1/certificates/*", (route) => route.abort("internetdisconnected"));
    await page.goto("/certificates/verify?code=2222-3333-6666");
    const failed = main(page).getByRole("region", { name: "Could not check the certificate" });
    await expect(failed).toBeVisible();
    await page.unroute("**/api/v1/certificates/*");
    await failed.getByRole("button", { name: "Try again" }).click();
    await expect(main(page).getByRole("region", { name: "No certificate found" })).toBeVisible();

    // Chromium logs each refused or failed request; they are the answers this test asked for.
    await expectCleanConsole(
      consoleErrors.filter((e) => !/status of (404|429)|ERR_INTERNET_DISCONNECTED|Checking the certificate failed/.test(e)),
    );
  });
});
