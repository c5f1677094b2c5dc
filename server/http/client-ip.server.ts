import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The client's address: the socket's, or with TRUST_PROXY the right-most X-Forwarded-For entry,
 * the one our proxy appended (entries to its left came from the client and can be forged).
 * Never a header a client could forge when no proxy is trusted.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
