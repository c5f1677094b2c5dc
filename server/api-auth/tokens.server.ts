import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { apiRefreshTokens, sessions, users } from "../db/schema";

// The bearer-token queries of /api/v1/auth. An access token is a better-auth session token; a
// refresh token is stored only as its SHA-256 hash and can be used once.

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface TokenUser {
  id: string;
  email: string;
  name: string;
}

/** Seconds until the session behind an access token expires (0 when there is none). */
export async function sessionExpiresIn(db: Database, sessionToken: string): Promise<number> {
  const [session] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, sessionToken));
  return session ? Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) : 0;
}

/** A new refresh token for a session (stored as its hash). */
export async function createRefreshToken(db: Database, userId: string, sessionToken: string): Promise<string> {
  const refreshToken = randomBytes(32).toString("base64url");
  await db.insert(apiRefreshTokens).values({
    tokenHash: hash(refreshToken),
    userId,
    sessionToken,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  return refreshToken;
}

/**
 * Uses a refresh token up: its user and the session token it was issued with, or null when it is
 * unknown, expired or already used. Whoever marks it used first gets it.
 */
export async function useRefreshToken(db: Database, refreshToken: string): Promise<{ user: TokenUser; sessionToken: string } | null> {
  const [used] = await db
    .update(apiRefreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(apiRefreshTokens.tokenHash, hash(refreshToken)), isNull(apiRefreshTokens.usedAt), gt(apiRefreshTokens.expiresAt, new Date())))
    .returning({ userId: apiRefreshTokens.userId, sessionToken: apiRefreshTokens.sessionToken });
  if (!used) return null;
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, used.userId));
  return user ? { user, sessionToken: used.sessionToken } : null;
}

/** Ends the session behind an access token. */
export async function endSession(db: Database, sessionToken: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, sessionToken));
}
