// Display helpers of the listing cards. Imports only the shared format module. English keeps the
// spec's formats; another language's page passes its locale (Intl hi-IN) and its word for Free.
import { formatDate, formatINR } from "~/lib/format";
import { intlLocale, sourceLocale, type Locale } from "#contracts/locales";

/** Rupees, or Free (in the page's words) for a price of 0 (the webinars' rule). */
export function formatPrice(rupees: number, locale: Locale = sourceLocale, free = "Free"): string {
  return rupees === 0 ? free : formatINR(rupees, locale);
}

/** "18 Feb 2027 – 19 Feb 2027", or one date when the event starts and ends the same day. */
export function formatDateRange(startIso: string, endIso: string, locale: Locale = sourceLocale): string {
  return startIso === endIso ? formatDate(startIso, locale) : `${formatDate(startIso, locale)} – ${formatDate(endIso, locale)}`;
}

const counts = new Map<Locale, Intl.NumberFormat>();
/** English keeps the spec's en-US grouping of counts (1,234); other languages group by their Intl locale. */
const count = (n: number, locale: Locale) => {
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = new Intl.NumberFormat(locale === sourceLocale ? "en-US" : intlLocale[locale])));
  return format.format(n);
};

/** "26/30": seats taken out of capacity. */
export function formatSeats(taken: number, capacity: number, locale: Locale = sourceLocale): string {
  return `${count(taken, locale)}/${count(capacity, locale)}`;
}

/** The first `limit` items and how many more there are (the '+N more' counts). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
