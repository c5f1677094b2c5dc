// Display formats shared by every page. Prices in the sample data are whole rupees or dollars.
// The number formats are built on first use: building one loads its locale's data, tens of
// milliseconds on a phone, which pages that never show a price should not pay while loading.
import { intlLocale, sourceLocale, type Locale } from "#contracts/locales";

let inr: Intl.NumberFormat | undefined;
let inrHi: Intl.NumberFormat | undefined;
let usd: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

const rupeeFormat = (locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
/** ₹1,23,456 in en-IN or hi-IN (the same digits and grouping; Hindi pages say it in hi-IN). */
export const formatINR = (rupees: number, locale: Locale = sourceLocale) =>
  locale === sourceLocale ? (inr ??= rupeeFormat(intlLocale.en)).format(rupees) : (inrHi ??= rupeeFormat(intlLocale.hi)).format(rupees);
export const formatUSD = (dollars: number) =>
  (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })).format(dollars);
export const formatCount = (n: number) => (count ??= new Intl.NumberFormat("en-US")).format(n);

const hindiDate = new Map<string, Intl.DateTimeFormat>();

/**
 * "15 Jan 2027" from an ISO date (YYYY-MM-DD), the same on the server and in every browser. In
 * another language, Intl's short date of that language ("15 जन॰ 2027"), read as a UTC date.
 */
export function formatDate(iso: string, locale: Locale = sourceLocale): string {
  if (locale !== sourceLocale) {
    let format = hindiDate.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
      hindiDate.set(locale, format);
    }
    return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  }
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}

/** 500000 → "500K", 2500000 → "2.5M": the statistics' K/M abbreviations. */
export function abbreviate(n: number): string {
  if (n >= 1_000_000) return `${trim(n / 1_000_000)}M`;
  if (n >= 1_000) return `${trim(n / 1_000)}K`;
  return String(Math.round(n));
}
const trim = (x: number) => (Math.round(x * 10) / 10).toString();

/** Whole percentage of a capacity, e.g. seats filled. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
