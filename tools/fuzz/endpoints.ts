import fc from "fast-check";
import { inquiryStatuses, programCategories, programLevels } from "#contracts/vocabulary";

// Every endpoint the server answers (server/app.server.ts, server/<resource>/*, the better-auth routes
// under /api/auth/*, the static site), with valid values for its path parameters, query and body
// fields (hostile ones come from hostile.ts), so fuzzed requests get past validation into the
// handlers as often as they bounce.

/** Values known once the server is set up: real ids, signed-in accounts, the build's files. */
export interface Seeds {
  courseIds: string[];
  learnerId: string;
  learnerEmail: string;
  learnerPassword: string;
  adminId: string;
  inquiryId: string;
  /** A refresh token of a separate API login (its first use succeeds). */
  refreshToken: string;
  pages: string[];
  assets: string[];
}

type Values = fc.Arbitrary<unknown>;

export interface Endpoint {
  /** "POST /api/v1/courses/:courseId/enroll": the report's row. */
  name: string;
  method: string;
  /** Path template; each ":param" is filled from `params`. */
  path: string;
  params?: Record<string, Values>;
  query?: Record<string, Values>;
  body?: Record<string, Values>;
  /** Only reachable past the authentication check with a session (of an admin). */
  auth?: "user" | "admin";
  /** May end the session it is sent with: sessions are checked and renewed after it. */
  endsSession?: boolean;
}

const one = (...values: unknown[]) => fc.constantFrom(...values);
// The learner's own address and password often enough that sign-ins succeed too.
const email = (s: Seeds) =>
  fc.oneof({ arbitrary: one(s.learnerEmail), weight: 2 }, { arbitrary: one("nobody@example.com"), weight: 1 }, { arbitrary: fc.nat(1e6).map((n) => `fuzz${n}@example.com`), weight: 2 });
const password = (s: Seeds) => fc.oneof({ arbitrary: one(s.learnerPassword), weight: 3 }, { arbitrary: one("Wr0ngPassw0rd", "short", "Secur3Passw0rd"), weight: 2 });
const callback = one("/dashboard", "/", "/auth?x=1");
const uuid = fc.uuid();

/** Paths that try to leave the site's files or slip past the API's routing. */
const oddPath = fc.constantFrom(
  "../../../../etc/passwd",
  "assets/..%2f..%2f..%2fpackage.json",
  "%2e%2e/%2e%2e/server/index.ts",
  "%252e%252e/%252e%252e/package.json",
  "..%5c..%5cpackage.json",
  ".env",
  "data/pglite",
  "api/v1/../auth/get-session",
  "api/v1/./me",
  "api%2fv1%2fme",
  "/api/v1/me",
  "API/V1/COURSES",
  "api/v1/me%00",
  "api/v1/courses/%ff%fe",
  "api/v1/courses/%",
  "api/v1/courses/%zz",
  "index.html%00.js",
  "__spa-fallback.html",
  "404",
  "about/",
  "about//",
  "about;jsessionid=1",
  "about%2f",
  "assets/",
  "assets/%00",
  "favicon.ico/..",
  "~root",
  "*",
  "%",
);

export function endpoints(s: Seeds): Endpoint[] {
  const course = fc.oneof(one(...s.courseIds), one(...s.courseIds.map((id) => id.toUpperCase())), uuid);
  const token = fc.oneof(fc.string({ unit: "binary-ascii", maxLength: 64 }), one("expired", "a.b.c", "eyJhbGciOiJub25lIn0.e30."));
  const boolish = one(true, false);
  return [
    { name: "GET /healthz", method: "GET", path: "/healthz" },
    // better-auth (server/auth/auth.server.ts): the routes the site uses, then the rest it exposes.
    {
      name: "POST /api/auth/sign-up/email", method: "POST", path: "/api/auth/sign-up/email",
      body: { name: one("Asha Verma", "O'Brien-Ng"), email: email(s), password: password(s), callbackURL: callback, image: one("https://x.example/a.png") },
    },
    {
      name: "POST /api/auth/sign-in/email", method: "POST", path: "/api/auth/sign-in/email",
      body: { email: email(s), password: password(s), callbackURL: callback, rememberMe: boolish },
    },
    { name: "POST /api/auth/sign-out", method: "POST", path: "/api/auth/sign-out", auth: "user", endsSession: true },
    { name: "GET /api/auth/get-session", method: "GET", path: "/api/auth/get-session", query: { disableCookieCache: boolish, disableRefresh: boolish } },
    { name: "POST /api/auth/request-password-reset", method: "POST", path: "/api/auth/request-password-reset", body: { email: email(s), redirectTo: callback } },
    { name: "GET /api/auth/reset-password/:token", method: "GET", path: "/api/auth/reset-password/:token", params: { token }, query: { callbackURL: callback } },
    { name: "POST /api/auth/reset-password", method: "POST", path: "/api/auth/reset-password", body: { token, newPassword: password(s) }, query: { token } },
    { name: "POST /api/auth/send-verification-email", method: "POST", path: "/api/auth/send-verification-email", body: { email: email(s), callbackURL: callback } },
    { name: "GET /api/auth/verify-email", method: "GET", path: "/api/auth/verify-email", query: { token, callbackURL: callback } },
    {
      name: "POST /api/auth/sign-in/social", method: "POST", path: "/api/auth/sign-in/social",
      body: { provider: one("github", "google", "linkedin"), callbackURL: callback, errorCallbackURL: callback, newUserCallbackURL: callback, disableRedirect: boolish, idToken: one({ token: "x" }) },
    },
    {
      name: "GET /api/auth/callback/:provider", method: "GET", path: "/api/auth/callback/:provider",
      params: { provider: one("github", "google", "nope") }, query: { code: token, state: token, error: one("access_denied"), error_description: token },
    },
    {
      name: "POST /api/auth/callback/:provider", method: "POST", path: "/api/auth/callback/:provider",
      params: { provider: one("github", "google") }, body: { code: token, state: token, user: one("{}", "{\"name\":1}") },
    },
    { name: "POST /api/auth/update-user", method: "POST", path: "/api/auth/update-user", auth: "user", body: { name: one("Asha Verma"), image: one(null, "https://x.example/a.png") } },
    { name: "POST /api/auth/change-password", method: "POST", path: "/api/auth/change-password", auth: "user", endsSession: true, body: { currentPassword: one("Wr0ngPassw0rd"), newPassword: password(s), revokeOtherSessions: boolish } },
    { name: "POST /api/auth/change-email", method: "POST", path: "/api/auth/change-email", auth: "user", body: { newEmail: email(s), callbackURL: callback } },
    { name: "GET /api/auth/list-sessions", method: "GET", path: "/api/auth/list-sessions", auth: "user" },
    { name: "POST /api/auth/revoke-session", method: "POST", path: "/api/auth/revoke-session", auth: "user", endsSession: true, body: { token } },
    { name: "POST /api/auth/revoke-sessions", method: "POST", path: "/api/auth/revoke-sessions", auth: "user", endsSession: true },
    { name: "POST /api/auth/revoke-other-sessions", method: "POST", path: "/api/auth/revoke-other-sessions", auth: "user", endsSession: true },
    { name: "POST /api/auth/update-session", method: "POST", path: "/api/auth/update-session", auth: "user", body: { expiresAt: one("2000-01-01") } },
    { name: "GET /api/auth/list-accounts", method: "GET", path: "/api/auth/list-accounts", auth: "user" },
    { name: "GET /api/auth/account-info", method: "GET", path: "/api/auth/account-info", auth: "user", query: { accountId: token } },
    { name: "POST /api/auth/link-social", method: "POST", path: "/api/auth/link-social", auth: "user", body: { provider: one("github", "google"), callbackURL: callback } },
    { name: "POST /api/auth/unlink-account", method: "POST", path: "/api/auth/unlink-account", auth: "user", body: { providerId: one("credential", "github"), accountId: token } },
    { name: "POST /api/auth/get-access-token", method: "POST", path: "/api/auth/get-access-token", auth: "user", body: { providerId: one("credential", "github"), accountId: token, userId: one(s.adminId) } },
    { name: "POST /api/auth/refresh-token", method: "POST", path: "/api/auth/refresh-token", auth: "user", body: { providerId: one("github"), accountId: token } },
    { name: "POST /api/auth/verify-password", method: "POST", path: "/api/auth/verify-password", auth: "user", body: { password: password(s) } },
    { name: "POST /api/auth/delete-user", method: "POST", path: "/api/auth/delete-user", auth: "user", endsSession: true, body: { password: one("Wr0ngPassw0rd"), token, callbackURL: callback } },
    { name: "GET /api/auth/delete-user/callback", method: "GET", path: "/api/auth/delete-user/callback", query: { token, callbackURL: callback } },
    { name: "GET /api/auth/ok", method: "GET", path: "/api/auth/ok" },
    { name: "GET /api/auth/error", method: "GET", path: "/api/auth/error", query: { error: one("access_denied", "<b>x</b>"), error_description: token } },
    { name: "POST /api/auth/:unknown", method: "POST", path: "/api/auth/:unknown", params: { unknown: one("nope", "sign-in", "sign-in/magic-link", "oauth2/callback/github", "admin/set-role") } },
    // REST API (server/<resource>/<resource>.server.ts).
    { name: "GET /api/v1/openapi.json", method: "GET", path: "/api/v1/openapi.json" },
    { name: "GET /api/v1/docs", method: "GET", path: "/api/v1/docs" },
    { name: "GET /api/v1/docs/:file", method: "GET", path: "/api/v1/docs/:file", params: { file: one("swagger-ui.css", "swagger-ui-bundle.js", "init.js", "index.html", "package.json") } },
    { name: "POST /api/v1/auth/login", method: "POST", path: "/api/v1/auth/login", body: { email: email(s), password: password(s) } },
    { name: "POST /api/v1/auth/register", method: "POST", path: "/api/v1/auth/register", body: { email: email(s), password: password(s), name: one("Asha Verma", "O'Brien-Ng") } },
    { name: "POST /api/v1/auth/keep-password", method: "POST", path: "/api/v1/auth/keep-password", body: { token, password: password(s) } },
    { name: "POST /api/v1/auth/refresh", method: "POST", path: "/api/v1/auth/refresh", endsSession: true, body: { refresh_token: fc.oneof(one(s.refreshToken), token) } },
    {
      name: "GET /api/v1/courses", method: "GET", path: "/api/v1/courses",
      query: { category: one(...programCategories), level: one(...programLevels), page: one("1", "2", "100000"), limit: one("1", "20", "100") },
    },
    { name: "GET /api/v1/courses/:courseId", method: "GET", path: "/api/v1/courses/:courseId", params: { courseId: course } },
    {
      name: "POST /api/v1/courses/:courseId/enroll", method: "POST", path: "/api/v1/courses/:courseId/enroll", auth: "user", params: { courseId: course },
      body: { payment_method: one("card", "upi", "net_banking", "emi", "purchase_order", "paypal") },
    },
    {
      name: "POST /api/v1/courses/:courseId/progress", method: "POST", path: "/api/v1/courses/:courseId/progress", auth: "user", params: { courseId: course },
      body: { module_id: one(1, 2, 3, "2"), completed: boolish },
    },
    // Module quizzes (server/quizzes/): below a course's module, and staff's authoring.
    { name: "GET /api/v1/courses/:courseId/modules/:moduleId/quiz", method: "GET", path: "/api/v1/courses/:courseId/modules/:moduleId/quiz", auth: "user", params: { courseId: course, moduleId: uuid } },
    { name: "POST /api/v1/courses/:courseId/modules/:moduleId/quiz/attempts", method: "POST", path: "/api/v1/courses/:courseId/modules/:moduleId/quiz/attempts", auth: "user", params: { courseId: course, moduleId: uuid } },
    {
      name: "POST /api/v1/courses/:courseId/modules/:moduleId/quiz/attempts/:attemptId/submit", method: "POST",
      path: "/api/v1/courses/:courseId/modules/:moduleId/quiz/attempts/:attemptId/submit", auth: "user", params: { courseId: course, moduleId: uuid, attemptId: uuid },
      body: { answers: fc.array(fc.record({ question_id: uuid, option_ids: fc.array(one("true", "false", "a1b2c3d4")), value: one(1, -0.5, 1e308, null) }), { maxLength: 5 }) },
    },
    {
      name: "PUT /api/v1/admin/programs/:programId/modules/:moduleId/quiz", method: "PUT", path: "/api/v1/admin/programs/:programId/modules/:moduleId/quiz", auth: "admin",
      params: { programId: course, moduleId: uuid },
      body: { pass_mark: one(0, 50, 100, 101), attempts_allowed: one(1, 3, 21), time_limit_minutes: one(null, 10), draw_count: one(null, 5), shuffle_options: boolish, show_answers: one("never", "after_pass", "after_last_attempt", "sometimes") },
    },
    {
      name: "POST /api/v1/admin/programs/:programId/modules/:moduleId/quiz/import", method: "POST", path: "/api/v1/admin/programs/:programId/modules/:moduleId/quiz/import", auth: "admin",
      params: { programId: course, moduleId: uuid }, body: { format: one("gift", "csv", "xml"), text: one("::Q:: 2 + 2 {=4 ~5}", "kind,question\nsingle,Q", "{", "\"") },
    },
    { name: "GET /api/v1/users/:userId/progress", method: "GET", path: "/api/v1/users/:userId/progress", auth: "user", params: { userId: one(s.learnerId, s.adminId) } },
    { name: "GET /api/v1/me", method: "GET", path: "/api/v1/me", auth: "user" },
    { name: "PATCH /api/v1/me", method: "PATCH", path: "/api/v1/me", auth: "user", body: { full_name: one("Asha Verma", "O'Brien-Ng"), company: one("Acme", null, ""), phone: one("+91 98765 43210", null, "") } },
    { name: "GET /api/v1/me/enrollments", method: "GET", path: "/api/v1/me/enrollments", auth: "user" },
    { name: "POST /api/v1/newsletter", method: "POST", path: "/api/v1/newsletter", body: { email: email(s) } },
    {
      name: "POST /api/v1/contact", method: "POST", path: "/api/v1/contact",
      body: {
        name: one("Asha Verma"), email: email(s), company: one("Acme", null), phone: one("+91 98765 43210", null),
        subject: one("Training", null), message: one("We would like a two-day workshop for our team."), website: one("", "", "", "https://spam.example"),
      },
    },
    {
      name: "GET /api/v1/admin/inquiries", method: "GET", path: "/api/v1/admin/inquiries", auth: "admin",
      query: { status: one(...inquiryStatuses), q: one("asha", "fuzz tester", "%", "_"), after: fc.oneof(one(s.inquiryId), uuid), limit: one("1", "25", "100") },
    },
    { name: "GET /api/v1/admin/inquiries/:id", method: "GET", path: "/api/v1/admin/inquiries/:id", auth: "admin", params: { id: fc.oneof(one(s.inquiryId), uuid) } },
    {
      name: "PATCH /api/v1/admin/inquiries/:id", method: "PATCH", path: "/api/v1/admin/inquiries/:id", auth: "admin",
      params: { id: fc.oneof(one(s.inquiryId), uuid) }, body: { status: one(...inquiryStatuses) },
    },
    { name: "GET /api/v1/admin/users", method: "GET", path: "/api/v1/admin/users", auth: "admin", query: { q: one("asha", "example.com", "%", "_") } },
    { name: "GET /api/v1/admin/subscribers", method: "GET", path: "/api/v1/admin/subscribers", auth: "admin", query: { after: uuid, limit: one("1", "25", "100") } },
    { name: "GET /api/v1/admin/subscribers.csv", method: "GET", path: "/api/v1/admin/subscribers.csv", auth: "admin" },
    { name: "GET /api/v1/admin/enrollments", method: "GET", path: "/api/v1/admin/enrollments", auth: "admin", query: { after: uuid, limit: one("1", "25", "100") } },
    { name: "DELETE /api/v1/:unknown", method: "DELETE", path: "/api/v1/:unknown", params: { unknown: one("courses", "me", "admin/inquiries", "nope") } },
    // The site (server/http/serve-site.server.ts).
    { name: "GET /admin", method: "GET", path: "/admin" },
    { name: "GET /robots.txt", method: "GET", path: "/robots.txt" },
    { name: "GET /sitemap.xml", method: "GET", path: "/sitemap.xml" },
    { name: "GET pages", method: "GET", path: "/:page", params: { page: one(...s.pages.map((p) => p.slice(1))) } },
    { name: "GET assets", method: "GET", path: "/:asset", params: { asset: one(...s.assets.map((p) => p.slice(1))) } },
    { name: "GET other paths", method: "GET", path: "/:path", params: { path: oddPath } },
  ];
}
