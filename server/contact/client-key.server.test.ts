import { describe, expect, it } from "vitest";
import { clientRateKey } from "./client-key.server";

describe("clientRateKey", () => {
  it("keeps an IPv4 address", () => {
    expect(clientRateKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientRateKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("unwraps an IPv4-mapped IPv6 address", () => {
    expect(clientRateKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("reduces an IPv6 address to its /64 network", () => {
    expect(clientRateKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("2001:DB8:0001:0002:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientRateKey("::1")).toBe("0:0:0:0::/64");
    expect(clientRateKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientRateKey("[2001:db8:1:2::5]")).toBe("2001:db8:1:2::/64");
    expect(clientRateKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("has no key for an unknown address", () => {
    expect(clientRateKey(undefined)).toBeNull();
    expect(clientRateKey("")).toBeNull();
    expect(clientRateKey("unknown")).toBeNull();
  });

  it("bounds anything else", () => {
    expect(clientRateKey("x".repeat(500))).toHaveLength(64);
  });
});
