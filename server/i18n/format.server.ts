import { intlLocale, type Locale } from "#contracts/locales";

// Dates, numbers and prices for the server's texts (mails, calendar entries,
// certificates), through Intl with each language's Indian tag (contracts/locales.ts): en-IN and
// hi-IN both group in lakhs (₹1,23,456). Formatters are made once per language and option set.

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
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

/** A mail's first line: "Hello Asha," / "नमस्ते Asha,", and a greeting without the name when there is none. */
export function greeting(locale: Locale, name: string | null): string {
  if (locale === "hi") return name ? `नमस्ते ${name},` : "नमस्ते,";
  return `Hello ${name || "there"},`;
}
