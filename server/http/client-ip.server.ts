import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export const CLIENT_IP_HEADER = "x-client-ip";

/** Which socket peers are our own proxies, whose X-Forwarded-For entries we believe. */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

export const NO_PROXY: TrustedProxies = { trusts: () => false };

/** Tests only: app.request() has no socket, so every peer, even an unknown one, is a proxy. */
export const EVERY_PEER: TrustedProxies = { trusts: () => true };

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it is. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/**
 * TRUST_PROXY: unset, empty, `0` or `false` trusts nobody; `1`, `true` or `loopback` trusts a proxy
 * on this machine (127.0.0.0/8 and ::1); otherwise a comma-separated list of addresses and CIDR
 * blocks (`10.0.0.0/8, 2001:db8::/32, loopback`). Throws on an entry that is neither.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return NO_PROXY;
  const entries = ["1", "true"].includes(text.toLowerCase()) ? ["loopback"] : text.split(",").map((e) => e.trim()).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => (e.toLowerCase() === "loopback" ? LOOPBACK : [e]))) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (!family || rest.length || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32) || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR block (e.g. 10.0.0.0/8), nor "loopback".`);
    }
    list.addSubnet(address, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  // Every request asks about its peer, and BlockList.check() builds a SocketAddress each time (a
  // few % of the CPU of a cached GET under load): the verdicts are kept by address. The peers are
  // few (our proxies, or the clients themselves); the map is emptied when it fills.
  const verdicts = new Map<string, boolean>();
  return {
    trusts: (address) => {
      let verdict = verdicts.get(address);
      if (verdict === undefined) {
        const ip = plain(address);
        const family = isIP(ip);
        verdict = family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
        if (verdicts.size >= KEPT_VERDICTS) verdicts.clear();
        verdicts.set(address, verdict);
      }
      return verdict;
    },
  };
}

const KEPT_VERDICTS = 4096;

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}

/**
 * The client's address. The socket's peer, unless the peer is one of our trusted proxies: then
 * X-Forwarded-For is read right to left (each proxy appends the address it was connected from),
 * past every trusted hop, and the first address that is not a trusted proxy is the client.
 * Entries further left were written by the client and are never believed.
 */
export function clientIp(c: Context, trusted: TrustedProxies): string {
  let client = plain(peerAddress(c));
  if (!trusted.trusts(client)) return client;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0 && trusted.trusts(client); i--) {
    const hop = plain(hops[i]);
    // A trusted proxy wrote something that is not an address: stop at that proxy.
    if (!isIP(hop)) break;
    client = hop;
  }
  return client;
}
