import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * BETTER_AUTH_SECRET when set. Otherwise one generated on first start and kept in DATA_DIR, so
 * `npm start` works on a fresh machine and sessions survive restarts. Instances that share a
 * PostgreSQL database must share the secret, so there it is required.
 */
export function authSecret(env: { BETTER_AUTH_SECRET?: string; DATABASE_URL?: string; DATA_DIR: string }): string {
  if (env.BETTER_AUTH_SECRET) {
    if (env.BETTER_AUTH_SECRET.length < 32) throw new Error("BETTER_AUTH_SECRET must be at least 32 characters.");
    return env.BETTER_AUTH_SECRET;
  }
  if (env.DATABASE_URL) {
    throw new Error("BETTER_AUTH_SECRET is required with DATABASE_URL (every instance must use the same one).");
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
