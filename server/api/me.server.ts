import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { profileUpdateSchema, type Profile } from "#contracts/profile";
import { profiles, users } from "../db/schema";
import { enrollmentsOfUser } from "./enrollments.server";
import { apiError, fieldErrors, readJson } from "./errors.server";
import type { UserEnv } from "./require-user.server";

const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  company: profiles.company,
  phone: profiles.phone,
  avatarUrl: profiles.avatarUrl,
};

// The caller's own profile and enrolments: there is no way to name another user here.
export const meRoutes = new Hono<UserEnv>()
  .get("/", async (c) => {
    const user = c.var.user;
    const [row] = await c.var.db.select(profileColumns).from(profiles).where(eq(profiles.id, user.id));
    const profile: Profile = row
      ? { ...row, email: row.email ?? user.email }
      : { id: user.id, email: user.email, fullName: user.name || null, company: null, phone: null, avatarUrl: null };
    const [account] = await c.var.db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    const twoFactorEnabled = account?.twoFactorEnabled ?? false;
    return c.json({ user: { id: user.id, email: user.email, name: user.name, role: user.role, twoFactorEnabled }, profile });
  })
  .patch("/", async (c) => {
    const read = await readJson(c);
    if (!read.ok) return read.response;
    const parsed = profileUpdateSchema.safeParse(read.body);
    if (!parsed.success) {
      return apiError(c, 400, "validation_error", "Please check the form for errors.", fieldErrors(parsed.error));
    }
    const user = c.var.user;
    const values = parsed.data;
    const [row] = await c.var.db
      .insert(profiles)
      .values({ id: user.id, email: user.email, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values })
      .returning(profileColumns);
    // The account's display name follows the profile's full name.
    await c.var.db.update(users).set({ name: values.fullName }).where(eq(users.id, user.id));
    return c.json({ profile: { ...row, email: row.email ?? user.email } });
  })
  .get("/enrollments", async (c) => c.json({ enrollments: await enrollmentsOfUser(c.var.db, c.var.user.id) }));
