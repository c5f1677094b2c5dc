// The site's languages (issue 29): the pages, the server, its mails and certificates, and the
// database's check read this list. Adding a language is a line here plus its translations.

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = "en";

/** The BCP 47 tag that Intl formats with: Indian grouping (₹1,23,456) in both languages. */
export const intlLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
