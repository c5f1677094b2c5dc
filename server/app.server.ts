import { Hono, type MiddlewareHandler } from "hono";
import { adminRoutes } from "./admin/admin.server";
import { userAdminRoutes } from "./admin/users-admin.server";
import { jobAdminRoutes } from "./jobs/jobs-admin.server";
import { certificateRoutes } from "./certificates/certificates.server";
import { apiAuthRoutes } from "./api-auth/api-auth.server";
import { authRoutes } from "./auth/auth-routes.server";
import { contactRoutes } from "./contact/contact.server";
import type { AppDeps, AppEnv } from "./context.server";
import { catalogueRoutes } from "./programs/catalogue-routes.server";
import { apiError } from "./http/api-error.server";
import { limitBodies } from "./http/body-limit.server";
import { compressJson } from "./http/compress-json.server";
import { clientIp, EVERY_PEER, NO_PROXY, type TrustedProxies } from "./http/client-ip.server";
import { healthRoutes } from "./http/health.server";
import { metricsHandler } from "./http/metrics.server";
import { mountOperations } from "./http/operation.server";
import { requireAdmin } from "./http/require-admin.server";
import { requireUser } from "./http/require-user.server";
import { INVALID_CHARACTERS_MESSAGE, queryHasNul } from "./http/invalid-characters.server";
import { loggablePath, requestLogger } from "./http/request-logger.server";
import { securityHeaders } from "./http/security-headers.server";
import { serveSite } from "./http/serve-site.server";
import { meRoutes } from "./me/me.server";
import { newsletterPageRoutes } from "./newsletter/newsletter-pages.server";
import { newsletterRoutes } from "./newsletter/newsletter.server";
import { openApiRoutes } from "./openapi/openapi.server";
import { programRoutes } from "./programs/programs.server";
import { quizAdminRoutes, quizRoutes } from "./quizzes/quizzes.server";
import { organisationAdminRoutes } from "./organisations/organisations-admin.server";
import { organisationRoutes } from "./organisations/organisations.server";
import { organisationTeamRoutes } from "./organisations/team-routes.server";
import { reportRoutes } from "./reports/reports.server";
import { assessmentRoutes } from "./assessments/assessments.server";
import { reminderUnsubscribePages, reminderUnsubscribeRoutes } from "./reminders/unsubscribe.server";
import { registrationAdminRoutes } from "./registrations/registrations-admin.server";
import { registrationRoutes } from "./registrations/registrations.server";
import { userRoutes } from "./users/users.server";

// The composition root: the app is its middleware and each resource's routes under its path. Every
// resource module exports `xxxRoutes(deps)`; its types come from context.server.ts, never from here.

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};

/** `true` and `false` (tests): every peer, even without a socket, or none. */
const trustedProxies = (trust: AppDeps["trustProxy"]): TrustedProxies => (trust === true ? EVERY_PEER : trust === false ? NO_PROXY : trust);

export function createApp(deps: AppDeps) {
  // The REST API: every operation of every resource (contracts/<resource>/operations.ts), each
  // mounted with its sign-in check, rate limit and input parsing by mountOperations().
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      if (queryHasNul(c.req.url)) return apiError(c, 400, "invalid_characters", INVALID_CHARACTERS_MESSAGE);
      await next();
    })
    // Tokens and the caller's own data: never kept by a browser or proxy cache.
    .use("/auth/*", noStore)
    .use("/me", noStore)
    .use("/me/*", noStore)
    .use("/registrations", noStore)
    .use("/registrations/*", noStore)
    .use("/organisations", noStore)
    .use("/organisations/*", noStore)
    .use("/invitations/*", noStore);
  mountOperations(api, deps, [
    ...openApiRoutes(deps),
    ...apiAuthRoutes(deps),
    ...newsletterRoutes(deps),
    ...reminderUnsubscribeRoutes(),
    ...catalogueRoutes(deps),
    ...userRoutes(),
    ...certificateRoutes(deps),
    ...meRoutes(deps),
    ...contactRoutes(deps),
    ...programRoutes(deps),
    ...quizRoutes(),
    ...quizAdminRoutes(),
    ...registrationRoutes(deps),
    ...organisationRoutes(deps),
    ...organisationTeamRoutes(),
    ...reportRoutes(deps),
    ...assessmentRoutes(deps),
    ...organisationAdminRoutes(),
    ...registrationAdminRoutes(),
    ...adminRoutes(),
    ...userAdminRoutes(),
    ...jobAdminRoutes(),
  ]);
  // A path no operation has, below a signed-in prefix, answers as that prefix does: 401 to a
  // visitor (403 to a learner under /admin), then 404.
  const signedIn = requireUser(deps.auth, deps.trustedOrigins);
  api
    .use("/me/*", signedIn)
    .use("/users/*", signedIn)
    .use("/courses/:courseId/*", signedIn)
    .use("/registrations/*", signedIn)
    .use("/organisations/*", signedIn)
    .use("/admin/*", ...requireAdmin(deps.auth, deps.trustedOrigins));

  const app = new Hono<AppEnv>();
  if (deps.metrics) app.use(deps.metrics.middleware);
  app
    .use(requestLogger(deps.logger))
    .use(securityHeaders({ hsts: deps.hsts }))
    .use("/api/*", compressJson())
    // Before anything reads a body (body-limit.server.ts).
    .use(limitBodies())
    .use(async (c, next) => {
      c.set("db", deps.database.db);
      c.set("logger", deps.logger);
      c.set("clientIp", clientIp(c, trustedProxies(deps.trustProxy)));
      await next();
    })
    .route("/", healthRoutes(deps));
  if (deps.metrics && deps.metricsToken) app.get("/metrics", metricsHandler(deps.metrics, deps.metricsToken));
  app
    .route("/api/auth", authRoutes(deps))
    .route("/api/v1", api)
    .all("/api/*", (c) => apiError(c, 404, "not_found", `No API endpoint at ${c.req.method} ${c.req.path}.`))
    // The newsletter's confirm and unsubscribe links: small pages of their own, no app JavaScript.
    .route("/newsletter", newsletterPageRoutes(deps))
    // The reminders' unsubscribe link (issue 27), a page of the same kind.
    .route("/reminders", reminderUnsubscribePages())
    // The staff inbox opens on its inquiries.
    .get("/admin", (c) => c.redirect("/admin/inquiries", 302));

  if (deps.site) app.route("/", serveSite(deps.site, deps.origin));

  app.notFound((c) => c.text("Not Found", 404));

  app.onError((error, c) => {
    c.var.logger?.error({ err: error, path: loggablePath(c.req.path) }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal_error", "Something went wrong on our side.");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
