import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.server";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";
import { bodyHasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, queryHasNul } from "../http/invalid-characters.server";
import { forBrowser } from "./browser-response.server";

// better-auth's error shape ({ code, message }, upper-case codes), not the REST API's: its client in
// the browser reads our refusals like its own.
const authError = (c: Context, code: string, message: string) => c.json({ code, message }, 400);

/** /api/auth/*: better-auth (sign-up, sign-in, sessions, e-mail links, OAuth), behind our own checks. */
export function authRoutes({ auth }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    // better-auth keys its rate limits by this header: ours, never the client's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    // Read here (better-auth reads it whole anyway) to refuse characters it cannot handle.
    let body: ArrayBuffer | undefined;
    if (c.req.method === "POST") {
      try {
        body = await c.req.arrayBuffer();
      } catch {
        return authError(c, "INVALID_BODY", "The request body could not be read.");
      }
    }
    const text = body ? new TextDecoder().decode(body) : "";
    if (queryHasNul(c.req.url) || bodyHasInvalidCharacters(text, c.req.header("content-type") ?? "")) {
      return authError(c, "INVALID_CHARACTERS", INVALID_CHARACTERS_MESSAGE);
    }
    return forBrowser(await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal })));
  });
}
