import type { PageTexts } from "./seo";
import { hindiCatalog, hindiPageTexts } from "~/i18n/catalogs/hi.server";
import { localeOfPath, sourceLocale } from "#contracts/locales";
import { sitePage, type SitePath } from "#contracts/pages";

/**
 * A page's title and description, for its route's loader. Loaders run only when the page is
 * prerendered: the texts reach the browser in the page's own HTML (and its .data file for client
 * navigations), so no page's JavaScript carries the texts of every page.
 *
 * A translated page's loader gets its request: under /hi/… the texts are Hindi, and the page gets
 * the Hindi catalog of the texts it shows (app/i18n/i18n.ts), the same way.
 */
export function pageTexts(path: SitePath, request?: Request): PageTexts {
  // The prerender asks for the page's data as /hi/programs.data (and /hi.data) as well as its HTML.
  const locale = request ? localeOfPath(new URL(request.url).pathname.replace(/\.data$/, "")) : sourceLocale;
  if (locale === sourceLocale) {
    const { title, description } = sitePage(path);
    return { path, title, description };
  }
  const texts = hindiPageTexts[path];
  if (!texts) throw new Error(`${path} is listed as translated but has no Hindi title and description`);
  return { path, locale, ...texts, messages: hindiCatalog(path) };
}
