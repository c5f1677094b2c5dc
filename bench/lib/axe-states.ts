// The states the accessibility section opens beyond the bare pages, found by role and label the
// way a visitor (and tests/e2e) finds them.
import type { Page } from "@playwright/test";

export type ViewportName = "desktop" | "mobile";
/** Who the browser is: nobody, a learner with one enrolment, or staff (on a server with ADMIN_EMAILS). */
export type Session = "learner" | "admin";

export interface State {
  name: string;
  viewport: ViewportName;
  /** Path, or a function of the prepared data (the learner's enrolment id). */
  path: string | ((data: { enrollmentId: string }) => string);
  session?: Session;
  /** Opens the state after the page has hydrated. */
  open?: (page: Page) => Promise<void>;
}

const both = (state: Omit<State, "viewport">): State[] => [
  { ...state, viewport: "desktop" },
  { ...state, viewport: "mobile" },
];

const main = (page: Page) => page.getByRole("main");

export const openedStates: State[] = [
  ...both({
    name: "chat assistant, after a reply",
    path: "/",
    open: async (page) => {
      await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
      const panel = page.getByRole("dialog", { name: "AI Assistant" });
      await panel.getByPlaceholder("Type your message...").fill("What does the pricing look like?");
      await panel.getByPlaceholder("Type your message...").press("Enter");
      await panel.getByRole("log").getByText(/AI Training Essentials at \$99\/month/).waitFor();
    },
  }),
  {
    name: "search dialog, filtered",
    viewport: "desktop",
    path: "/",
    open: async (page) => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search Ctrl K" }).click();
      await page.getByRole("dialog").getByRole("combobox").fill("skill");
      await page.getByRole("dialog").getByRole("option").first().waitFor();
    },
  },
  {
    name: "search dialog, no match",
    viewport: "mobile",
    path: "/about",
    open: async (page) => {
      await page.keyboard.press("Control+k");
      await page.getByRole("dialog").getByRole("combobox").fill("quantum");
      await page.getByRole("dialog").getByText('No results found for "quantum"').waitFor();
    },
  },
  {
    name: "solutions menu open",
    viewport: "desktop",
    path: "/",
    open: async (page) => {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Solutions" }).click();
      await nav.getByRole("link", { name: "Corporate Training" }).waitFor();
    },
  },
  {
    name: "mobile menu open",
    viewport: "mobile",
    path: "/",
    open: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    },
  },
  ...both({
    name: "sign-in form, submitted empty",
    path: "/auth",
    open: async (page) => {
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByRole("button", { name: "Sign In" }).click();
      await form.getByRole("alert").waitFor();
    },
  }),
  ...both({
    name: "sign-up form, invalid e-mail",
    path: "/auth?tab=sign-up",
    open: async (page) => {
      const form = page.getByRole("form", { name: "Sign up" });
      await form.getByLabel("Full Name").fill("Asha Verma");
      await form.getByLabel("Email").fill("asha@example");
      await form.getByRole("button", { name: "Create Account" }).click();
      await form.getByRole("alert").waitFor();
    },
  }),
  ...both({
    name: "contact form, submitted empty",
    path: "/contact",
    open: async (page) => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Please check the form for errors.").waitFor();
    },
  }),
  {
    name: "newsletter subscribed toast",
    viewport: "desktop",
    path: "/about",
    open: async (page) => {
      await page.getByRole("textbox", { name: "Email address" }).fill(`axe-${Date.now().toString(36)}@example.com`);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Thank you for subscribing to our newsletter.").waitFor();
    },
  },
  ...both({
    name: "dashboard, one enrolment",
    path: "/dashboard",
    session: "learner",
    open: async (page) => {
      await page.getByRole("heading", { level: 1, name: /^Welcome back, / }).waitFor();
    },
  }),
  {
    name: "dashboard, Profile tab",
    viewport: "desktop",
    path: "/dashboard",
    session: "learner",
    open: async (page) => {
      await main(page).getByRole("tab", { name: "Profile" }).click();
      await main(page).getByRole("tabpanel", { name: "Profile" }).getByRole("button", { name: "Edit Profile" }).waitFor();
    },
  },
  {
    name: "dashboard, Certificates tab",
    viewport: "desktop",
    path: "/dashboard",
    session: "learner",
    open: async (page) => {
      await main(page).getByRole("tab", { name: "Certificates" }).click();
      await main(page).getByRole("heading", { name: "No Certificates Yet" }).waitFor();
    },
  },
  ...both({
    name: "edit profile dialog, with errors",
    path: "/dashboard",
    session: "learner",
    open: async (page) => {
      await main(page).getByRole("tab", { name: "Profile" }).click();
      await main(page).getByRole("button", { name: "Edit Profile" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Profile" });
      await dialog.getByLabel("Full name").fill("");
      await dialog.getByLabel("Phone").fill("call me maybe");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByText("Invalid phone number format").waitFor();
    },
  }),
  {
    name: "account menu open",
    viewport: "desktop",
    path: "/about",
    session: "learner",
    open: async (page) => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Account menu for / }).click();
      await page.getByRole("menuitem", { name: "Dashboard" }).waitFor();
    },
  },
  ...both({
    name: "learning page, enrolled",
    path: ({ enrollmentId }) => `/dashboard/learn?enrollment=${enrollmentId}`,
    session: "learner",
    open: async (page) => {
      // One module done, so both the checked and the unchecked look are checked.
      await main(page).getByRole("group", { name: "Modules" }).getByRole("checkbox").first().check();
      await page.waitForLoadState("networkidle");
    },
  }),
  {
    name: "staff inbox as a learner (not authorised)",
    viewport: "desktop",
    path: "/admin/inquiries",
    session: "learner",
    open: async (page) => {
      await page.getByRole("heading", { level: 1, name: "Not authorised" }).waitFor();
    },
  },
  ...(["/admin/inquiries", "/admin/subscribers", "/admin/enrollments"] as const).flatMap((path) =>
    both({
      name: `${path} as staff`,
      path,
      session: "admin",
      open: async (page) => {
        await page.getByRole("table").getByRole("row").nth(1).waitFor();
      },
    }),
  ),
  {
    name: "staff inquiry dialog open",
    viewport: "desktop",
    path: "/admin/inquiries",
    session: "admin",
    open: async (page) => {
      await page.getByRole("button", { name: /^View inquiry from / }).first().click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    name: "api-docs, Examples tab",
    viewport: "desktop",
    path: "/api-docs",
    open: async (page) => {
      await main(page).getByRole("tab", { name: "Examples" }).click();
      await main(page).getByRole("tabpanel", { name: "Examples" }).waitFor();
    },
  },
];
