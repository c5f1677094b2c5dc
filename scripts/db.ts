import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readControlInfo } from "../server/admin/control.server";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { encrypted, isEncrypted, readBackup, readIdentities } from "../server/db/backup-file.server";
import { restoreRefusal, writeBackupFile } from "../server/db/backup.server";
import { reapplyErasures, readErasures } from "../server/db/restore-erasures.server";
import { openDatabase, type DatabaseHandle } from "../server/db/client.server";
import { pgliteDump } from "../server/db/export.server";
import { acquireDirLock, lockHolder } from "../server/db/lock.server";
import { parseEnv } from "../server/env.server";

// npm run db:backup -- FILE | db:restore -- FILE | db:export -- FILE | db:keygen -- FILE
//
// The embedded database's backup, restore and export (server/db/backup.server.ts). While a server
// holds DATA_DIR, backup and export take a consistent copy through its loopback control channel
// (server/admin/control.server.ts); otherwise they open the database themselves. Restore refuses
// to run while a server holds DATA_DIR, and refuses a backup from a newer schema.

const usage = `Usage:
  npm run db:backup -- FILE    a consistent copy of the embedded database (gzip'd tar), also while the server runs
  npm run db:restore -- FILE   replace the embedded database with a backup (stop the server first)
  npm run db:export -- FILE    a plain SQL dump of the embedded database, for psql into PostgreSQL 15 or newer
  npm run db:keygen -- FILE    a new age key for encrypted backups: the secret key into FILE, the public key printed

With BACKUP_RECIPIENTS (age public keys) set, backups are encrypted; db:restore decrypts them with
BACKUP_IDENTITY_FILE (the file db:keygen or age-keygen wrote).`;

class CliError extends Error {}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** A progress line rewritten in place on a terminal, printed now and then otherwise. */
function progress(label: string) {
  let last = 0;
  return (bytes: number, done = false) => {
    const now = performance.now();
    if (!done && now - last < 1000) return;
    last = now;
    const line = `${label}: ${mb(bytes)}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}${done ? "\n" : ""}`);
    else process.stderr.write(`${line}\n`);
  };
}

/** Streams a backup from the server that holds DATA_DIR into `file` (encrypted to `recipients`, if any). */
async function backupThroughServer(dataDir: string, pid: number, file: string, recipients: string[] = []): Promise<void> {
  const info = readControlInfo(dataDir);
  if (!info || info.pid !== pid) {
    throw new CliError(`The server (PID ${pid}) is using the database in ${dataDir} but offers no control channel (an older version?). Stop it and run this again.`);
  }
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${info.port}/backup`, { headers: { authorization: `Bearer ${info.token}` } });
  } catch (error) {
    throw new CliError(`The server (PID ${pid}) did not answer on its control port ${info.port}: ${(error as Error).message}`);
  }
  if (!res.ok || !res.body) throw new CliError(`The server (PID ${pid}) refused the backup: HTTP ${res.status}.`);
  console.error(`The server (PID ${pid}) took a consistent copy of ${mb(Number(res.headers.get("x-backup-bytes")))}; compressing it into ${file}...`);
  const show = progress("written");
  let written = 0;
  const partial = `${file}.partial`;
  const plain = Readable.fromWeb(res.body as never);
  await pipeline(
    recipients.length ? await encrypted(plain, recipients) : plain,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        written += chunk.length;
        show(written);
        yield chunk;
      }
    },
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
  show(written, true);
  fs.renameSync(partial, file);
}

async function backup(dataDir: string, file: string, recipients: string[]) {
  const start = performance.now();
  const holder = lockHolder(dataDir);
  if (holder !== undefined) await backupThroughServer(dataDir, holder, file, recipients);
  else {
    if (!fs.existsSync(path.join(dataDir, "db"))) throw new CliError(`There is no database in ${dataDir}.`);
    console.error(`No server is using ${dataDir}: opening the database...`);
    const database = await openDatabase({ dataDir });
    try {
      await writeBackupFile(database, dataDir, file, recipients);
    } finally {
      await database.close();
    }
  }
  const size = `${mb(fs.statSync(file).size)} in ${seconds(start)}`;
  if (recipients.length) {
    console.log(`Backup written to ${file}: ${size}, encrypted to ${recipients.length} age key${recipients.length > 1 ? "s" : ""} (BACKUP_RECIPIENTS).`);
    return;
  }
  const manifest = await readBackup(file);
  console.log(`Backup written to ${file}: ${size} (schema ${manifest.migrationTag ?? manifest.migration}), not encrypted (set BACKUP_RECIPIENTS to encrypt).`);
}

async function restore(dataDir: string, file: string, identityFile: string | undefined) {
  const start = performance.now();
  const holder = lockHolder(dataDir);
  if (holder !== undefined) throw new CliError(`A server (PID ${holder}) is using the database in ${dataDir}: stop it first, then restore.`);
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  let manifest;
  let identities: string[] | undefined;
  try {
    if (identityFile && isEncrypted(file)) identities = readIdentities(identityFile);
    manifest = await readBackup(file, undefined, identities);
  } catch (error) {
    throw new CliError(`${file}: ${(error as Error).message}`);
  }
  const refusal = restoreRefusal(manifest);
  if (refusal) throw new CliError(`Not restoring ${file}: ${refusal}`);
  console.error(`Restoring the backup of ${manifest.createdAt} (${mb(fs.statSync(file).size)}) into ${dataDir}...`);
  // The accounts deleted until now, from the database being replaced: deleted again below.
  const erasures = await readErasures(dataDir, (problem) => console.error(problem));
  // Hold DATA_DIR while the files change, so no server starts on half a database.
  let release = acquireDirLock(dataDir);
  const temp = fs.mkdtempSync(path.join(dataDir, ".restore-"));
  let previous: string | undefined;
  try {
    await readBackup(file, temp, identities);
    const dbDir = path.join(dataDir, "db");
    if (fs.existsSync(dbDir)) {
      previous = path.join(dataDir, `db.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      fs.renameSync(dbDir, previous);
    }
    fs.renameSync(path.join(temp, "db"), dbDir);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
    release();
  }
  // Open it once: PostgreSQL recovers the copy (as after a crash) and the migrations of this
  // version are applied, so the server starts on it at once.
  const database = await openDatabase({ dataDir });
  release = () => {};
  let reapplied;
  try {
    await database.migrate();
    reapplied = await reapplyErasures(database.db, erasures);
  } finally {
    await database.close();
  }
  console.log(`Restored ${file} into ${path.join(dataDir, "db")} in ${seconds(start)}.`);
  console.log(
    `Deleted again: ${reapplied.accounts} account${reapplied.accounts === 1 ? "" : "s"} deleted after the backup was made. ` +
      `Signed out: every session of the backup (${reapplied.sessions}), and its pending reset links and sign-ins.`,
  );
  if (previous) console.log(`The database it replaced is in ${previous}: delete it when you no longer need it.`);
}

async function exportSql(dataDir: string, file: string) {
  const start = performance.now();
  const holder = lockHolder(dataDir);
  let database: DatabaseHandle;
  let temp: string | undefined;
  if (holder !== undefined) {
    // A copy through the running server, opened here: the server is not held up by the dump.
    temp = fs.mkdtempSync(path.join(dataDir, ".export-"));
    const copy = path.join(temp, "backup.tar.gz");
    await backupThroughServer(dataDir, holder, copy);
    await readBackup(copy, temp);
    fs.rmSync(copy);
    database = await openDatabase({ dataDir: temp });
  } else {
    if (!fs.existsSync(path.join(dataDir, "db"))) throw new CliError(`There is no database in ${dataDir}.`);
    database = await openDatabase({ dataDir });
    await database.migrate();
  }
  try {
    console.error("Dumping (pg_dump)...");
    const bytes = await pgliteDump(database, file);
    console.log(`SQL dump written to ${file}: ${mb(bytes)} in ${seconds(start)}. Load it into an empty PostgreSQL database with: psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f ${file}`);
  } finally {
    await database.close();
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** A new age identity (X25519) in `file` (0600, never overwritten); prints its recipient. */
async function keygen(file: string) {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  try {
    fs.writeFileSync(file, `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new CliError(`${file} exists: not overwriting a key.`);
    throw error;
  }
  console.log(`Secret key written to ${file}: keep it away from the server and its backups (db:restore needs it, as BACKUP_IDENTITY_FILE).`);
  console.log(`Public key: ${recipient}`);
  console.log(`Encrypt backups to it with BACKUP_RECIPIENTS=${recipient}`);
}

async function main(args: string[]): Promise<number> {
  const [command, file, ...rest] = args;
  if (!file || rest.length || !["backup", "restore", "export", "keygen"].includes(command ?? "")) {
    console.error(usage);
    return 2;
  }
  if (command === "keygen") {
    await keygen(path.resolve(file));
    return 0;
  }
  const env = parseEnv();
  if (env.DATABASE_URL) {
    throw new CliError("DATABASE_URL is set: this command is for the embedded database. Back PostgreSQL up with its own tools (pg_dump, pg_restore).");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const target = path.resolve(file);
  if (command === "backup") await backup(dataDir, target, env.BACKUP_RECIPIENTS);
  else if (command === "restore") await restore(dataDir, target, env.BACKUP_IDENTITY_FILE && path.resolve(env.BACKUP_IDENTITY_FILE));
  else await exportSql(dataDir, target);
  return 0;
}


main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
