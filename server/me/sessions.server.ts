import { and, eq, gt, ne } from "drizzle-orm";
import type { AccountSession } from "#contracts/account";
import type { Database } from "../db/client.server";
import { sessions } from "../db/schema";
import { describeUserAgent } from "./user-agent.server";

// The learner's own sessions (GET/DELETE /api/v1/me/sessions): where they are signed in, and
// signing out any or all of the others. An API access token is a session token, so ending a
// session ends that client's access too (and its refresh tokens die with it).

export async function sessionsOf(db: Database, userId: string, currentId: string, now = new Date()): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return rows
    .map((s) => ({
      id: s.id,
      device: describeUserAgent(s.userAgent),
      ip_address: s.ipAddress || null,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.updatedAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function endSessionOf(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends every session of the user but the current one; how many ended. */
export async function endOtherSessions(db: Database, userId: string, currentId: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return gone.length;
}
