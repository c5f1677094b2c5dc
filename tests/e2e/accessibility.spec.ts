import { signUpAndSignIn } from "./accounts";
import { expectNoViolations } from "./page-checks";
import { expect, test } from "./fixtures";

// axe-core on a few key pages and opened states, so regressions show in npm test. The full sweep
// (every page at two viewports, and more states) is `npm run bench -- axe`.

test.describe("accessibility (axe-core)", () => {
  test("the home page", async ({ page }) => {
    await page.goto("/");
    await expectNoViolations(page);
  });

  // On a short page: axe on the long home page is slow.
  test("the chat assistant after a reply, then the search dialog without a match", async ({ page }) => {
    await page.goto("/cookies");
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await panel.getByPlaceholder("Type your message...").fill("What does the pricing look like?");
    await panel.getByPlaceholder("Type your message...").press("Enter");
    await expect(panel.getByRole("log")).toContainText("AI Training Essentials at $99/month");
    await expectNoViolations(page);
    await page.keyboard.press("Escape");

    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("combobox").fill("quantum");
    await expect(page.getByRole("dialog").getByText('No results found for "quantum"')).toBeVisible();
    await expectNoViolations(page);
  });

  test("the programs catalogue", async ({ page }) => {
    await page.goto("/programs");
    await expect(page.getByRole("button", { name: "Enroll Now" }).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("the open mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cookies");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the sign-up form with an error", async ({ page }) => {
    await page.goto("/auth?tab=sign-up");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Full name is required");
    await expectNoViolations(page);
  });

  test("the contact form submitted empty, with its toast", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please check the form for errors.")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the dashboard and the account menu, signed in", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Account menu for / }).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expectNoViolations(page);
  });
});
