import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";

const openDashboard = async (page: Page) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
};

test.describe("learner dashboard", () => {
  test("is prerendered as its loading state", async ({ request }) => {
    // A browser with a session cookie gets the page, which then checks the session itself.
    const html = await (await request.get("/dashboard", { headers: { cookie: "better-auth.session_token=expired" } })).text();
    expect(html).toMatch(/<div role="status"[^>]*>.*Loading\.\.\./s);
    expect(html).not.toContain("Welcome back");
  });

  test("the server sends a visitor without a session cookie to /auth", async ({ request }) => {
    const response = await request.get("/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/auth");
  });

  test("redirects to /auth when nobody is signed in", async ({ page, consoleErrors }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expectCleanConsole(consoleErrors);
  });

  test("shows the header, the stats and the empty states of a new learner", async ({ page, consoleErrors }) => {
    const user = await signUpAndSignIn(page);
    await openDashboard(page);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Asha Verma!");
    await expect(main.getByText(user.email, { exact: true })).toBeVisible();
    await expect(main.getByText("A", { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Sign Out" })).toBeVisible();

    const stat = (label: string) => main.getByRole("term").filter({ hasText: label }).locator("+ dd");
    await expect(stat("Active Courses")).toHaveText("0");
    await expect(stat("Completed")).toHaveText("0");
    await expect(stat("Study Time")).toHaveText("0 hours this week");
    await expect(stat("Average Progress")).toHaveText("0%");

    // My Courses is the first tab.
    await expect(main.getByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(main.getByRole("heading", { name: "No Active Courses" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Browse Programs" })).toHaveAttribute("href", "/programs");

    await main.getByRole("tab", { name: "Profile" }).click();
    const profile = main.getByRole("tabpanel", { name: "Profile" });
    const field = (label: string) => profile.getByRole("term").filter({ hasText: label }).locator("+ dd");
    await expect(field("Full Name")).toHaveText("Asha Verma");
    await expect(field("Email")).toHaveText(user.email);
    await expect(field("Company")).toHaveText("Not set");
    await expect(field("Phone")).toHaveText("Not set");
    await expect(profile.getByRole("button", { name: "Edit Profile" })).toBeVisible();

    await main.getByRole("tab", { name: "Certificates" }).click();
    await expect(main.getByRole("heading", { name: "No Certificates Yet" })).toBeVisible();

    await main.getByRole("tab", { name: "My Courses" }).click();
    await main.getByRole("link", { name: "Browse Programs" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expectCleanConsole(consoleErrors);
  });

  test("edits the profile in a dialog with the contact form's rules", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page);
    await openDashboard(page);
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Profile" }).click();

    const editButton = main.getByRole("button", { name: "Edit Profile" });
    await editButton.click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel("Full name");
    await expect(name).toHaveValue("Asha Verma");
    await expect(name).toBeFocused();

    // Escape closes it and gives focus back; nothing is saved.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(editButton).toBeFocused();

    await editButton.click();
    await name.fill("");
    await dialog.getByLabel("Company").fill("c".repeat(101));
    await dialog.getByLabel("Phone").fill("call me maybe");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(dialog.getByText("Company name must be less than 100 characters")).toBeVisible();
    await expect(dialog.getByText("Invalid phone number format")).toBeVisible();
    await expect(name).toHaveAccessibleDescription("Full name is required");

    await name.fill("Asha 2");
    await expect(dialog.getByText("Name can only contain letters, spaces, hyphens, and apostrophes")).toBeVisible();

    await name.fill("  Asha Kapoor-Verma ");
    await dialog.getByLabel("Company").fill("Infosys");
    await dialog.getByLabel("Phone").fill("+91 98765 43210");
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    const profile = main.getByRole("tabpanel", { name: "Profile" });
    const field = (label: string) => profile.getByRole("term").filter({ hasText: label }).locator("+ dd");
    await expect(field("Full Name")).toHaveText("Asha Kapoor-Verma");
    await expect(field("Company")).toHaveText("Infosys");
    await expect(field("Phone")).toHaveText("+91 98765 43210");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Asha Kapoor-Verma!");

    // Saved on the server: still there after a reload; an emptied optional field reads 'Not set'.
    await page.reload();
    await main.getByRole("tab", { name: "Profile" }).click();
    await expect(field("Company")).toHaveText("Infosys");
    await main.getByRole("button", { name: "Edit Profile" }).click();
    await expect(dialog.getByLabel("Company")).toHaveValue("Infosys");
    await dialog.getByLabel("Company").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(field("Company")).toHaveText("Not set");
    await expect(field("Full Name")).toHaveText("Asha Kapoor-Verma");
    await expectCleanConsole(consoleErrors);
  });

  test("Sign Out goes to the home page and the dashboard then sends to /auth", async ({ page, consoleErrors }) => {
    await signUpAndSignIn(page);
    await openDashboard(page);
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    // Let the home page finish loading its sections before leaving it.
    await page.waitForLoadState("networkidle");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expectCleanConsole(consoleErrors);
  });
});
