import { Hono } from "hono";
import type { Logger } from "pino";
import { apiAuthRoutes } from "./api/api-auth.server";
import { createCatalogueCache } from "./api/catalogue-cache.server";
import { coursesReadApi, coursesWriteApi } from "./api/courses.server";
import { meRoutes } from "./api/me.server";
import { openApiRoutes } from "./api/openapi.server";
import { usersApi } from "./api/users.server";
import { newsletterRoutes } from "./api/newsletter.server";
import { requireUser } from "./api/require-user.server";
import { apiError } from "./api/errors.server";
import type { Auth } from "./auth/auth.server";
import { forBrowser } from "./auth/browser-response.server";
import { adminApi } from "./api/admin.server";
import { contactApi } from "./api/contact.server";
import type { Database, DatabaseHandle } from "./db/client.server";
import type { Mailer } from "./mail/mailer.server";
import { CLIENT_IP_HEADER, clientIp } from "./http/client-ip.server";
import { bodyHasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, queryHasNul } from "./http/invalid-characters.server";
import { loggablePath, requestLogger } from "./http/request-logger.server";
import { securityHeaders } from "./http/security-headers.server";
import { serveSite } from "./http/serve-site.server";
import type { StaticSite } from "./http/static-site.server";

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** CONTACT_NOTIFY_EMAIL: staff address told about each new inquiry. */
  contactNotifyEmail?: string;
  origin: string;
  /** Origins whose pages may make cookie-authenticated changes. */
  trustedOrigins: string[];
  trustProxy: boolean;
  hsts: boolean;
  /** The prerendered site; API tests run without it. */
  site?: StaticSite;
}

export type AppEnv = { Variables: { db: Database; logger: Logger; clientIp: string } };

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestLogger(deps.logger));
  app.use(securityHeaders({ hsts: deps.hsts }));
  app.use(async (c, next) => {
    c.set("db", deps.database.db);
    c.set("logger", deps.logger);
    c.set("clientIp", clientIp(c, deps.trustProxy));
    await next();
  });

  app.get("/healthz", async (c) => {
    const database = await deps.database.ping();
    return c.json({ status: database ? "ok" : "error", database: database ? "up" : "down" }, database ? 200 : 503, {
      "Cache-Control": "no-store",
    });
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // better-auth keys its rate limits by this header: ours, never the client's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    // Read here (better-auth reads it whole anyway) to refuse characters it cannot handle.
    let body: ArrayBuffer | undefined;
    if (c.req.method === "POST") {
      try {
        body = await c.req.arrayBuffer();
      } catch {
        return c.json({ code: "INVALID_BODY", message: "The request body could not be read." }, 400);
      }
    }
    const text = body ? new TextDecoder().decode(body) : "";
    if (queryHasNul(c.req.url) || bodyHasInvalidCharacters(text, c.req.header("content-type") ?? "")) {
      return c.json({ code: "INVALID_CHARACTERS", message: INVALID_CHARACTERS_MESSAGE }, 400);
    }
    return forBrowser(await deps.auth.handler(new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal })));
  });

  const catalogue = createCatalogueCache(deps.database.db);
  const signedIn = requireUser(deps.auth, deps.trustedOrigins);
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    if (queryHasNul(c.req.url)) return apiError(c, 400, "invalid_characters", INVALID_CHARACTERS_MESSAGE);
    await next();
  });
  // Tokens and the caller's own account: never kept by a browser or proxy cache.
  for (const path of ["/auth/*", "/me", "/me/*"]) {
    api.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
    });
  }
  api.route("/", openApiRoutes(deps.origin));
  api.route("/auth", apiAuthRoutes(deps.auth, deps.origin));
  api.route("/newsletter", newsletterRoutes);
  api.route("/courses", coursesReadApi(catalogue));
  api.use("/courses/:courseId/*", signedIn);
  api.route("/courses", coursesWriteApi(catalogue));
  api.use("/users/*", signedIn);
  api.route("/users", usersApi);
  api.use("/me/*", signedIn);
  api.use("/me", signedIn);
  api.route("/me", meRoutes);
  api.route("/contact", contactApi(deps));
  api.route("/admin", adminApi(deps));
  app.route("/api/v1", api);

  app.all("/api/*", (c) => apiError(c, 404, "not_found", `No API endpoint at ${c.req.method} ${c.req.path}.`));

  // The staff inbox opens on its inquiries.
  app.get("/admin", (c) => c.redirect("/admin/inquiries", 302));

  if (deps.site) app.route("/", serveSite(deps.site, deps.origin));

  app.notFound((c) => c.text("Not Found", 404));

  app.onError((error, c) => {
    c.var.logger?.error({ err: error, path: loggablePath(c.req.path) }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal_error", "Something went wrong on our side.");
    return c.text("Internal Server Error", 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
