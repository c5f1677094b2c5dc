import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { apiRefreshTokens, sessions, users } from "../db/schema";
import { sessionTokenHash } from "./session-tokens.server";

// How long a session lives (ASVS V7.3). A learner's session ends 30 days after sign-in, however
// much it is used (better-auth's sliding refresh is off). Staff sessions end 12 hours after
// sign-in, and after 30 minutes without a request; every request that reads the session moves
// the idle deadline on, never past the 12 hours.

export const LEARNER_LIFETIME_S = 30 * 24 * 3600;
export const STAFF_LIFETIME_S = 12 * 3600;
export const STAFF_IDLE_S = 30 * 60;

export const isStaff = (role: unknown) => role === "admin";

/** The expiry a new session gets, by the role of its user. */
export async function newSessionExpiry(db: Database, userId: string, proposed: Date): Promise<Date> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return isStaff(row?.role) ? new Date(Date.now() + STAFF_IDLE_S * 1000) : proposed;
}

/**
 * A staff session was just used: its idle deadline moves on (and a session of a user who became
 * staff after signing in is cut to the staff limits). Learners' sessions are left as they are.
 */
export async function touchStaffSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({
      // Nor past the end of an API token family the session belongs to (api-auth/tokens.server.ts).
      expiresAt: sql`least(now() + ${STAFF_IDLE_S} * interval '1 second', ${sessions.createdAt} + ${STAFF_LIFETIME_S} * interval '1 second', (select min(${apiRefreshTokens.familyExpiresAt}) from ${apiRefreshTokens} where ${apiRefreshTokens.sessionId} = ${sessions.id}))`,
    })
    .where(
      and(
        eq(sessions.token, sessionTokenHash(token)),
        gt(sessions.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.role} = 'admin')`,
      ),
    );
}

/** How often a session's "last used" is written: at most once in this many minutes. */
const TOUCH_EVERY_MINUTES = 5;

/** A session was just used: its "last used" (updated_at, shown on the Profile tab) moves on, at most every few minutes. */
export async function touchSession(db: Database, token: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.token, sessionTokenHash(token)), lt(sessions.updatedAt, new Date(now.getTime() - TOUCH_EVERY_MINUTES * 60_000))));
}

/**
 * Ends every session of an account but one (and with them the API refresh tokens tied to them):
 * after two-factor is turned on or the password is changed, whoever signed in before is out.
 */
export async function endOtherSessions(db: Database, userId: string, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, sessionTokenHash(keepToken))));
}
