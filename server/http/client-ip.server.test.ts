import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, parseTrustedProxies } from "./client-ip.server";

/** The client address the app sees for a request from socket `peer` with `forwarded` as X-Forwarded-For. */
async function ipOf(trustProxy: string | undefined, peer: string, forwarded?: string) {
  const trusted = parseTrustedProxies(trustProxy);
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trusted)));
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: peer.includes(":") ? "IPv6" : "IPv4" } } };
  return (await app.request("/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} }, env)).text();
}

describe("clientIp", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await ipOf(undefined, "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    expect(await ipOf("0", "127.0.0.1", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("ignores a forged X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    expect(await ipOf("10.0.0.0/8", "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    expect(await ipOf("1", "198.51.100.4", "127.0.0.1")).toBe("198.51.100.4");
  });

  it("walks right to left past trusted hops; entries left of the first untrusted one are the client's own", async () => {
    // Our proxy (10.0.0.5) appended the address it was connected from.
    expect(await ipOf("10.0.0.0/8", "10.0.0.5", "203.0.113.9")).toBe("203.0.113.9");
    // The client forged "1.2.3.4" in front of it: not believed.
    expect(await ipOf("10.0.0.0/8", "10.0.0.5", "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    // Two of our proxies in a row (a CDN edge at 10.1.1.1 in front of the load balancer).
    expect(await ipOf("10.0.0.0/8", "10.0.0.5", "1.2.3.4,203.0.113.9, 10.1.1.1 ")).toBe("203.0.113.9");
    // Every hop trusted: the left-most is as far as we can see.
    expect(await ipOf("10.0.0.0/8", "10.0.0.5", "10.9.9.9, 10.1.1.1")).toBe("10.9.9.9");
  });

  it("TRUST_PROXY=1 trusts a proxy on this machine only, over IPv4, IPv6 and IPv4-mapped IPv6", async () => {
    expect(await ipOf("1", "127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipOf("true", "::1", "2001:db8::7")).toBe("2001:db8::7");
    expect(await ipOf("loopback", "::ffff:127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipOf("1", "::ffff:198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
  });

  it("stops at a trusted proxy that wrote something other than an address", async () => {
    expect(await ipOf("1", "127.0.0.1", "1.2.3.4, not-an-ip")).toBe("127.0.0.1");
    expect(await ipOf("1", "127.0.0.1", "")).toBe("127.0.0.1");
  });

  it("refuses a TRUST_PROXY entry that is not an address or a CIDR block", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies("10.0.0.1/x")).toThrow(/TRUST_PROXY/);
    expect(parseTrustedProxies("10.0.0.1, 2001:db8::/32").trusts("2001:db8::1")).toBe(true);
  });
});
