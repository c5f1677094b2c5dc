import type { Page } from "@playwright/test";
import { e2eBaseURL } from "../../playwright.config";
import { visitorIp } from "./accounts";
import { expect, expectCleanConsole, test } from "./fixtures";
import { readMail } from "./mail";

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A toast with its title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole("listitem").filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
}

async function fillValid(page: Page, email: string) {
  await field(page, "Name").fill("Asha Verma");
  await field(page, "Email").fill(email);
  await field(page, "Company").fill("Tata Steel");
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Subject").fill("Corporate training");
  await field(page, "Message").fill("We would like a proposal for 40 engineers.");
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

test.describe("contact page", () => {
  test("is prerendered with the details, office hours, 24-hour promise and a labelled form", async ({ page, request, consoleErrors }) => {
    const html = await (await request.get("/contact")).text();
    for (const text of ["Monday to Friday", "9:00 AM to 6:00 PM", "Saturday", "10:00 AM to 4:00 PM", "Sunday", "Closed", "within 24 hours", "0/1000", "Send Message"]) {
      expect(html, text).toContain(text);
    }

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const hours = page.getByRole("heading", { name: "Office hours" }).locator("..");
    await expect(hours.getByRole("term")).toHaveText(["Monday to Friday", "Saturday", "Sunday"]);
    await expect(hours.getByRole("definition")).toHaveText(["9:00 AM to 6:00 PM", "10:00 AM to 4:00 PM", "Closed"]);
    await expect(page.getByRole("heading", { name: "Reply within 24 hours" })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@cortexa.ai" }).first()).toHaveAttribute("href", "mailto:hello@cortexa.ai");

    for (const label of ["Name", "Email", "Company", "Phone", "Subject", "Message"]) {
      const input = field(page, label);
      await expect(input, label).toBeVisible();
      await expect(page.locator(`label[for="${await input.getAttribute("id")}"]`), label).toBeVisible();
    }
    for (const required of ["Name", "Email", "Message"]) await expect(field(page, required)).toHaveAttribute("aria-required", "true");
    for (const optional of ["Company", "Phone", "Subject"]) await expect(field(page, optional)).not.toHaveAttribute("aria-required", "true");
    await expect(page.getByText("0/1000")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectCleanConsole(consoleErrors);
  });

  test("counts the message's characters as they are typed", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    const message = field(page, "Message");
    await message.fill("Hello");
    await expect(page.getByText("5/1000")).toBeVisible();
    await expect(message).toHaveAccessibleDescription(/5\/1000/);
    await message.fill("x".repeat(1001));
    await expect(page.getByText("1001/1000")).toBeVisible();
    await expectCleanConsole(consoleErrors);
  });

  test("shows each field's message beside it, and editing a field clears its message", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Validation Error", "Please check the form for errors.");

    await expect(field(page, "Name")).toHaveAccessibleDescription("Name is required");
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(field(page, "Message")).toHaveAccessibleDescription(/^Message must be at least 10 characters/);
    for (const optional of ["Company", "Phone", "Subject"]) await expect(field(page, optional)).not.toHaveAttribute("aria-invalid");

    // Editing a field clears its message and no other.
    await field(page, "Name").fill("A");
    await expect(page.getByText("Name is required")).toBeHidden();
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Invalid email address")).toBeVisible();

    await field(page, "Name").fill("R2-D2");
    await field(page, "Email").fill("asha@example");
    await field(page, "Company").fill("C".repeat(101));
    await field(page, "Phone").fill("call me");
    await field(page, "Subject").fill("S".repeat(201));
    await field(page, "Message").fill("m".repeat(1001));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription("Name can only contain letters, spaces, hyphens, and apostrophes");
    await expect(field(page, "Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(field(page, "Company")).toHaveAccessibleDescription("Company name must be less than 100 characters");
    await expect(field(page, "Phone")).toHaveAccessibleDescription("Invalid phone number format");
    await expect(field(page, "Subject")).toHaveAccessibleDescription("Subject must be less than 200 characters");
    await expect(field(page, "Message")).toHaveAccessibleDescription(/^Message must be less than 1000 characters/);

    await field(page, "Name").fill("A".repeat(101));
    await field(page, "Phone").fill("1".repeat(21));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription("Name must be less than 100 characters");
    await expect(field(page, "Phone")).toHaveAccessibleDescription("Phone number must be less than 20 characters");
    await expectCleanConsole(consoleErrors);
  });

  test("sends a message: Sending... while working, then Message Sent! and a cleared form", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("visitor");
    await page.goto("/contact");
    await fillValid(page, `  ${email.toUpperCase()} `);
    // The message is held until the busy state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/contact", async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest("**/api/v1/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    // What was sent: trimmed, the e-mail lower-cased.
    expect((await request).postDataJSON()).toEqual({
      name: "Asha Verma",
      email,
      company: "Tata Steel",
      phone: "+91 98765 43210",
      subject: "Corporate training",
      message: "We would like a proposal for 40 engineers.",
      website: "",
    });
    await expectToast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
    for (const label of ["Name", "Email", "Company", "Phone", "Subject", "Message"]) await expect(field(page, label), label).toHaveValue("");
    await expect(page.getByText("0/1000")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const mail = await readMail(email, { subject: /We received your message/ });
    expect(mail.body).toContain("within 24 hours");
    await expectCleanConsole(consoleErrors);
  });

  test("sends empty optional fields as null", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("Ravi Kumar");
    await field(page, "Email").fill(uniqueEmail("minimal"));
    await field(page, "Subject").fill("   ");
    await field(page, "Message").fill("Please call me back about your workshops.");
    const request = page.waitForRequest("**/api/v1/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await request).postDataJSON()).toMatchObject({ company: null, phone: null, subject: null });
    await expectToast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
    await expectCleanConsole(consoleErrors);
  });

  test("says Rate Limit after 5 messages from one address within the hour, and keeps the form", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("eager");
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post("/api/v1/contact", {
        headers: { "x-forwarded-for": visitorIp(), origin: e2eBaseURL },
        data: { name: "Asha Verma", email, message: `Message number ${i + 1}, about training.` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/contact");
    await fillValid(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Rate Limit", "You've submitted too many requests. Please wait an hour before trying again.");
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(field(page, "Message")).toHaveValue("We would like a proposal for 40 engineers.");
    // The browser logs the 429 answer itself.
    expect(consoleErrors.filter((e) => !/status of 429/.test(e))).toEqual([]);
  });

  test("hides the honeypot from people and screen readers, and a filled one sends nothing", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /website/i })).toHaveCount(0);
    const box = await trap.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);

    // Tab goes from the subject to the message to the button, never into the trap.
    await field(page, "Subject").focus();
    await page.keyboard.press("Tab");
    await expect(field(page, "Message")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();

    // A bot fills everything, the trap too: it is told "sent" and nothing is stored or mailed.
    const email = uniqueEmail("bot");
    await fillValid(page, email);
    await trap.evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
    const request = page.waitForRequest("**/api/v1/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await request).postDataJSON().website).toBe("https://cheap-pills.example");
    await expectToast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.");
    await expect(readMail(email, { timeout: 2000 })).rejects.toThrow(/No mail/);
    await expectCleanConsole(consoleErrors);
  });

  test.describe("server answers", () => {
    const answers = [
      [400, { error: { code: "validation_error", message: "Please check the form for errors.", fields: { email: "Invalid email address" } } }, "Validation Error", "Please check the form for errors."],
      [503, { error: { code: "rate_check_failed", message: "x" } }, "Error", "Unable to process your request. Please try again later."],
      [500, { error: { code: "insert_failed", message: "x" } }, "Error", "Unable to submit your message. Please try again."],
      [502, "<html>Bad gateway</html>", "Error", "An unexpected error occurred. Please try again."],
    ] as const;
    for (const [status, body, title, description] of answers) {
      test(`HTTP ${status} shows '${description}'`, async ({ page }) => {
        await page.goto("/contact");
        await page.route("**/api/v1/contact", (route) =>
          route.fulfill({ status, contentType: typeof body === "string" ? "text/html" : "application/json", body: typeof body === "string" ? body : JSON.stringify(body) }),
        );
        await fillValid(page, uniqueEmail("answers"));
        await page.getByRole("button", { name: "Send Message" }).click();
        await expectToast(page, title, description);
        if (status === 400) await expect(field(page, "Email")).toHaveAccessibleDescription("Invalid email address");
        await expect(field(page, "Name")).toHaveValue("Asha Verma");
      });
    }

    test("a network failure shows 'An unexpected error occurred. Please try again.'", async ({ page }) => {
      await page.goto("/contact");
      await page.route("**/api/v1/contact", (route) => route.abort());
      await fillValid(page, uniqueEmail("offline"));
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectToast(page, "Error", "An unexpected error occurred. Please try again.");
    });
  });

  test("fits a 360 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/contact");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
