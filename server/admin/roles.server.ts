import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { Role } from "#contracts/vocabulary";
import { users } from "../db/schema";

export interface RoleChange {
  email: string;
  role: Role;
  previous: Role;
}

/** Gives an account a role. Null when no account has this e-mail address. */
export async function setRole(db: Database, email: string, role: Role): Promise<RoleChange | null> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.email, address)).for("update");
    if (!user) return null;
    if (user.role !== role) await tx.update(users).set({ role }).where(eq(users.id, user.id));
    return { email: user.email, role, previous: user.role as Role };
  });
}

/**
 * The account's role and whether two-factor sign-in is on, read from the database on every call
 * (a revoke takes effect at once).
 */
export async function accessOf(db: Database, userId: string): Promise<{ role: string; twoFactorEnabled: boolean } | undefined> {
  const [row] = await db.select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row && { role: row.role, twoFactorEnabled: row.twoFactorEnabled ?? false };
}

export async function listAdmins(db: Database): Promise<{ email: string; name: string }[]> {
  return db.select({ email: users.email, name: users.name }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.email));
}
