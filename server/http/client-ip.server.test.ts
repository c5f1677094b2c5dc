import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.server";

const appFor = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));
const ipOf = async (trustProxy: boolean, forwarded?: string) =>
  (await appFor(trustProxy).request("/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} })).text();

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    expect(await ipOf(false, "203.0.113.9")).toBe("unknown");
  });

  it("takes the address our proxy appended, not what the client sent before it", async () => {
    expect(await ipOf(true, "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipOf(true, "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipOf(true, "1.2.3.4,203.0.113.9 ")).toBe("203.0.113.9");
  });
});
