import { getSessionCookie } from "better-auth/cookies";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { LOCALE_COOKIE, localeOfPath, localizedPath, locales, sourceLocale } from "#contracts/locales";
import { robotsTxt, sitemapXml } from "./seo-files.server";
import { plainResponse, type PlainHeaders } from "./plain-response.server";
import { contentSecurityPolicy } from "./security-headers.server";
import { makeStaticFile, type StaticFile, type StaticSite } from "./static-site.server";

// A page's CSP (with its inline scripts' hashes), made once per file rather than on every request.
const policies = new WeakMap<StaticFile, string>();
function policyOf(file: StaticFile, scriptHashes: string): string {
  let policy = policies.get(file);
  if (policy === undefined) policies.set(file, (policy = contentSecurityPolicy(scriptHashes)));
  return policy;
}

function send(c: Context, file: StaticFile, status: 200 | 404 = 200, varyCookie = false): Response | Promise<Response> {
  const headers: Record<Lowercase<string>, string> = {
    "content-type": file.type,
    "cache-control": file.cacheControl,
    etag: file.etag,
    // An English page that has a translation is a redirect for a visitor whose cookie chose that
    // language (chosenTranslation), so a cache must not hand its English answer to them.
    vary: varyCookie ? "Accept-Encoding, Cookie" : "Accept-Encoding",
  };
  if (file.scriptHashes !== undefined) headers["content-security-policy"] = policyOf(file, file.scriptHashes);
  if (status === 200 && c.req.header("if-none-match") === file.etag) return plainResponse(null, 304, headers);
  const accept = c.req.header("accept-encoding") ?? "";
  const encoding = file.br && /\bbr\b/.test(accept) ? "br" : file.gzip && /\bgzip\b/.test(accept) ? "gzip" : undefined;
  if (!encoding) return answer(c, file.body, status, headers);
  headers["content-encoding"] = encoding;
  const form = file[encoding]!;
  // Compressed at its first request when the build's cache did not hold it (static-site.server.ts).
  return form.ready ? answer(c, form.ready, status, headers) : form.get().then((body) => answer(c, body, status, headers));
}

// Plain answers (plain-response.server.ts): the most requested answers skip undici's Headers.
function answer(c: Context, body: Buffer, status: 200 | 404, headers: PlainHeaders): Response {
  if (c.req.method === "HEAD") return plainResponse(null, status, { ...headers, "content-length": String(body.length) });
  return plainResponse(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), status, headers);
}

// Pages for signed-in users only. A visitor without a session cookie cannot be signed in, so the
// server sends them to /auth at once (spec: /dashboard without a signed-in user redirects to
// /auth) instead of letting the page download its JavaScript to find that out, then jump. With a
// cookie the page loads and checks the session itself, as before.
const SIGNED_IN_ONLY = /^\/(dashboard|admin)(\/|$)/;
// …and their translations (/hi/dashboard), whose visitors are sent to the sign-in page in their language.
const SIGNED_IN_ONLY_TRANSLATED = /^\/([a-z]{2})\/dashboard(\/|$)/;

/**
 * A visitor who chose another language with the switch (its cookie) and asks for an English page
 * that exists in that language is sent there. Only a choice the visitor made counts: a browser's
 * languages never redirect (issue 29), and search engines, without the cookie, get what they ask for.
 */
function chosenTranslation(c: Context, site: StaticSite): string | undefined {
  const chosen = locales.find((l) => l !== sourceLocale && l === getCookie(c, LOCALE_COOKIE));
  const path = c.req.path;
  if (!chosen || localeOfPath(path) !== sourceLocale) return undefined;
  const target = localizedPath(path, chosen);
  return target !== path && site.pages.has(target) ? target : undefined;
}

/** Whether an English page exists in another language (its answer then depends on the cookie). */
function hasTranslation(path: string, site: StaticSite): boolean {
  if (localeOfPath(path) !== sourceLocale || !site.pages.has(path)) return false;
  return locales.some((l) => l !== sourceLocale && localizedPath(path, l) !== path && site.pages.has(localizedPath(path, l)));
}

/** The 404 page in the language of the address: /hi/… gets the Hindi one. */
const notFoundFor = (site: StaticSite, path: string): StaticFile => site.notFoundIn.get(localeOfPath(path)) ?? site.notFound;

/** Serves the prerendered pages and assets; any other path gets the 404 page with status 404. */
export function serveSite(site: StaticSite, origin: string) {
  const robots = makeStaticFile(Buffer.from(robotsTxt(origin)), "text/plain; charset=utf-8", "public, max-age=3600");
  const sitemap = makeStaticFile(
    Buffer.from(sitemapXml(origin, site.builtAt)),
    "application/xml; charset=utf-8",
    "public, max-age=3600",
  );
  // The English pages that exist in another language, found once: their answer depends on the cookie.
  const translated = new Set([...site.pages.keys()].filter((path) => hasTranslation(path, site)));
  const app = new Hono();
  app.get("/robots.txt", (c) => send(c, robots));
  app.get("/sitemap.xml", (c) => send(c, sitemap));
  app.on(["GET", "HEAD"], "*", (c) => {
    const path = c.req.path;
    if ((SIGNED_IN_ONLY.test(path) || SIGNED_IN_ONLY_TRANSLATED.test(path)) && site.pages.has(path) && !getSessionCookie(c.req.raw)) {
      c.header("Cache-Control", "no-store");
      return c.redirect(localizedPath("/auth", localeOfPath(path)), 302);
    }
    const translation = chosenTranslation(c, site);
    if (translation) {
      c.header("Cache-Control", "no-store");
      c.header("Vary", "Cookie");
      return c.redirect(translation + new URL(c.req.url).search, 302);
    }
    const file = site.files.get(path) ?? site.pages.get(path);
    if (file) return send(c, file, 200, translated.has(path));
    if (path.length > 1 && path.endsWith("/") && site.pages.has(path.slice(0, -1))) {
      const url = new URL(c.req.url);
      return c.redirect(path.slice(0, -1) + url.search, 308);
    }
    return send(c, notFoundFor(site, path), 404);
  });
  // A form sent without JavaScript (every form is method="post", so its fields never reach a URL):
  // the page again, without reading the body. Nothing of what was sent is kept or logged.
  app.post("*", (c) => {
    if (!site.pages.has(c.req.path)) return send(c, notFoundFor(site, c.req.path), 404);
    c.header("Cache-Control", "no-store");
    return c.redirect(c.req.path + new URL(c.req.url).search, 303);
  });
  app.all("*", (c) => send(c, notFoundFor(site, c.req.path), 404));
  return app;
}
