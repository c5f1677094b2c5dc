import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDirLock } from "./lock.server";
import { listenerRegistry, markEmbedded, migrationsFolder, ping, timed, type Database, type OpenOptions, type PgliteHandle, type QueryObserver } from "./database.server";
import * as schema from "./schema";

// The embedded database adapter (PGlite, the default; decision 002): a data directory locked by
// this process, commits flushed with a real fsync, NOTIFY within the process.

// PGlite's default start parameters, less "-F" (fsync off), and with WAL flushes through fsync()
// (see docs/decisions/002-embedded-database.md).
const pgliteStartParams = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "wal_sync_method=fsync",
];

// The tests' in-memory databases (a copy of a template each) hold a few rows. PostgreSQL's default
// 128 MB of shared buffers and 4 MB of WAL buffers cost more to set up at each start than such a
// test then does: a copy opened in 1.2-1.7 s with them, 0.6-0.8 s with these (measured 2026-11-26).
const memoryStartParams = ["-c", "shared_buffers=8MB", "-c", "wal_buffers=512kB"];

/** Counts the fsync() calls that reached the disk, so a test can prove they happen. */
export const pgliteSyncStats = { fsyncs: 0 };

/**
 * PGlite's Emscripten file system (NODEFS) has no fsync: PostgreSQL's fsync() reaches nothing and
 * fdatasync() is a no-op, so "fsync on" alone writes only to the page cache. Give NODEFS an fsync
 * that calls the real one; with wal_sync_method=fsync every commit is flushed to disk.
 */
function enableRealFsync(client: unknown) {
  const mod = (client as { mod?: { NODEFS?: { stream_ops?: Record<string, unknown> }; FS?: any } }).mod;
  const ops = mod?.NODEFS?.stream_ops;
  if (!ops) throw new Error("This PGlite version's file system is not the one we patch for fsync; see docs/decisions/002-embedded-database.md.");
  ops.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd === undefined) return 0;
    try {
      fs.fsyncSync(stream.nfd);
      pgliteSyncStats.fsyncs++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Directories and special files may not support fsync; data files and the WAL do.
      if (code !== "EINVAL" && code !== "EISDIR" && code !== "EBADF") throw new mod.FS.ErrnoError(29);
    }
    return 0;
  };
}

// drizzle's PGlite driver asks, with every statement, for dates, timestamps and intervals (and their
// arrays) as text: it passes `parsers`, and PGlite then copies its 318 type parsers into a new
// object for that one statement, ~60 µs of CPU each time (issue 30, decision 018). The same parsers
// are installed once on the client instead, and the option dropped when it asks for nothing else.
// (PostgreSQL's type OIDs, as drizzle-orm/pglite/session.js lists them.)
const TEXT_TYPES = { date: 1082, timestamp: 1114, timestamptz: 1184, interval: 1186, "date[]": 1182, "timestamp[]": 1115, "timestamptz[]": 1185, "interval[]": 1187, "numeric[]": 1231 };
const KEPT_AS_TEXT = new Set(Object.values(TEXT_TYPES));
const keepText = (value: string) => value;
type Queryable = { query: (text: string, params?: unknown[], options?: { parsers?: Record<string, unknown> }) => Promise<unknown> };

function keepDatesAsText(client: PGlite) {
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = keepText;
}

/** `target.query` without the `parsers` option when the client already has those parsers installed. */
function withInstalledParsers(target: Queryable, client: PGlite) {
  const query = target.query.bind(target);
  const installed = (parsers: Record<string, unknown>) => {
    if (client.parsers[TEXT_TYPES.timestamptz] !== keepText) return false;
    for (const oid in parsers) if (!KEPT_AS_TEXT.has(Number(oid))) return false;
    return true;
  };
  target.query = (text, params, options) => query(text, params, options?.parsers && installed(options.parsers) ? { ...options, parsers: undefined } : options);
}

// A freshly initialised data directory with the build's migrations applied, made at build time
// beside the compiled server (scripts/build-server.ts), in the backup file format: a new database
// is unpacked from it onto the disk, then opened like any existing one, instead of PGlite running
// initdb in a second instance (which peaks at twice the memory, and leaves it behind), and its
// migrations are already there. From the sources (tests, development) there is none, and PGlite
// runs initdb.
/** Its file name, beside the compiled server (scripts/build-server.ts writes it there). */
export const INITIAL_IMAGE = "pgdata.tar.gz";
const initialDataDir = path.resolve(import.meta.dirname, INITIAL_IMAGE);

export async function openPglite(options: OpenOptions): Promise<PgliteHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let release = () => {};
  let dir: string | undefined;
  if (!options.memory) {
    const dataDir = path.resolve(options.dataDir);
    release = acquireDirLock(dataDir);
    dir = path.join(dataDir, "db");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const observer: QueryObserver = {};

  /** A PGlite instance on `dir`, with our fsync and the query timing. */
  async function start() {
    const image = options.initialImage ?? initialDataDir;
    if (dir && !fs.existsSync(path.join(dir, "PG_VERSION")) && fs.existsSync(image)) {
      const { readBackup } = await import("./backup-file.server");
      const unpacking = `${dir}.new`;
      fs.rmSync(unpacking, { recursive: true, force: true });
      await readBackup(image, unpacking);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(path.join(unpacking, "db"), dir);
      fs.rmSync(unpacking, { recursive: true, force: true });
    }
    const client = await PGlite.create(dir, {
      startParams: options.memory ? [...PGlite.defaultStartParams, ...memoryStartParams] : options.fsync === false ? undefined : pgliteStartParams,
      loadDataDir: options.memory ? options.memoryImage : undefined,
    });
    if (dir && options.fsync !== false) enableRealFsync(client);
    keepDatesAsText(client);
    withInstalledParsers(client as unknown as Queryable, client);
    timed(client, "query", observer);
    timed(client, "exec", observer);
    // A transaction's statements go through the transaction object.
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: (tx: object) => Promise<unknown>) =>
      transaction((tx) => {
        withInstalledParsers(tx as unknown as Queryable, client);
        timed(tx as { query: unknown }, "query", observer);
        timed(tx as { exec: unknown }, "exec", observer);
        return fn(tx);
      })) as typeof client.transaction;
    return { client, db: markEmbedded(drizzle(client, { schema }) as unknown as Database) };
  }

  let current: Awaited<ReturnType<typeof start>>;
  try {
    current = await start();
  } catch (error) {
    release();
    throw error;
  }
  const pglite = current.client;
  // One process owns a PGlite database (the directory lock): its NOTIFYs come from this process.
  const unlisten: Promise<() => Promise<void>>[] = [];
  const registry = listenerRegistry((channel) => {
    unlisten.push(pglite.listen(channel, () => registry.emit(channel, "notified")));
  });
  const handle: PgliteHandle = {
    observeQueries: (listener) => void (observer.onQuery = listener),
    db: current.db,
    kind: "pglite",
    pglite,
    migrate: () => migrate(current.db as never, { migrationsFolder }),
    ping: () => ping(current.db),
    subscribe: (channel, listener) => registry.add(channel, listener),
    listening: async () => void (await Promise.all(unlisten)),
    close: async () => {
      try {
        await Promise.allSettled(unlisten.map(async (u) => (await u)()));
        await pglite.close();
      } finally {
        release();
      }
    },
  };
  return handle;
}
