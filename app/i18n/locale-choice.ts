// The visitor's language choice, remembered in a cookie for a year: the server reads it to send a
// visitor who chose Hindi to the Hindi version of an English address (server/http/serve-site.server.ts).
import { LOCALE_COOKIE, locales, type Locale } from "#contracts/locales";

const YEAR = 60 * 60 * 24 * 365;

export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR}; samesite=lax${secure}`;
  void saveLocaleToProfile(locale);
}

/** The remembered choice, if the visitor made one. */
export function chosenLocale(): Locale | undefined {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return locales.find((l) => l === match?.[1]);
}

/**
 * A signed-in learner's choice also belongs in their profile (the server's mails and
 * certificates use it). The profile's locale field is the server side of issue 29, built on
 * another branch; until it lands this is the one place that will call it.
 */
async function saveLocaleToProfile(locale: Locale): Promise<void> {
  void locale;
}
