import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccountSchema } from "#contracts/account";
import { apiErrorStatus } from "#contracts/api-errors";
import type { EnrollmentsResponse } from "#contracts/catalogue";
import { profileUpdateSchema, type MeResponse } from "#contracts/profile";
import type { Role } from "#contracts/vocabulary";
import type { AppDeps, UserEnv } from "../context.server";
import { enrollmentsOfUser } from "../enrollments/enrollments.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody } from "../http/parse-request.server";
import { requireUser } from "../http/require-user.server";
import { apiRateRules, limitPerUser } from "../http/rate-limit.server";
import { accessOf } from "../admin/roles.server";
import { myCertificateRoutes } from "../certificates/certificates.server";
import { accountDeletedMail } from "./account-mails.server";
import { checkProof, deleteAccount } from "./account-deletion.server";
import { exportUserData } from "./data-export.server";
import { profileOf, updateProfile } from "./profiles.server";
import { endOtherSessions, endSessionOf, sessionsOf } from "./sessions.server";

/**
 * /api/v1/me: the caller's own account, profile, enrolments, certificates, sessions and data; there is no way
 * to name another user here. Changes made with a cookie are checked for Origin (requireUser).
 */
export function meRoutes(deps: AppDeps): Hono<UserEnv> {
  return new Hono<UserEnv>()
    .use("*", requireUser(deps.auth, deps.trustedOrigins))
    .get("/", async (c) => {
      const user = c.var.user;
      const profile = await profileOf(c.var.db, user);
      const twoFactorEnabled = (await accessOf(c.var.db, user.id))?.twoFactorEnabled ?? false;
      const me: MeResponse = {
        user: { id: user.id, email: user.email, name: user.name, role: user.role as Role, two_factor_enabled: twoFactorEnabled },
        profile,
      };
      return c.json(me);
    })
    .patch("/", async (c) => {
      const body = await parseJsonBody(c, profileUpdateSchema, "Please check the form for errors.");
      if (body instanceof Response) return body;
      return c.json({ profile: await updateProfile(c.var.db, c.var.user, body.data) });
    })
    // Deletes the account: the password or a two-factor code in the body (account-deletion.server.ts).
    .delete("/", limitPerUser(apiRateRules.proofChecks), async (c) => {
      const body = await parseJsonBody(c, deleteAccountSchema, "Enter your password or a code to delete your account.", { optional: true });
      if (body instanceof Response) return body;
      const { user, session } = c.var;
      const proof = await checkProof(c.var.db, deps.auth, user, session, body.data);
      if (!proof.ok) return apiError(c, apiErrorStatus[proof.code], proof.code, proof.message);
      await deleteAccount(c.var.db, user);
      c.var.logger.info({ userId: user.id }, "account deleted at its owner's request");
      deps.mailer.send(accountDeletedMail(user.email, user.name)).catch((err) => c.var.logger.error({ err }, "account deletion mail failed"));
      // The session is gone with the account: the browser forgets its cookie too.
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
      }
      return c.body(null, 204);
    })
    .get("/enrollments", async (c) => c.json({ enrollments: await enrollmentsOfUser(c.var.db, c.var.user.id) } satisfies EnrollmentsResponse))
    .route("/certificates", myCertificateRoutes(deps))
    .get("/sessions", async (c) => c.json({ sessions: await sessionsOf(c.var.db, c.var.user.id, c.var.session.id) }))
    // Signs out every other device (this one stays signed in).
    .delete("/sessions", async (c) => c.json({ ended: await endOtherSessions(c.var.db, c.var.user.id, c.var.session.id) }))
    .delete("/sessions/:sessionId", async (c) => {
      const ended = await endSessionOf(c.var.db, c.var.user.id, c.req.param("sessionId"));
      if (!ended) return apiError(c, 404, "not_found", "You have no session with this id: it may have ended already.");
      return c.body(null, 204);
    })
    // Everything we hold about the caller, as a JSON file to keep (data-export.server.ts).
    .get("/export", async (c) => {
      const data = await exportUserData(c.var.db, { user: c.var.user, sessionId: c.var.session.id });
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="cortexa-my-data-${day}.json"`);
      return c.json(data);
    });
}
