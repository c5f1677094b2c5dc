import type { Locale } from "#contracts/locales";
import type { Price } from "~/content/solutions/types";
import { formatINR, formatUSD } from "~/lib/format";

/** "₹49,999" or "$2,999" (rupees in the page's language). */
export function formatPrice({ amount, currency }: Price, locale?: Locale): string {
  return currency === "USD" ? formatUSD(amount) : formatINR(amount, locale);
}
