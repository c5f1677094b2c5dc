import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigration, openDatabase } from "../../server/db/client.server";
import { newsletterSubscribers } from "../../server/db/schema";
import { dbCli } from "./db-cli";
import { serverTestBound, startServerProcess, type ServerProcess } from "./server-process";

// npm run db:backup / db:restore (scripts/db.ts, server/db/backup.server.ts) on the embedded
// database: a backup taken while 8 clients write holds every write acknowledged before it began,
// and restore refuses what it must.

describe("backup and restore of the embedded database", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const dataDir = path.join(work, "data");
  const backupFile = path.join(work, "during-writes.tar.gz");
  let server: ServerProcess | undefined;
  const stopServer = async () => {
    if (!server || server.child.exitCode !== null) return;
    server.child.kill("SIGTERM");
    await server.exited;
  };
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  }, serverTestBound);
  afterAll(async () => {
    await stopServer();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("backs up while clients write: every write acknowledged before the backup began is in the restored copy", async () => {
    const acknowledged: { email: string; at: number }[] = [];
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        const i = n++;
        const email = `writer-${i}@example.com`;
        const res = await fetch(`${server!.url}/api/v1/newsletter`, {
          signal: AbortSignal.timeout(30_000),
          method: "POST",
          // A client address per write: the newsletter's per-client limit stays out of the way.
          headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ email }),
        });
        if (res.status === 202) acknowledged.push({ email, at: performance.now() });
        else throw new Error(`write answered ${res.status}`);
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // The backup begins once writes are going on (more than 20 acknowledged), and the writers stop
    // once more have been acknowledged since it began: conditions, not times (a machine busy with
    // other work acknowledged 18 in the 1.5 s this once waited). The bounds only say when to give up.
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(20);
    const began = performance.now();
    const before = acknowledged.length;
    const backup = await dbCli("backup", backupFile, { DATA_DIR: dataDir });
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(before);
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written to .* MB in [\d.]+ s/);
    expect(backup.stderr).toMatch(/consistent copy of [\d.]+ MB/);

    // Restore into another data directory and look.
    const restoredDir = path.join(work, "restored");
    const restore = await dbCli("restore", backupFile, { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const emails = new Set((await restored.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((r) => r.email));
      const missing = acknowledged.filter((a) => a.at < began && !emails.has(a.email));
      expect(missing, `${missing.length} of ${acknowledged.filter((a) => a.at < began).length} acknowledged writes missing`).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 300_000);

  it("refuses to restore while a server holds DATA_DIR", async () => {
    const result = await dbCli("restore", backupFile, { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/A server \(PID \d+\) is using the database .*: stop it first/);
  }, 120_000);

  it("refuses a backup from a newer schema, and a file that is not a backup", async () => {
    await stopServer();
    // The same backup, its manifest saying it has a migration this version does not know.
    const newer = path.join(work, "newer.tar.gz");
    const manifest = Buffer.from(JSON.stringify({ format: 1, createdAt: new Date().toISOString(), migration: latestMigration().when + 1 }));
    const header = Buffer.alloc(512);
    header.write("cortexa-backup.json", 0);
    header.write("0000600\0", 100);
    header.write(manifest.length.toString(8).padStart(11, "0") + "\0", 124);
    header.write("0", 156);
    const tar = Buffer.concat([header, manifest, Buffer.alloc((512 - (manifest.length % 512)) % 512), Buffer.alloc(1024)]);
    await pipeline(Readable.from([tar]), createGzip(), fs.createWriteStream(newer));
    const refused = await dbCli("restore", newer, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/made by a newer version of the site/);

    const junk = path.join(work, "junk.tar.gz");
    fs.writeFileSync(junk, "not a backup");
    const notBackup = await dbCli("restore", junk, { DATA_DIR: dataDir });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/not a backup/);

    // The database was left alone: the server starts on it again.
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 300_000);
});
