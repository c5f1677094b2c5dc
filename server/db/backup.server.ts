import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { backupStream, encrypted, type BackupManifest } from "./backup-file.server";
import { appliedMigration, latestMigration, type DatabaseHandle } from "./client.server";

// Backups of the embedded database: a gzip'd tar of its directory (DATA_DIR/db), with a manifest
// first (backup-file.server.ts). `tar xzf` opens one.
//
// Consistency: while the server runs, the copy is taken under PGlite's exclusive lock, so no
// statement runs while the files are read. A transaction still open is not in the copy (it is
// rolled back when the copy is opened, as after a crash); every committed one is, because its WAL
// reached the files at commit. So the copy is what a crash at that instant would have left: every
// acknowledged write is in it. The files are first copied beside the database (fast, local) and
// compressed after the lock is released, so writers wait only for the copy.

/** Files the copy leaves out: the lock of the PostgreSQL that wrote them. */
const SKIPPED = new Set(["postmaster.pid"]);

/** Copies `from` to `to` (files and directories), skipping SKIPPED; returns the bytes copied. */
function copyTree(from: string, to: string): number {
  let bytes = 0;
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) bytes += copyTree(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      bytes += fs.statSync(target).size;
    }
  }
  return bytes;
}

/**
 * A consistent copy of the embedded database's directory in `into`, and its manifest. With a
 * running database (`handle`), under its exclusive lock; without one (no server holds DATA_DIR),
 * the files as they are.
 */
export async function snapshotDatabase(dbDir: string, into: string, handle?: DatabaseHandle): Promise<{ manifest: BackupManifest; bytes: number }> {
  let migration: number | null = null;
  let bytes = 0;
  if (handle?.pglite) {
    // A checkpoint first writes the changes out to the data files, so the copy opens quickly.
    await handle.db.execute(sql`checkpoint`);
    migration = await appliedMigration(handle.db);
    await handle.pglite.runExclusive(async () => {
      bytes = copyTree(dbDir, into);
    });
  } else {
    bytes = copyTree(dbDir, into);
  }
  const latest = latestMigration();
  return {
    manifest: { format: 1, createdAt: new Date().toISOString(), migration, ...(migration === latest.when && { migrationTag: latest.tag }) },
    bytes,
  };
}

/** Why this build must not restore `manifest`'s backup, or null. */
export function restoreRefusal(manifest: BackupManifest): string | null {
  if (manifest.format !== 1) return `This backup's format (${String(manifest.format)}) is newer than this version of the site understands.`;
  const latest = latestMigration();
  if (manifest.migration !== null && manifest.migration > latest.when) {
    return (
      `This backup was made by a newer version of the site (its database has a migration from ` +
      `${new Date(manifest.migration).toISOString()}; this version's newest is ${latest.tag}, ${new Date(latest.when).toISOString()}). ` +
      `Restore it with that version or a later one.`
    );
  }
  return null;
}

// ---- scheduled backups ---------------------------------------------------------------------

export const backupFileName = (date = new Date(), encrypt = false) =>
  `backup-${date.toISOString().replace(/[:.]/g, "-")}.tar.gz${encrypt ? ".age" : ""}`;

/**
 * Writes a backup of the running embedded database to `file`, encrypted to the age `recipients`
 * when there are any (BACKUP_RECIPIENTS); returns its size in bytes.
 */
export async function writeBackupFile(handle: DatabaseHandle, dataDir: string, file: string, recipients: string[] = []): Promise<number> {
  const temp = fs.mkdtempSync(path.join(path.resolve(dataDir), ".backup-"));
  try {
    const { manifest } = await snapshotDatabase(path.join(path.resolve(dataDir), "db"), temp, handle);
    const partial = `${file}.partial`;
    const plain = backupStream(temp, manifest);
    await pipeline(recipients.length ? await encrypted(plain, recipients) : plain, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
    return fs.statSync(file).size;
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * One scheduled backup into `dir`, keeping the newest `keep`; throws when it fails. A job on the
 * queue runs it (server/jobs/scheduled-work.server.ts), in the process that holds the database.
 */
export async function writeScheduledBackup(options: { handle: DatabaseHandle; dataDir: string; dir: string; keep: number; logger: Logger; recipients?: string[] }) {
  const { handle, dataDir, dir, keep, logger, recipients = [] } = options;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const start = performance.now();
  const file = path.join(dir, backupFileName(new Date(), recipients.length > 0));
  const bytes = await writeBackupFile(handle, dataDir, file, recipients);
  logger.info({ file, bytes, encrypted: recipients.length > 0, ms: Math.round(performance.now() - start) }, "scheduled backup written");
  const old = fs
    .readdirSync(dir)
    .filter((name) => /^backup-.*\.tar\.gz(\.age)?$/.test(name))
    .sort()
    .slice(0, -keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
}
