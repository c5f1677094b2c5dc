// The languages the site, its mails and its certificates speak (issue 29), once: the pages, the
// server and the database read this list. Imports nothing, so any page may use it without zod.
// Adding a language (Tamil, Marathi...) starts here: a code in `locales`, its names and its Intl
// tag, then the translation files that the type checker asks for.

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

/** Everyone who has not chosen (and every signed-out recipient whose request said nothing). */
export const defaultLocale: Locale = "en";

/** Each language's name in itself: what the language switch shows. */
export const localeNames: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/**
 * The BCP 47 tag for Intl (dates, numbers, plural rules): Indian English and Hindi as written in
 * India, so ₹1,23,456 groups in lakhs in both.
 */
export const intlLocales: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The first supported language among language tags in order of preference (navigator.languages,
 * or an Accept-Language header's tags by weight): "hi-IN" and "hi" are Hindi. Null when none is
 * ours, so the caller decides the default.
 */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}
