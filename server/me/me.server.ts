import { deleteCookie } from "hono/cookie";
import { deleteAccount as deleteAccountOperation, endOtherSessions as endOtherSessionsOperation, endSession, exportMyData, getMe, myEnrollments, mySessions, setMyLocale, updateProfile } from "#contracts/me/operations";
import type { Role } from "#contracts/vocabulary";
import type { AppDeps } from "../context.server";
import { enrollmentsOfUser } from "../enrollments/enrollments.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { accessOf } from "../admin/roles.server";
import { accountDeletedMail } from "./account-mails.server";
import { checkProof, deleteAccount } from "./account-deletion.server";
import { exportUserData } from "./data-export.server";
import { profileOf, setLocale, updateProfile as saveProfile } from "./profiles.server";
import { endOtherSessions, endSessionOf, sessionsOf } from "./sessions.server";

/**
 * /api/v1/me: the caller's own account, profile, enrolments, certificates, sessions and data; there is no way
 * to name another user here. Changes made with a cookie are checked for Origin (requireUser).
 */
export function meRoutes(deps: AppDeps) {
  return [
    route(getMe, async (c) => {
      const user = c.var.user;
      const profile = await profileOf(c.var.db, user);
      const twoFactorEnabled = (await accessOf(c.var.db, user.id))?.twoFactorEnabled ?? false;
      return {
        user: { id: user.id, email: user.email, name: user.name, role: user.role as Role, two_factor_enabled: twoFactorEnabled },
        profile,
      };
    }),
    route(updateProfile, async (c, { body }) => ({ profile: await saveProfile(c.var.db, c.var.user, body) })),
    route(setMyLocale, async (c, { body }) => ({ locale: await setLocale(c.var.db, c.var.user.id, body.locale) })),
    // Deletes the account: the password or a two-factor code in the body (account-deletion.server.ts).
    route(deleteAccountOperation, async (c, { body }) => {
      const { user, session } = c.var;
      const proof = await checkProof(c.var.db, deps.auth, user, session, body);
      if (!proof.ok) fail(proof.code, proof.message);
      await deleteAccount(c.var.db, user);
      c.var.logger.info({ userId: user.id }, "account deleted at its owner's request");
      deps.mailer.send(accountDeletedMail(user.email, user.name)).catch((err) => c.var.logger.error({ err }, "account deletion mail failed"));
      // The deleted session's cookies go with it, so the browser does not keep sending a dead token.
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
      }
      return c.body(null, 204);
    }),
    route(myEnrollments, async (c) => ({ enrollments: await enrollmentsOfUser(c.var.db, c.var.user.id) })),
    route(mySessions, async (c) => ({ sessions: await sessionsOf(c.var.db, c.var.user.id, c.var.session.id) })),
    route(endOtherSessionsOperation, async (c) => ({ ended: await endOtherSessions(c.var.db, c.var.user.id, c.var.session.id) })),
    route(endSession, async (c, { params }) => {
      const ended = await endSessionOf(c.var.db, c.var.user.id, params.sessionId);
      if (!ended) fail("not_found", "You have no session with this id: it may have ended already.");
      return c.body(null, 204);
    }),
    route(exportMyData, async (c) => {
      const data = await exportUserData(c.var.db, { user: c.var.user, sessionId: c.var.session.id });
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="cortexa-my-data-${day}.json"`);
      return c.json(data);
    }),
  ];
}
