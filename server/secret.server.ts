import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const MIN_SECRET_LENGTH = 32;

/** Creates `dir` (and its parents) if needed and makes it readable by its owner only (0700). */
export function privateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode does not apply to a directory that already exists, nor escape the umask.
  if (process.platform !== "win32") fs.chmodSync(dir, 0o700);
}

/**
 * BETTER_AUTH_SECRET when set. Otherwise one generated on first start and kept in DATA_DIR, so
 * `npm start` works on a fresh machine and sessions survive restarts. Instances that share a
 * PostgreSQL database must share the secret, so there it is required.
 *
 * The generated file is written whole or not at all (a temporary file, then a rename, so a crash
 * or a second process never leaves half a secret), readable by its owner only, and refused when
 * read back shorter than a secret must be (a truncated or hand-edited file).
 */
export function authSecret(env: { BETTER_AUTH_SECRET?: string; DATABASE_URL?: string; DATA_DIR: string }): string {
  if (env.BETTER_AUTH_SECRET) {
    if (env.BETTER_AUTH_SECRET.length < MIN_SECRET_LENGTH) throw new Error("BETTER_AUTH_SECRET must be at least 32 characters.");
    return env.BETTER_AUTH_SECRET;
  }
  if (env.DATABASE_URL) {
    throw new Error("BETTER_AUTH_SECRET is required with DATABASE_URL (every instance must use the same one).");
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;

  privateDirectory(path.dirname(file));
  const secret = randomBytes(32).toString("base64url");
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeSync(fd, secret);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    // link() fails if another process wrote the file meanwhile: then its secret wins.
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readSecretFile(file)!;
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds ${secret.length} characters; a secret needs at least ${MIN_SECRET_LENGTH}. ` +
        "Delete the file to generate a new one (this signs everybody out), or set BETTER_AUTH_SECRET.",
    );
  }
  if (process.platform !== "win32" && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return secret;
}
