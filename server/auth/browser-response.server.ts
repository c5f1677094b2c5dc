// What better-auth answers a browser on /api/auth/*, made fit for page scripts. The session
// lives in an httpOnly cookie so that a script injected into a page cannot read it; the bearer
// plugin would undo that by copying the token into a `set-auth-token` header (exposed to scripts
// by Access-Control-Expose-Headers), and sign-in, get-session and list-sessions put it in their
// JSON. Browsers get neither; API clients get tokens from /api/v1/auth/login, which calls
// better-auth directly. Nothing here is cached: it is all about one person's session.

const TOKEN_HEADER = "set-auth-token";

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "token") continue;
    copy[key] = key === "session" || key === "sessions" ? withoutTokens(inner) : inner;
  }
  return copy;
}

export async function forBrowser(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete(TOKEN_HEADER);
  const exposed = headers.get("access-control-expose-headers");
  if (exposed !== null) {
    const rest = exposed.split(",").map((h) => h.trim()).filter((h) => h && h.toLowerCase() !== TOKEN_HEADER);
    if (rest.length) headers.set("access-control-expose-headers", rest.join(", "));
    else headers.delete("access-control-expose-headers");
  }
  headers.set("cache-control", "no-store");
  if (!(headers.get("content-type") ?? "").includes("application/json") || !response.body) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let body = text;
  try {
    body = JSON.stringify(withoutTokens(JSON.parse(text)));
  } catch {
    // not JSON after all: pass it on as it is
  }
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
