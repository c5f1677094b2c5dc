// The Hindi catalog: each message's English text (its id) and its Hindi, by the part of the site
// that shows it. A page gets the shell's messages and its own parts' (`pageParts`), nothing else.
// Server-only: it reaches the browser only through a page's loader (app/lib/page-texts.server.ts).
import type { Catalog } from "~/i18n/i18n";
import { paths, type SitePath } from "#contracts/pages";
import auth from "./hi/auth.server";
import contact from "./hi/contact.server";
import forms from "./hi/forms.server";
import home from "./hi/home.server";
import pages from "./hi/pages.server";
import programs from "./hi/programs.server";
import shell from "./hi/shell.server";
// The signed-in learner's pages, the password reset and the two-factor sign-in (wt-hi-learner).
import account from "./hi/account.server";
import dashboard from "./hi/dashboard.server";
import learn from "./hi/learn.server";
import learner from "./hi/learner.server";
import resetPassword from "./hi/reset-password.server";
import twoFactor from "./hi/two-factor.server";

export const hindiParts = {
  shell,
  home,
  programs,
  auth,
  contact,
  forms,
  learner,
  dashboard,
  learn,
  account,
  twoFactor,
  resetPassword,
} satisfies Record<string, Catalog>;
type Part = keyof typeof hindiParts;

/** The parts each translated page shows besides the shell. */
const pageParts: Partial<Record<SitePath, Part[]>> = {
  [paths.home]: ["home"],
  [paths.programs]: ["programs"],
  [paths.auth]: ["auth", "forms", "twoFactor"],
  [paths.contact]: ["contact", "forms"],
  // Programs' and auth's parts for the category/level labels and the shared form words (Email, Loading...).
  [paths.dashboard]: ["learner", "dashboard", "account", "twoFactor", "programs", "auth", "forms"],
  [paths.dashboardLearn]: ["learner", "learn", "programs", "auth"],
  [paths.resetPassword]: ["resetPassword", "account", "auth", "forms"],
};

export const hindiPageTexts = pages;

export function hindiCatalog(path: SitePath): Catalog {
  return Object.assign({}, shell, ...(pageParts[path] ?? []).map((part) => hindiParts[part]));
}
