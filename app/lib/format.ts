// Display formats shared by every page. Prices in the sample data are whole rupees or dollars.
// The number formats are built on first use: building one loads its locale's data, tens of
// milliseconds on a phone, which pages that never show a price should not pay while loading.
let inr: Intl.NumberFormat | undefined;
let usd: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

export const formatINR = (rupees: number) =>
  (inr ??= new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })).format(rupees);
export const formatUSD = (dollars: number) =>
  (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })).format(dollars);
export const formatCount = (n: number) => (count ??= new Intl.NumberFormat("en-US")).format(n);

/** "15 Jan 2027" from an ISO date (YYYY-MM-DD), the same on the server and in every browser. */
export function formatDate(iso: string): string {
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
