import { isIPv4, isIPv6 } from "node:net";

/**
 * The per-client rate-limit key of an address: an IPv4 address as it is, an IPv6 address as its
 * /64 network (one subscriber usually gets a whole /64, so rotating addresses inside it must not
 * reset the limit). Null when the address is unknown.
 */
export function clientRateKey(address: string | undefined): string | null {
  let ip = (address ?? "").trim();
  if (ip === "" || ip === "unknown") return null;
  if (ip.startsWith("[") && ip.includes("]")) ip = ip.slice(1, ip.indexOf("]"));
  ip = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  // Not an address (an odd proxy header): still a key, bounded in length.
  return ip.slice(0, 64);
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(ip: string): number[] {
  const expand = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = ip.indexOf("::");
  if (gap === -1) return expand(ip);
  const head = expand(ip.slice(0, gap));
  const tail = expand(ip.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
