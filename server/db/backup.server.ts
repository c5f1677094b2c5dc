import fs from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { appliedMigration, latestMigration, type DatabaseHandle } from "./client.server";

// Backups of the embedded database: a gzip'd tar of its directory (DATA_DIR/db), with a manifest
// first (`cortexa-backup.json`: when, and the newest migration applied). `tar xzf` opens one.
//
// Consistency: while the server runs, the copy is taken under PGlite's exclusive lock, so no
// statement runs while the files are read. A transaction still open is not in the copy (it is
// rolled back when the copy is opened, as after a crash); every committed one is, because its WAL
// reached the files at commit. So the copy is what a crash at that instant would have left: every
// acknowledged write is in it. The files are first copied beside the database (fast, local) and
// compressed after the lock is released, so writers wait only for the copy.

export const MANIFEST = "cortexa-backup.json";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The newest applied migration's created_at (drizzle's `when`), or null. */
  migration: number | null;
  /** What this build calls it, when it knows it. */
  migrationTag?: string;
}

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

// ---- tar (ustar) ---------------------------------------------------------------------------

function header(name: string, size: number, type: "0" | "5", mtime: number): Buffer {
  const block = Buffer.alloc(512);
  let prefix = "";
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
  }
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, "utf8");
  const octal = (value: number, offset: number, length: number) => field(value.toString(8).padStart(length - 1, "0") + "\0", offset, length);
  field(name, 0, 100);
  octal(type === "5" ? 0o700 : 0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime / 1000), 136, 12);
  block.fill(" ", 148, 156);
  field(type, 156, 1);
  field("ustar\0", 257, 6);
  field("00", 263, 2);
  field(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8);
  return block;
}

/** The tar stream of the manifest, then every directory and file under `dir` as `db/...`. */
async function* tarEntries(dir: string, manifest: BackupManifest): AsyncGenerator<Buffer> {
  const now = Date.now();
  const json = Buffer.from(JSON.stringify(manifest, null, 2) + "\n");
  yield header(MANIFEST, json.length, "0", now);
  yield Buffer.concat([json, Buffer.alloc((512 - (json.length % 512)) % 512)]);
  async function* walk(rel: string): AsyncGenerator<Buffer> {
    const full = path.join(dir, rel);
    yield header(`db/${rel}${rel ? "/" : ""}`.replace(/\/+$/, "/"), 0, "5", now);
    for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(child);
      else if (entry.isFile()) {
        const file = path.join(dir, child);
        const size = fs.statSync(file).size;
        yield header(`db/${child}`, size, "0", now);
        if (size > 0) for await (const chunk of fs.createReadStream(file, { end: size - 1 })) yield chunk as Buffer;
        yield Buffer.alloc((512 - (size % 512)) % 512);
      }
    }
  }
  yield* walk("");
  yield Buffer.alloc(1024);
}

/** A readable gzip'd tar of the snapshot in `dir` with its manifest. */
export function backupStream(dir: string, manifest: BackupManifest): Readable {
  return Readable.from(tarEntries(dir, manifest)).pipe(createGzip({ level: 6 }));
}

/** Reads a backup: its manifest, and with `extractTo`, its files (the `db/` directory) there. */
export async function readBackup(file: string, extractTo?: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let current: { remaining: number; padding: number; fd?: number; manifest?: Buffer[] } | undefined;
  let ended = false;
  const stop = new Error("manifest read");
  const consume = (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (current) {
        const take = Math.min(current.remaining, pending.length);
        if (take > 0) {
          const part = pending.subarray(0, take);
          if (current.fd !== undefined) fs.writeSync(current.fd, part);
          current.manifest?.push(Buffer.from(part));
          current.remaining -= take;
          pending = pending.subarray(take);
        }
        if (current.remaining > 0) return;
        if (pending.length < current.padding) return;
        pending = pending.subarray(current.padding);
        if (current.fd !== undefined) fs.closeSync(current.fd);
        if (current.manifest) {
          manifest = JSON.parse(Buffer.concat(current.manifest).toString("utf8")) as BackupManifest;
          if (!extractTo) throw stop;
        }
        current = undefined;
      }
      if (pending.length < 512) return;
      const block = pending.subarray(0, 512);
      pending = pending.subarray(512);
      if (block.every((b) => b === 0)) {
        ended = true;
        return;
      }
      const text = (offset: number, length: number) => block.toString("utf8", offset, offset + length).replace(/\0.*$/s, "");
      const name = [text(345, 155), text(0, 100)].filter(Boolean).join("/");
      const size = parseInt(text(124, 12).trim() || "0", 8);
      const type = text(156, 1) || "0";
      const padding = (512 - (size % 512)) % 512;
      if (name === MANIFEST) {
        current = { remaining: size, padding, manifest: [] };
        continue;
      }
      if (!manifest) throw new Error("This file is not a backup of this site (no manifest first).");
      if (!/^db(\/|$)/.test(name) || name.split("/").includes("..")) throw new Error(`Unexpected entry in the backup: ${name}`);
      const target = extractTo ? path.join(extractTo, name) : undefined;
      if (type === "5") {
        if (target) fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        current = { remaining: 0, padding: 0 };
      } else {
        if (target) fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        current = { remaining: size, padding, fd: target ? fs.openSync(target, "w", 0o600) : undefined };
      }
    }
  };
  try {
    await pipeline(
      fs.createReadStream(file),
      createGunzip(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          try {
            consume(chunk);
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
      }),
    );
  } catch (error) {
    if (error !== stop) {
      if ((error as NodeJS.ErrnoException).code === "Z_DATA_ERROR") throw new Error("This file is not a backup of this site (not gzip).");
      throw error;
    }
  }
  if (!manifest) throw new Error("This file is not a backup of this site (no manifest).");
  return manifest;
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

export const backupFileName = (date = new Date()) => `backup-${date.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

/** Writes a backup of the running embedded database to `file`; returns its size in bytes. */
export async function writeBackupFile(handle: DatabaseHandle, dataDir: string, file: string): Promise<number> {
  const temp = fs.mkdtempSync(path.join(path.resolve(dataDir), ".backup-"));
  try {
    const { manifest } = await snapshotDatabase(path.join(path.resolve(dataDir), "db"), temp, handle);
    const partial = `${file}.partial`;
    await pipeline(backupStream(temp, manifest), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
    return fs.statSync(file).size;
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Every `everyMs`, a backup into `dir`; only the newest `keep` are kept. */
export function scheduleBackups(options: { handle: DatabaseHandle; dataDir: string; dir: string; everyMs: number; keep: number; logger: Logger }) {
  const { handle, dataDir, dir, everyMs, keep, logger } = options;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const start = performance.now();
    try {
      const file = path.join(dir, backupFileName());
      const bytes = await writeBackupFile(handle, dataDir, file);
      logger.info({ file, bytes, ms: Math.round(performance.now() - start) }, "scheduled backup written");
      const old = fs
        .readdirSync(dir)
        .filter((name) => /^backup-.*\.tar\.gz$/.test(name))
        .sort()
        .slice(0, -keep);
      for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
    } catch (err) {
      logger.error({ err }, "scheduled backup failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow: run };
}
