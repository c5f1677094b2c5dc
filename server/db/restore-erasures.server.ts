import fs from "node:fs";
import path from "node:path";
import { eraseAccount } from "../me/account-deletion.server";
import { openDatabase, type Database } from "./client.server";
import { accountErasures, sessions, verifications } from "./schema";

// What `npm run db:restore` does so that restoring an older backup does not undo what happened
// since (issue 24): accounts deleted after the backup was made are deleted again (the deletions are
// read from the database the restore replaces), and every session of the backup ends, with its
// reset links and pending sign-ins: a session someone signed out, or ended by changing their
// password, after the backup must not come back.

/** The ids of the accounts deleted in the database in `dataDir` (before a restore replaces it). */
export async function readErasures(dataDir: string, warn: (message: string) => void): Promise<string[]> {
  if (!fs.existsSync(path.join(dataDir, "db"))) return [];
  let database;
  try {
    database = await openDatabase({ dataDir });
    return (await database.db.select({ userId: accountErasures.userId }).from(accountErasures)).map((r) => r.userId);
  } catch (error) {
    const message = (error as Error).message;
    // A database of a version before deletions were recorded has none to give.
    if (/account_erasures.*does not exist/.test(message)) return [];
    warn(
      `The deletions recorded in the database being replaced could not be read (${message}): ` +
        `accounts deleted after the backup was made may come back. Delete them again by hand.`,
    );
    return [];
  } finally {
    await database?.close();
  }
}

/** Deletes the accounts of `erasures` again and ends every session of the restored copy. */
export async function reapplyErasures(db: Database, erasures: string[]): Promise<{ accounts: number; sessions: number }> {
  return db.transaction(async (tx) => {
    let accounts = 0;
    for (const userId of erasures) if (await eraseAccount(tx, userId)) accounts++;
    const ended = await tx.delete(sessions).returning({ id: sessions.id });
    await tx.delete(verifications);
    return { accounts, sessions: ended.length };
  });
}
