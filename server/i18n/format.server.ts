import { intlLocale, type Locale } from "#contracts/locales";

// Dates, numbers, prices and plural forms for the server's texts (mails, calendar entries,
// certificates), through Intl with each language's Indian tag (contracts/locales.ts): en-IN and
// hi-IN both group in lakhs (₹1,23,456). Formatters are made once per language and option set.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) cache.set(key, (value = make()));
  return value;
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale[locale], options));
}

/** Whole rupees: "₹1,23,456" in both languages. */
export function formatRupees(locale: Locale, amount: number): string {
  return cached(`r|${locale}`, () => new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "INR", maximumFractionDigits: 0 })).format(amount);
}

export function formatNumber(locale: Locale, n: number): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(intlLocale[locale])).format(n);
}

/** The plural form of `count` in `locale` ("one", "other"…): Hindi's "one" is 0 and 1, English's only 1. */
export function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  return cached(`p|${locale}`, () => new Intl.PluralRules(intlLocale[locale])).select(count);
}
