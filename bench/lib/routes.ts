import { localeOfPath, locales, localizedPath, sourceLocale, translatedPaths, type Locale } from "#contracts/locales";

type Translated = Exclude<Locale, "en">;
import { hindiParts } from "../../app/i18n/catalogs/hi.server";

/**
 * Every translated page under its language's prefix (/hi, /hi/programs, …), from the list the build
 * prerenders (contracts/locales.ts translatedPaths): a page that joins that list is measured too.
 */
export const translatedRoutes: readonly string[] = locales
  .filter((locale): locale is Translated => locale !== sourceLocale)
  .flatMap((locale) => translatedPaths[locale].map((path) => localizedPath(path, locale)));

/** The site's home page in each language: /, /hi. */
export const homeRoutes: readonly string[] = locales.map((locale) => localizedPath("/", locale));

// The shell's texts in each language (English is the message id itself), for benches that find a
// control by its name: a Hindi page's Search button is "खोजें".
const shellCatalogs: Record<Translated, Record<string, unknown>> = { hi: hindiParts.shell };

/** `text` (a shell message's English text) as the page at `route` shows it. */
export function shellText(route: string, text: string): string {
  const locale = localeOfPath(route);
  if (locale === sourceLocale) return text;
  const translated = shellCatalogs[locale as Translated][text];
  if (typeof translated !== "string") throw new Error(`No ${locale} text for "${text}" in the shell's catalog`);
  return translated;
}
