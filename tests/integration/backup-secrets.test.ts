import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.server";
import { accountErasures, sessions, users } from "../../server/db/schema";
import { deleteAccount } from "../../server/me/account-deletion.server";
import { dbCli } from "./db-cli";
import { initialImage } from "./server-process";

// Issue 24, findings 3 and 4 for backups of the embedded database (no server running: the CLI
// opens the database itself): a backup made with a key is encrypted (age) and restores only with
// that key; restoring an older backup does not bring back an account deleted since, nor any
// session.

const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-secrets-"));

/** A database in `dataDir` with two learners, each signed in. */
async function databaseWithTwoLearners(dataDir: string) {
  const database = await openDatabase({ dataDir, initialImage: initialImage() });
  await database.migrate();
  const soon = new Date(Date.now() + 3_600_000);
  await database.db.insert(users).values([
    { id: "u-stays", name: "Ravi", email: "ravi@example.com", emailVerified: true },
    { id: "u-leaves", name: "Asha", email: "asha@example.com", emailVerified: true },
  ]);
  await database.db.insert(sessions).values([
    { id: "s-stays", token: "hash-of-ravis-token", userId: "u-stays", expiresAt: soon },
    { id: "s-leaves", token: "hash-of-ashas-token", userId: "u-leaves", expiresAt: soon },
  ]);
  await database.close();
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("backups and what they hold", () => {
  it("encrypts a backup to BACKUP_RECIPIENTS (age): not a tar, and restored only with the key", async () => {
    const dataDir = path.join(work, "encrypted");
    await databaseWithTwoLearners(dataDir);
    const identity = await generateX25519Identity();
    const identityFile = path.join(work, "backup-key.txt");
    fs.writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
    const file = path.join(work, "backup.tar.gz.age");

    const made = await dbCli("backup", file, { DATA_DIR: dataDir, BACKUP_RECIPIENTS: await identityToRecipient(identity) });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/encrypted to 1 age key/);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    // Not a gzip'd tar, and none of the database's text shows through.
    expect(() => execFileSync("tar", ["tzf", file], { stdio: "pipe" })).toThrow();
    expect(bytes.includes(Buffer.from("asha@example.com"))).toBe(false);

    const restoredDir = path.join(work, "restored-encrypted");
    const withoutKey = await dbCli("restore", file, { DATA_DIR: restoredDir });
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toMatch(/This backup is encrypted: set BACKUP_IDENTITY_FILE/);
    const otherKey = path.join(work, "other-key.txt");
    fs.writeFileSync(otherKey, `${await generateX25519Identity()}\n`, { mode: 0o600 });
    const wrongKey = await dbCli("restore", file, { DATA_DIR: restoredDir, BACKUP_IDENTITY_FILE: otherKey });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toMatch(/could not be decrypted/);

    const restored = await dbCli("restore", file, { DATA_DIR: restoredDir, BACKUP_IDENTITY_FILE: identityFile });
    expect(restored.code, restored.stderr).toBe(0);
    const database = await openDatabase({ dataDir: restoredDir });
    try {
      expect((await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort()).toEqual(["asha@example.com", "ravi@example.com"]);
    } finally {
      await database.close();
    }
  }, 900_000);

  it("keeps a deleted account deleted when an older backup is restored, and ends the backup's sessions", async () => {
    const dataDir = path.join(work, "deletions");
    await databaseWithTwoLearners(dataDir);
    const file = path.join(work, "before-the-deletion.tar.gz");
    const made = await dbCli("backup", file, { DATA_DIR: dataDir });
    expect(made.code, made.stderr).toBe(0);

    // After the backup, Asha deletes her account.
    const live = await openDatabase({ dataDir });
    await deleteAccount(live.db, { id: "u-leaves", email: "asha@example.com", name: "Asha", role: "learner" });
    await live.close();

    const restored = await dbCli("restore", file, { DATA_DIR: dataDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Deleted again: 1 account/);
    const database = await openDatabase({ dataDir });
    try {
      expect((await database.db.select({ id: users.id }).from(users)).map((u) => u.id)).toEqual(["u-stays"]);
      expect(await database.db.select().from(sessions)).toEqual([]);
      expect(await database.db.select({ userId: accountErasures.userId }).from(accountErasures).where(eq(accountErasures.userId, "u-leaves"))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 900_000);
});
