import type { PageTexts } from "./seo";
import { hindiCatalog, hindiNotFoundCatalog, hindiPageTexts } from "~/i18n/catalogs/hi.server";
import type { PageMessages } from "~/i18n/i18n";
import { company } from "#contracts/company";
import { localeOfPath, sourceLocale, type Locale } from "#contracts/locales";
import { sitePage, type SitePath } from "#contracts/pages";

/**
 * A page's title and description, for its route's loader. Loaders run only when the page is
 * prerendered: the texts reach the browser in the page's own HTML (and its .data file for client
 * navigations), so no page's JavaScript carries the texts of every page.
 *
 * A translated page's loader gets its request: under /hi/… the texts are Hindi, and the page gets
 * the Hindi catalog of the texts it shows (app/i18n/i18n.ts), the same way.
 */
/** The language of a prerender request: it asks for /hi/programs.data (and /hi.data) as well as the HTML. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));

export function pageTexts(path: SitePath, request?: Request): PageTexts {
  const locale = request ? localeOf(request) : sourceLocale;
  if (locale === sourceLocale) {
    const { title, description } = sitePage(path);
    return { path, title, description };
  }
  const texts = hindiPageTexts[path];
  if (!texts) throw new Error(`${path} is listed as translated but has no Hindi title and description`);
  return { path, locale, ...texts, messages: hindiCatalog(path) };
}

/** The 404 page's title and, under /hi/…, its Hindi catalog (prerendered as /404 and /hi/404). */
export function notFoundTexts(request: Request): PageMessages & { title: string } {
  const english = `Page not found | ${company.name}`;
  if (localeOf(request) === sourceLocale) return { title: english };
  return { title: `पेज नहीं मिला | ${company.name}`, messages: hindiNotFoundCatalog() };
}
