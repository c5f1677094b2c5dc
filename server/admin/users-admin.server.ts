import { asc, eq, ilike, or, sql } from "drizzle-orm";
import { ADMIN_USER_MATCHES, type AdminUser } from "#contracts/admin";
import { adminEndUserSessions, adminFindUsers } from "#contracts/admin/operations";
import type { Database } from "../db/client.server";
import { accountAuditEvents, sessions, users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";

// /admin/users (behind requireAdmin): find a person's account by address or name, and end every
// session it has (a lost phone, a shared computer, an account taken over): browsers and API
// clients alike, since an API access token is a session. Each time is written to the audit log.

/** `%`, `_` and `\` typed in the search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function findUsers(db: Database, q: string): Promise<AdminUser[]> {
  const pattern = likePattern(q);
  // Qualified by hand: drizzle writes a bare "id" in a subquery, which would be the session's.
  const activeSessions = sql<number>`(select count(*) from "sessions" s where s.user_id = "users"."id" and s.expires_at > now())`;
  const rows = await db
    .select({ user: users, activeSessions })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    // An exact address first, then by address.
    .orderBy(sql`${users.email} = ${q.toLowerCase()} desc`, asc(users.email))
    .limit(ADMIN_USER_MATCHES);
  return rows.map(({ user, activeSessions: n }) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    email_verified: user.emailVerified,
    two_factor_enabled: user.twoFactorEnabled,
    active_sessions: Number(n),
    created_at: user.createdAt.toISOString(),
  }));
}

/** Ends every session of the account and records who did it; null when there is no such account. */
async function endAllSessions(db: Database, userId: string, actor: { id: string; email: string }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await tx.insert(accountAuditEvents).values({ userId, actorId: actor.id, actorEmail: actor.email, action: "sessions_ended", sessionsEnded: ended.length });
    return ended.length;
  });
}

export function userAdminRoutes() {
  return [
    route(adminFindUsers, async (c, { query }) => ({ users: await findUsers(c.var.db, query.q) })),
    route(adminEndUserSessions, async (c, { params: { userId } }) => {
      const ended = (await endAllSessions(c.var.db, userId, { id: c.var.user.id, email: c.var.user.email })) ?? fail("not_found", "No account has this id.");
      c.var.logger.info({ userId, by: c.var.user.id, ended }, "staff ended every session of an account");
      return { ended };
    }),
  ];
}
