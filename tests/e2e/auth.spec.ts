import { e2eBaseURL } from "../../playwright.config";
import { newUser, signUpAndSignIn, visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";
import { OAUTH_USER } from "./support/e2e-server-user";

test.describe("sign up and confirm", () => {
  test("signs up, confirms from the e-mail and lands on the dashboard", async ({ page, consoleErrors }) => {
    const user = newUser("signup");
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await expect(form.getByText("At least 8 characters, including an uppercase letter, a lowercase letter and a number.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveAttribute("maxlength", "100");
    await expect(form.getByLabel("Email")).toHaveAttribute("maxlength", "255");
    await expect(form.getByLabel("Password")).toHaveAttribute("maxlength", "72");

    await form.getByLabel("Full Name").fill(user.name);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Check your email to confirm your account!")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Password")).toHaveValue("");

    const mail = await readMail(user.email);
    expect(mail.subject).toBe("Confirm your e-mail address");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: `Account menu for ${user.email}` })).toHaveText(user.email[0].toUpperCase());
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expectCleanConsole(consoleErrors);
  });

  test("shows the first validation message and the server's answers", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Full name is required");

    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Email").fill("asha@example");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid email address");

    await form.getByLabel("Email").fill("asha.rules@example.com");
    await form.getByLabel("Password").fill("lowercase1");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );

    await form.getByLabel("Password").fill("Password123");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password is too weak. Please use a stronger password.");
  });

  test("tells a visitor the address is already registered", async ({ page }) => {
    const user = await signUpAndSignIn(page, newUser("dupe"));
    await page.context().clearCookies();
    await page.goto("/auth?tab=sign-up");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Full Name").fill("Someone Else");
    await form.getByLabel("Email").fill(user.email.toUpperCase());
    await form.getByLabel("Password").fill("An0therSecret");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("This email is already registered. Please sign in instead.");
    await expect(form.getByLabel("Email")).toHaveValue(user.email.toUpperCase());
  });

  test("disables every control while creating the account", async ({ page }) => {
    await page.goto("/auth?tab=sign-up");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await held;
      await route.continue();
    });
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Email").fill(newUser("busy").email);
    await form.getByLabel("Password").fill("Secur3Passw0rd");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    await expect(form.getByLabel("Email")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Continue with Google" }).last()).toBeDisabled();
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeDisabled();
    release();
    await expect(form.getByText("Check your email to confirm your account!")).toBeVisible();
  });
});

test.describe("sign in", () => {
  test("refuses a wrong password and signs in with the right one", async ({ page }) => {
    const user = await signUpAndSignIn(page, newUser("signin"));
    await page.context().clearCookies();
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill("Wr0ngPassword");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid email or password");

    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password must be at least 8 characters");

    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("offers to resend the confirmation to an unconfirmed address", async ({ page, request }) => {
    const user = newUser("unconfirmed");
    const signUp = await request.post("/api/auth/sign-up/email", {
      headers: { origin: e2eBaseURL, "x-forwarded-for": visitorIp() },
      data: { name: user.name, email: user.email, password: user.password },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByText("Please confirm your email address before signing in.")).toBeVisible();
    await form.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(form.getByText(`We sent a new confirmation link to ${user.email}.`)).toBeVisible();
  });

  test("signs out to the home page and updates another tab without a reload", async ({ page, context }) => {
    const user = await signUpAndSignIn(page, newUser("tabs"));
    await page.goto("/about");
    const other = await context.newPage();
    await other.goto("/about");
    const avatar = (p: typeof page) => p.getByRole("navigation", { name: "Main" }).getByRole("button", { name: `Account menu for ${user.email}` });
    await expect(avatar(page)).toBeVisible();
    await expect(avatar(other)).toBeVisible();

    await avatar(page).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Browse Programs" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(avatar(other)).toHaveCount(0);
  });

  test("the avatar menu navigates, and the mobile menu mirrors it", async ({ page }) => {
    const user = await signUpAndSignIn(page, newUser("menu"));
    await page.goto("/about");
    await page.getByRole("button", { name: `Account menu for ${user.email}` }).click();
    await page.getByRole("menuitem", { name: "Browse Programs" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await page.getByRole("button", { name: `Account menu for ${user.email}` }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Browse Programs" })).toBeVisible();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("e-mails a link, sets a new password, then signs in with it", async ({ page }) => {
    const user = await signUpAndSignIn(page, newUser("reset"));
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // The address changes before the next page is drawn (React Router renders it in a transition):
    // on a busy machine the sign-in form's Email field was still there and took the address.
    const request = page.getByRole("form", { name: "Request a password reset" });
    await request.getByLabel("Email", { exact: true }).fill(user.email);
    await request.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

    const mail = await readMail(user.email, { subject: /Reset your password/ });
    await page.goto(mail.links.find((l) => l.includes("/api/auth/reset-password/"))!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("weakpassword");
    await page.getByLabel("Confirm new password").fill("weakpassword");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );
    await page.getByLabel("New password", { exact: true }).fill("Brand9NewSecret");
    await page.getByLabel("Confirm new password").fill("Brand9NewSecret");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await page.getByRole("link", { name: "Sign In" }).last().click();

    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill("Brand9NewSecret");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("provider sign-in", () => {
  test("signs in with Google through the stand-in provider and lands on the dashboard", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: `Account menu for ${OAUTH_USER.email}` })).toBeVisible();
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email: OAUTH_USER.email, name: OAUTH_USER.name });
  });

  test("a provider that fails shows the toast and stays on /auth", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).first().click();
    await expect(page.getByText("Failed to sign in with LinkedIn. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an unconfigured provider shows the toast and stays on /auth", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with GitHub" }).first().click();
    await expect(page.getByText("Failed to sign in with GitHub. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("button", { name: "Continue with GitHub" }).first()).toBeEnabled();
  });
});
