import type { Price } from "~/content/solutions/types";
import { formatINR, formatUSD } from "~/lib/format";

/** "₹49,999" or "$2,999". */
export function formatPrice({ amount, currency }: Price): string {
  return currency === "USD" ? formatUSD(amount) : formatINR(amount);
}
