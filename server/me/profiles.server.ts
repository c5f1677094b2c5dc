import { eq } from "drizzle-orm";
import type { z } from "#contracts/zod";
import type { Locale } from "#contracts/locales";
import type { Profile, profileUpdateSchema } from "#contracts/profile";
import type { ApiUser } from "../context.server";
import type { Database } from "../db/client.server";
import { profiles, users } from "../db/schema";

// The profiles queries behind /api/v1/me.

// Selected under the API's names (snake_case, decision 010).
const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  full_name: profiles.fullName,
  company: profiles.company,
  phone: profiles.phone,
  avatar_url: profiles.avatarUrl,
};

/**
 * The user's profile; a user without a profile row (yet) gets one made of the account. The language
 * is the account's (users.locale), since mails go to accounts that never saved a profile.
 */
export async function profileOf(db: Database, user: ApiUser): Promise<Profile> {
  const [row] = await db
    .select({ ...profileColumns, hasProfile: profiles.id, locale: users.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, user.id));
  const locale = row?.locale ?? "en";
  return row?.hasProfile
    ? { id: user.id, email: row.email ?? user.email, full_name: row.full_name, company: row.company, phone: row.phone, avatar_url: row.avatar_url, locale }
    : { id: user.id, email: user.email, full_name: user.name || null, company: null, phone: null, avatar_url: null, locale };
}

/** Saves the user's profile (made on first save) and gives the account its full name (and language, when sent). */
export async function updateProfile(db: Database, user: ApiUser, values: z.output<typeof profileUpdateSchema>): Promise<Profile> {
  const columns = { fullName: values.full_name, company: values.company, phone: values.phone };
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, ...columns })
    .onConflictDoUpdate({ target: profiles.id, set: columns });
  // The account's display name follows the profile's full name.
  await db
    .update(users)
    .set({ name: values.full_name, ...(values.locale ? { locale: values.locale } : {}) })
    .where(eq(users.id, user.id));
  return profileOf(db, user);
}

/** The language switch of a signed-in learner (PUT /api/v1/me/locale). */
export async function setLocale(db: Database, userId: string, locale: Locale): Promise<Locale> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
  return locale;
}
