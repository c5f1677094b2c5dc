import { listenerRegistry, migrationsFolder, ping, timed, type Database, type Listener, type PostgresHandle, type QueryObserver } from "./database.server";
import * as schema from "./schema";

// The PostgreSQL adapter (DATABASE_URL set): a pool of connections for queries, and one dedicated
// connection that LISTENs for notifications.

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function openPostgres(url: string, max: number): Promise<PostgresHandle> {
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
  const handle: PostgresHandle = {
    observeQueries: (listener) => void (observer.onQuery = listener),
    db,
    kind: "postgres",
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    subscribe: notifications.subscribe,
    listening: notifications.listening,
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
    listening: async () => void (await connecting),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
