import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

// What the rest of the server sees of the database, whichever it is: one interface, two adapters
// (pglite.server.ts for the embedded database, postgres.server.ts for a PostgreSQL server; decision
// 002), and the few helpers both adapters share. client.server.ts picks the adapter.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What both adapters do. */
interface DatabaseAdapter {
  db: Database;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `listener` on every NOTIFY on `channel` (from any process sharing the database), and
   * with "reconnected" when a lost listening connection is back (notifications may have been
   * missed meanwhile). Returns the unsubscribe function. Ends with close().
   */
  subscribe(channel: string, listener: Listener): () => void;
  /**
   * Settles when the channels subscribed so far are listened to, or the attempt to listen has
   * failed (a retry is then scheduled). A change announced after it is heard; one announced before
   * may not be, which is why a (re)connection is announced as "reconnected".
   */
  listening(): Promise<void>;
  close(): Promise<void>;
  /** From now on, `listener` hears the duration of every query, in seconds (metrics). */
  observeQueries(listener: (seconds: number) => void): void;
}

/** The embedded database: one process owns its directory. */
export interface PgliteHandle extends DatabaseAdapter {
  kind: "pglite";
  /** Its PGlite instance (backups, pg_dump). */
  pglite: PGlite;
  poolStats?: undefined;
}

/** A PostgreSQL server, through a pool of connections. */
export interface PostgresHandle extends DatabaseAdapter {
  kind: "postgres";
  pglite?: undefined;
  /** The connection pool: clients open, idle, and requests waiting for one. */
  poolStats: () => { total: number; idle: number; waiting: number };
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

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
  /**
   * A new data directory is unpacked from this image (the backup file format) instead of PGlite
   * running initdb. Default: the one the build writes beside the compiled server. The tests, which
   * run from the sources, pass the build's: an initdb there cost ~12 s of CPU each time.
   */
  initialImage?: string;
  poolSize?: number;
}

// Beside the compiled server (build/server/drizzle, copied by the build), or the repository's.
export const migrationsFolder = [path.resolve(import.meta.dirname, "drizzle"), path.resolve(import.meta.dirname, "../../drizzle")].find((dir) =>
  fs.existsSync(path.join(dir, "meta", "_journal.json")),
)!;

export type QueryObserver = { onQuery?: (seconds: number) => void };

/** Wraps a query method so `observer.onQuery` hears how long each call took (promise or callback). */
export function timed<T extends object>(target: T, method: keyof T & string, observer: QueryObserver) {
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

export type Listener = (event: "notified" | "reconnected") => void;

/** Listeners by channel, and the channels a connection must LISTEN on. */
export function listenerRegistry(onNewChannel: (channel: string) => void) {
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

// The embedded database's `db`: PGlite has one connection and runs each statement, and each
// transaction, alone (every query waits for the transaction in progress). Work that needs a lock
// only because several connections or instances share a PostgreSQL server can skip it there.
const embedded = new WeakSet<Database>();

/** Marks `db` as the embedded database's (pglite.server.ts). */
export function markEmbedded(db: Database): Database {
  embedded.add(db);
  return db;
}

/** Whether `db` is the embedded database's: no other statement runs beside one of its statements. */
export const isEmbedded = (db: Database): boolean => embedded.has(db);

/** Whether the database answers a query (GET /readyz, the adapters' ping). */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
