// Display formats shared by every page. Prices in the sample data are whole rupees or dollars.
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const count = new Intl.NumberFormat("en-US");

export const formatINR = (rupees: number) => inr.format(rupees);
export const formatUSD = (dollars: number) => usd.format(dollars);
export const formatCount = (n: number) => count.format(n);

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
