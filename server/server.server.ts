import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { startAdminControl, type AdminControl } from "./admin/control.server";
import { createApp } from "./app.server";
import { issueMissingCertificates } from "./certificates/certificate-queries.server";
import { createAuth } from "./auth/auth.server";
import { openDatabase, type DatabaseHandle } from "./db/client.server";
import { seedIfEmpty } from "./db/seed.server";
import type { Env } from "./env.server";
import { parseTrustedProxies } from "./http/client-ip.server";
import { createMetrics, metricsHandler } from "./http/metrics.server";
import { siteOrigins } from "./http/origins.server";
import { loadStaticSite } from "./http/static-site.server";
import { createJobQueue } from "./jobs/queue.server";
import { registerScheduledWork, type ScheduledBackups } from "./jobs/scheduled-work.server";
import { registerReminders } from "./reminders/reminders.server";
import { createLogger } from "./logger.server";
import { createMailer } from "./mail/mailer.server";
import { authSecret, privateDirectory } from "./secret.server";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Development: Vite serves the pages on `publicPort` and proxies the API to this server. */
  dev?: { publicPort: number };
}

/** Opens the database, migrates and seeds it, loads the build and listens. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const origins = siteOrigins(env, options.dev?.publicPort);
  const site = options.dev ? undefined : loadStaticSite(path.resolve(env.BUILD_DIR, "client"), origins.primary);
  // The data directory holds the database, the generated secret and the outbox: its owner's only.
  privateDirectory(env.DATA_DIR);
  const secret = authSecret(env);

  const database: DatabaseHandle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    fsync: env.PGLITE_FSYNC,
  });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    if (seeded) logger.info({ programs: seeded }, "seeded the sample catalogue");
    // Enrolments completed before certificates existed (or restored from an older backup) get
    // theirs, dated by their last module completion (docs/decisions/016-certificates.md).
    const issued = await issueMissingCertificates(database.db, { datedByLastCompletion: true });
    if (issued) logger.info({ certificates: issued }, "issued the certificates of earlier completions");
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    logger,
    logLinks: env.NODE_ENV === "development",
  });
  const client = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const google = client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const github = client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  const linkedin = client(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET);
  const auth = createAuth({
    db: database.db,
    secret,
    origins,
    mailer,
    rateLimit: env.AUTH_RATE_LIMIT,
    adminEmails: (env.ADMIN_EMAILS ?? "").split(",").map((e) => e.trim().toLowerCase()).filter(Boolean),
    oauth: {
      google: google && { ...google, issuer: env.GOOGLE_ISSUER },
      linkedin: linkedin && { ...linkedin, issuer: env.LINKEDIN_ISSUER },
      github: github && { ...github, url: env.GITHUB_URL, apiUrl: env.GITHUB_API_URL },
    },
  });
  // Metrics only when someone can read them: with a token on this port, or on a port of their own.
  const metrics = env.METRICS_TOKEN || env.METRICS_PORT !== undefined ? createMetrics(database) : undefined;
  const app = createApp({
    metrics,
    metricsToken: env.METRICS_TOKEN,
    database,
    auth,
    logger,
    mailer,
    contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL,
    origin: origins.primary,
    trustedOrigins: origins.trusted,
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    hsts: origins.secure,
    site,
  });

  // `npm run admin` cannot open the embedded database while we hold it: it asks us instead.
  const control: AdminControl | undefined =
    database.kind === "pglite" ? await startAdminControl({ db: database.db, dataDir: env.DATA_DIR, logger, database }) : undefined;

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  if ("keepAliveTimeout" in server) {
    // Keep idle connections longer than clients and proxies do (they commonly reuse one for up to
    // 60 s): a server that closes first races the client's next request and resets it.
    server.keepAliveTimeout = 65_000;
    // A request's headers must arrive within 10 s and the whole request within 30 s (a client
    // that trickles bytes cannot hold a connection), and at most MAX_CONNECTIONS are open at once.
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
    server.maxConnections = env.MAX_CONNECTIONS;
  }
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? await new Promise<ServerType>((resolve) => {
          const s = serve(
            { fetch: new Hono().get("/metrics", metricsHandler(metrics)).fetch, port: env.METRICS_PORT, hostname: env.METRICS_HOST },
            () => resolve(s),
          );
        })
      : undefined;
  // Scheduled backups of the embedded database (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a job on the queue.
  let backups: ScheduledBackups | undefined;
  if (env.BACKUP_DIR && env.BACKUP_EVERY) {
    if (database.kind === "pglite") {
      backups = { dataDir: env.DATA_DIR, dir: path.resolve(env.BACKUP_DIR), everyMs: env.BACKUP_EVERY, keep: env.BACKUP_KEEP, recipients: env.BACKUP_RECIPIENTS };
      logger.info(
        { dir: path.resolve(env.BACKUP_DIR), everyMinutes: env.BACKUP_EVERY / 60_000, keep: env.BACKUP_KEEP, encrypted: env.BACKUP_RECIPIENTS.length > 0 },
        env.BACKUP_RECIPIENTS.length ? "scheduled backups on, encrypted" : "scheduled backups on, NOT encrypted (set BACKUP_RECIPIENTS)",
      );
    } else {
      logger.warn("BACKUP_DIR and BACKUP_EVERY back up the embedded database only: back PostgreSQL up with its own tools (pg_dump)");
    }
  } else if (env.BACKUP_DIR || env.BACKUP_EVERY) {
    logger.warn("scheduled backups need both BACKUP_DIR and BACKUP_EVERY");
  }
  // Background and periodic work (retention, rate-limit sweep, backups) on the job queue (jobs/).
  const queue = createJobQueue({ database, logger, concurrency: env.JOB_CONCURRENCY });
  registerScheduledWork(queue, { database, logger, backups });
  // Reminders and digests (issue 27): planned hourly, each mail a job of its own.
  registerReminders(queue, { mailer, origin: origins.primary, logger });
  queue.start();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;
  logger.info({ url, database: database.kind }, `serving on ${url}`);
  if (metricsServer) {
    const a = metricsServer.address();
    logger.info({ port: typeof a === "object" && a ? a.port : env.METRICS_PORT }, "metrics on their own port");
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closing ??= (async () => {
        // Stop accepting, let requests in flight finish, then close the database.
        metricsServer?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await control?.close();
        await queue.stop();
        mailer.close?.();
        await database.close();
        logger.info("server stopped");
      })()),
  };
}
