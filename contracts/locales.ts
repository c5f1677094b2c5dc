// The site's languages (issue 29): the pages, the server, its mails and certificates, and the
// database's check read this list. English is the source language: its texts are the spec's and
// live in the components as they always did; every other language is a catalog keyed by the
// English text (app/i18n/catalogs/). Adding a language is a line here plus its translations.
import { paths, type SitePath } from "./pages";

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = "en";

/** The BCP 47 tag that Intl formats with: Indian grouping (₹1,23,456) in both languages. */
export const intlLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's name in itself, for the language switch. */
export const localeNames: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** The cookie that remembers a visitor's chosen language (set by the switch, read by the server). */
export const LOCALE_COOKIE = "lang";

/**
 * The pages that exist in a language other than English, under /<locale>/…: prerendered, listed
 * in the sitemap and offered by the switch. A page joins the list once all its main content is
 * translated (the untranslated-text check in tests/e2e/i18n.spec.ts runs on every page listed).
 * Staff pages stay English (issue 29).
 */
export const translatedPaths: Record<Exclude<Locale, "en">, readonly SitePath[]> = {
  hi: [
    paths.home,
    paths.programs,
    paths.auth,
    paths.contact,
    paths.supplyChain,
    paths.manufacturing,
    paths.healthcare,
    paths.financialServices,
    paths.corporateTraining,
    paths.institutionalTraining,
    paths.skillingPrograms,
    paths.reSkilling,
    paths.upSkilling,
    paths.aiTechnology,
    paths.about,
    paths.careers,
    paths.partners,
    paths.press,
    paths.resources,
    paths.readinessAssessment,
    paths.skillGapAnalyzer,
    paths.apiDocs,
    paths.dataScience,
    paths.workshops,
    paths.seminars,
    paths.events,
    paths.webinars,
    paths.masterclasses,
    paths.certificateVerify,
    // The signed-in learner's pages and the password reset.
    paths.dashboard,
    paths.dashboardLearn,
    paths.resetPassword,
    paths.team,
    paths.teamPerson,
    paths.teamNew,
    paths.teamPeople,
    paths.teamAssignments,
    paths.teamJoin,
    // Knowledge pages: help, legal, blog, case studies, whitepapers.
    paths.help,
    paths.privacy,
    paths.terms,
    paths.cookies,
    paths.blog,
    paths.caseStudies,
    paths.whitepapers,
  ],
};

/** The locale a URL path is in: /hi and /hi/… are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of locales) {
    if (locale !== sourceLocale && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))) return locale;
  }
  return sourceLocale;
}

/** The English path of a (possibly localized) URL path: /hi/programs → /programs, /hi → /. */
export function sourcePath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === sourceLocale) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

export function isTranslated(path: string, locale: Locale): boolean {
  return locale === sourceLocale || (translatedPaths[locale as Exclude<Locale, "en">] as readonly string[]).includes(path);
}

/** Where `path` (an English path) is in `locale`: its translation when there is one, else the English page. */
export function localizedPath(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut < 0 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
  if (locale === sourceLocale || !isTranslated(pathname, locale)) return path;
  return (pathname === "/" ? `/${locale}` : `/${locale}${pathname}`) + rest;
}
