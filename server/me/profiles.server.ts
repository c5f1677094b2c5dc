import { eq } from "drizzle-orm";
import type { z } from "#contracts/zod";
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

/** The user's profile; a user without a profile row (yet) gets one made of the account. */
export async function profileOf(db: Database, user: ApiUser): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, user.id));
  return row
    ? { ...row, email: row.email ?? user.email }
    : { id: user.id, email: user.email, full_name: user.name || null, company: null, phone: null, avatar_url: null };
}

/** Saves the user's profile (made on first save) and gives the account its full name. */
export async function updateProfile(db: Database, user: ApiUser, values: z.output<typeof profileUpdateSchema>): Promise<Profile> {
  const columns = { fullName: values.full_name, company: values.company, phone: values.phone };
  const [row] = await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, ...columns })
    .onConflictDoUpdate({ target: profiles.id, set: columns })
    .returning(profileColumns);
  // The account's display name follows the profile's full name.
  await db.update(users).set({ name: values.full_name }).where(eq(users.id, user.id));
  return { ...row, email: row.email ?? user.email };
}
