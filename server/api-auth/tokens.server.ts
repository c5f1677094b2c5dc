import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { apiRefreshTokens, sessions, users } from "../db/schema";
import { isStaff, LEARNER_LIFETIME_S, STAFF_LIFETIME_S } from "../auth/session-policy.server";
import { sessionTokenHash } from "../auth/session-tokens.server";

// The bearer-token queries of /api/v1/auth. An access token is a better-auth session token; a
// refresh token is stored only as its SHA-256 hash and can be used once. The tokens one sign-in
// leads to form a family, and every token of a family points at the family's current session
// (ON DELETE CASCADE): whatever ends that session (sign-out, a password change or reset, two-factor
// turned on, a replayed token) ends the family with it.
//
// A family lives as long as a browser sign-in of the same account may (decision 009): 30 days
// for a learner, 12 hours for staff, counted from the sign-in, however often it is refreshed.

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface TokenUser {
  id: string;
  email: string;
  name: string;
}

export interface Family {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

const lifetimeMs = (role: unknown) => (isStaff(role) ? STAFF_LIFETIME_S : LEARNER_LIFETIME_S) * 1000;

/** The session behind an access token. */
export async function sessionOf(db: Database, sessionToken: string): Promise<{ id: string; expiresAt: Date } | undefined> {
  const [session] = await db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, sessionTokenHash(sessionToken)));
  return session;
}

/** A new family for a sign-in that just happened. */
export async function newFamily(db: Database, userId: string): Promise<Family> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const createdAt = new Date();
  return { id: randomUUID(), createdAt, expiresAt: new Date(createdAt.getTime() + lifetimeMs(user?.role)) };
}

/** A new refresh token of a family, tied to the family's current session (stored as its hash). */
export async function createRefreshToken(db: Database, userId: string, sessionId: string, family: Family): Promise<string> {
  const refreshToken = randomBytes(32).toString("base64url");
  await db.insert(apiRefreshTokens).values({
    tokenHash: hash(refreshToken),
    userId,
    sessionId,
    familyId: family.id,
    familyCreatedAt: family.createdAt,
    familyExpiresAt: family.expiresAt,
  });
  return refreshToken;
}

export type RefreshOutcome =
  | { ok: true; user: TokenUser; sessionId: string; family: Family }
  | { ok: false; replayedBy?: string };

/**
 * Uses a refresh token up (whoever marks it used first gets it): its user, session and family, or
 * a refusal when it is unknown, its session has ended or expired, or its family is past its
 * lifetime. A token that was already used coming back means two parties hold the family (one of
 * them a thief, and we cannot tell which): every session of the account ends, and so every
 * family with it.
 */
export async function useRefreshToken(db: Database, refreshToken: string): Promise<RefreshOutcome> {
  const now = new Date();
  const [claimed] = await db
    .update(apiRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(apiRefreshTokens.tokenHash, hash(refreshToken)), isNull(apiRefreshTokens.usedAt)))
    .returning({
      userId: apiRefreshTokens.userId,
      sessionId: apiRefreshTokens.sessionId,
      familyId: apiRefreshTokens.familyId,
      familyCreatedAt: apiRefreshTokens.familyCreatedAt,
      familyExpiresAt: apiRefreshTokens.familyExpiresAt,
    });
  if (!claimed) {
    const [used] = await db.select({ userId: apiRefreshTokens.userId }).from(apiRefreshTokens).where(eq(apiRefreshTokens.tokenHash, hash(refreshToken)));
    if (!used) return { ok: false };
    await db.delete(sessions).where(eq(sessions.userId, used.userId));
    return { ok: false, replayedBy: used.userId };
  }
  const [found] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionEnd: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claimed.sessionId));
  // A user who became staff after signing in gets the staff lifetime from then on.
  const familyEnd = Math.min(claimed.familyExpiresAt.getTime(), claimed.familyCreatedAt.getTime() + lifetimeMs(found?.role));
  if (!found || found.sessionEnd <= now || familyEnd <= now.getTime()) {
    // Over: the session goes, and the family with it.
    await db.delete(sessions).where(eq(sessions.id, claimed.sessionId));
    return { ok: false };
  }
  return {
    ok: true,
    user: { id: found.id, email: found.email, name: found.name },
    sessionId: claimed.sessionId,
    family: { id: claimed.familyId, createdAt: claimed.familyCreatedAt, expiresAt: new Date(familyEnd) },
  };
}

/**
 * A refreshed family moves to its new session: the session ends no later than the family, every
 * token of the family (the used ones too, so a replay is recognised) points at it, and the old
 * session (the old access token) ends, handing on whether it passed the second factor. False when the family ended meanwhile (a sign-out, say).
 */
export async function moveFamily(
  db: Database,
  family: Family,
  from: string,
  to: { id: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(apiRefreshTokens)
      .set({ sessionId: to.id })
      .where(eq(apiRefreshTokens.familyId, family.id))
      .returning({ id: apiRefreshTokens.id });
    if (!moved.length) return false;
    if (to.expiresAt > family.expiresAt) await tx.update(sessions).set({ expiresAt: family.expiresAt }).where(eq(sessions.id, to.id));
    // The new session passed the second factor if the one it replaces did (second-factor.server.ts).
    const [old] = await tx.select({ secondFactor: sessions.secondFactor }).from(sessions).where(eq(sessions.id, from));
    if (old?.secondFactor) await tx.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, to.id));
    await tx.delete(sessions).where(eq(sessions.id, from));
    return true;
  });
}

/** Ends a session (and so its family): a refresh that could not finish. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
