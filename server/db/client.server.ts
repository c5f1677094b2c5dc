import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { acquireDirLock } from "./lock.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `listener` on every NOTIFY on `channel` (from any process sharing the database), and
   * with "reconnected" when a lost listening connection is back (notifications may have been
   * missed meanwhile). Returns the unsubscribe function. Ends with close().
   */
  subscribe(channel: string, listener: (event: "notified" | "reconnected") => void): () => void;
  close(): Promise<void>;
  /** From now on, `listener` hears the duration of every query, in seconds (metrics). */
  observeQueries(listener: (seconds: number) => void): void;
  /** PostgreSQL's connection pool: clients open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's PGlite instance (backups). */
  pglite?: import("@electric-sql/pglite").PGlite;

}

// Beside the compiled server (build/server/drizzle, copied by the build), or the repository's.
export const migrationsFolder = [path.resolve(import.meta.dirname, "drizzle"), path.resolve(import.meta.dirname, "../../drizzle")].find((dir) =>
  fs.existsSync(path.join(dir, "meta", "_journal.json")),
)!;

/** The newest migration this code knows (drizzle records its `when` as created_at). */
export function latestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.at(-1)!;
}

/** The created_at of the newest migration applied to `db`, or null when none is. */
export async function appliedMigration(db: Database): Promise<number | null> {
  try {
    const result = await db.execute(sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`);
    const value = (result as unknown as { rows: { created_at: string | null }[] }).rows[0]?.created_at;
    return value == null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Every migration of this code is applied to `db` (GET /readyz). */
export async function isMigrated(db: Database): Promise<boolean> {
  const applied = await appliedMigration(db);
  return applied !== null && applied >= latestMigration().when;
}

type QueryObserver = { onQuery?: (seconds: number) => void };

/** Wraps a query method so `observer.onQuery` hears how long each call took (promise or callback). */
function timed<T extends object>(target: T, method: keyof T & string, observer: QueryObserver) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
    if (!observer.onQuery) return original(...args);
    const start = performance.now();
    const done = () => observer.onQuery?.((performance.now() - start) / 1000);
    const last = args.at(-1);
    if (typeof last === "function") {
      // node-postgres's pool.query() calls client.query(text, values, callback).
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

type Listener = (event: "notified" | "reconnected") => void;

/** Listeners by channel, and the channels a connection must LISTEN on. */
function listenerRegistry(onNewChannel: (channel: string) => void) {
  const byChannel = new Map<string, Set<Listener>>();
  return {
    byChannel,
    add(channel: string, listener: Listener) {
      let set = byChannel.get(channel);
      if (!set) {
        set = new Set();
        byChannel.set(channel, set);
        onNewChannel(channel);
      }
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(channel: string, event: "notified" | "reconnected") {
      for (const listener of byChannel.get(channel) ?? []) listener(event);
    },
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;


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

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  fsync?: boolean;
  /** In-memory PGlite (tests): no directory, no lock. */
  memory?: boolean;
  /**
   * In-memory PGlite started from this data directory image (`dumpDataDir`) instead of initdb:
   * the tests' migrated template, which opens several times faster than a new cluster.
   */
  memoryImage?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max });
  // An idle client whose connection ends (server restart, database dropped) must not crash the
  // process: the pool discards that client, and queries report their own errors.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  const observer: QueryObserver = {};
  const notifications = postgresNotifications(url);
  const handle: DatabaseHandle = {
    observeQueries: (listener) => void (observer.onQuery = listener),
    db,
    kind: "postgres",
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    subscribe: notifications.subscribe,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  // Every query runs on a pooled client, inside a transaction or not.
  pool.on("connect", (client) => timed(client, "query", observer));
  return handle;
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to other queries). When it
 * drops, it is opened again after 1 s, then up to 30 s apart, and listeners hear "reconnected".
 */
function postgresNotifications(url: string) {
  let client: import("pg").Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;
  const registry = listenerRegistry((channel) => {
    if (client) client.query(`LISTEN ${quoteIdent(channel)}`).catch(() => client?.end().catch(() => {}));
    else void connect();
  });

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const { Client } = await import("pg");
      // keepAlive: a connection cut without a FIN (a dead peer, a NAT timeout) is noticed and replaced.
      const next = new Client({ connectionString: url, keepAlive: true });
      next.on("error", () => {});
      next.on("notification", (message) => registry.emit(message.channel, "notified"));
      next.on("end", () => {
        if (client === next) client = undefined;
        scheduleRetry();
      });
      try {
        await next.connect();
        for (const channel of registry.byChannel.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
      } catch {
        await next.end().catch(() => {});
        scheduleRetry();
        return;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      retryMs = 1000;
      // Notifications sent while no connection listened are lost: listeners start afresh.
      for (const channel of registry.byChannel.keys()) registry.emit(channel, "reconnected");
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    subscribe: (channel: string, listener: Listener) => registry.add(channel, listener),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

// A freshly initialised data directory made at build time beside the compiled server
// (scripts/build-server.ts), in the backup file format: a new database is unpacked from it onto the
// disk, then opened like any existing one, instead of PGlite running initdb in a second instance
// (which peaks at twice the memory, and leaves it behind). From the sources (tests, development)
// there is none, and PGlite runs initdb.
const initialDataDir = path.resolve(import.meta.dirname, "pgdata.tar.gz");

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
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
    if (dir && !fs.existsSync(path.join(dir, "PG_VERSION")) && fs.existsSync(initialDataDir)) {
      const { readBackup } = await import("./backup-file.server");
      const unpacking = `${dir}.new`;
      fs.rmSync(unpacking, { recursive: true, force: true });
      await readBackup(initialDataDir, unpacking);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(path.join(unpacking, "db"), dir);
      fs.rmSync(unpacking, { recursive: true, force: true });
    }
    const client = await PGlite.create(dir, {
      startParams: options.fsync === false ? undefined : pgliteStartParams,
      loadDataDir: options.memory ? options.memoryImage : undefined,
    });
    if (dir && options.fsync !== false) enableRealFsync(client);
    timed(client, "query", observer);
    timed(client, "exec", observer);
    // A transaction's statements go through the transaction object.
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: (tx: object) => Promise<unknown>) =>
      transaction((tx) => {
        timed(tx as { query: unknown }, "query", observer);
        timed(tx as { exec: unknown }, "exec", observer);
        return fn(tx);
      })) as typeof client.transaction;
    return { client, db: drizzle(client, { schema }) as unknown as Database };
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
  const handle: DatabaseHandle = {
    observeQueries: (listener) => void (observer.onQuery = listener),
    db: current.db,
    kind: "pglite",
    pglite,
    migrate: () => migrate(current.db as never, { migrationsFolder }),
    ping: () => ping(current.db),
    subscribe: (channel, listener) => registry.add(channel, listener),
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

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
