// Display helpers of the listing cards. Imports only the shared format module.
import { formatCount, formatDate, formatINR } from "~/lib/format";

/** Rupees, or Free for a price of 0 (the webinars' rule). */
export function formatPrice(rupees: number): string {
  return rupees === 0 ? "Free" : formatINR(rupees);
}

/** "18 Feb 2027 – 19 Feb 2027", or one date when the event starts and ends the same day. */
export function formatDateRange(startIso: string, endIso: string): string {
  return startIso === endIso ? formatDate(startIso) : `${formatDate(startIso)} – ${formatDate(endIso)}`;
}

/** "26/30": seats taken out of capacity. */
export function formatSeats(taken: number, capacity: number): string {
  return `${formatCount(taken)}/${formatCount(capacity)}`;
}

/** The first `limit` items and how many more there are (the '+N more' counts). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
