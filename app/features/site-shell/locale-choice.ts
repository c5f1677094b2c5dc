// The visitor's language choice, remembered in a cookie for a year: the server reads it to send a
// visitor who chose Hindi to the Hindi version of an English address (server/http/serve-site.server.ts).
import { LOCALE_COOKIE, locales, type Locale } from "#contracts/locales";

const YEAR = 60 * 60 * 24 * 365;

export function rememberLocale(locale: Locale) {
  rememberLocaleInBrowser(locale);
  void saveLocaleToProfile(locale);
}

/** The cookie only (the dashboard's language setting saves to the account itself, and says so). */
export function rememberLocaleInBrowser(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR}; samesite=lax${secure}`;
}

/** The remembered choice, if the visitor made one. */
export function chosenLocale(): Locale | undefined {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return locales.find((l) => l === match?.[1]);
}

/**
 * A signed-in learner's choice also goes to their account (PUT /me/locale): the server's mails and
 * certificates are in that language. Signed out, the cookie is all there is. A failure is logged
 * and otherwise ignored: the page's language has changed either way.
 */
async function saveLocaleToProfile(locale: Locale): Promise<void> {
  const [{ knownSession }, { call }] = await Promise.all([import("~/features/auth/session"), import("~/lib/api-client")]);
  if ((await knownSession()).status !== "signed-in") return;
  await call("PUT /me/locale", { body: { locale } }).catch((error: unknown) => console.error("Saving the language failed:", error));
}
