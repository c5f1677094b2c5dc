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
import blog from "./hi/blog.server";
import caseStudies from "./hi/case-studies.server";
import help from "./hi/help.server";
import legal from "./hi/legal.server";
import whitepapers from "./hi/whitepapers.server";

export const hindiParts = {
  shell, home, programs, auth, contact, forms,
  // Knowledge pages
  help, legal, blog, caseStudies, whitepapers,
} satisfies Record<string, Catalog>;
type Part = keyof typeof hindiParts;

/** The parts each translated page shows besides the shell. */
const pageParts: Partial<Record<SitePath, Part[]>> = {
  [paths.home]: ["home"],
  [paths.programs]: ["programs"],
  [paths.auth]: ["auth", "forms"],
  [paths.contact]: ["contact", "forms"],
  // Knowledge pages
  [paths.help]: ["help"],
  [paths.privacy]: ["legal"],
  [paths.terms]: ["legal"],
  [paths.cookies]: ["legal"],
  [paths.blog]: ["blog"],
  [paths.caseStudies]: ["caseStudies"],
  [paths.whitepapers]: ["whitepapers"],
};

export const hindiPageTexts = pages;

export function hindiCatalog(path: SitePath): Catalog {
  return Object.assign({}, shell, ...(pageParts[path] ?? []).map((part) => hindiParts[part]));
}
