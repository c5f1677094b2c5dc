import { Hono } from "hono";
import type { EnrollmentsResponse } from "#contracts/catalogue";
import { profileUpdateSchema, type MeResponse } from "#contracts/profile";
import type { Role } from "#contracts/vocabulary";
import type { AppDeps, UserEnv } from "../context.server";
import { enrollmentsOfUser } from "../enrollments/enrollments.server";
import { parseJsonBody } from "../http/parse-request.server";
import { requireUser } from "../http/require-user.server";
import { accessOf } from "../admin/roles.server";
import { profileOf, updateProfile } from "./profiles.server";

/** /api/v1/me: the caller's own profile and enrolments; there is no way to name another user here. */
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
    .get("/enrollments", async (c) => c.json({ enrollments: await enrollmentsOfUser(c.var.db, c.var.user.id) } satisfies EnrollmentsResponse));
}
