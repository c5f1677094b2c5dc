import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The client's address: the socket's, or with TRUST_PROXY the left-most X-Forwarded-For entry
 * (set by our proxy). Never a header a client could forge when no proxy is trusted.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
