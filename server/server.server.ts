import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { startAdminControl, type AdminControl } from "./admin/control.server";
import { createApp } from "./app.server";
import { createAuth } from "./auth/auth.server";
import { openDatabase, type DatabaseHandle } from "./db/client.server";
import { seedIfEmpty } from "./db/seed.server";
import type { Env } from "./env.server";
import { siteOrigins } from "./http/origins.server";
import { loadStaticSite } from "./http/static-site.server";
import { createLogger } from "./logger.server";
import { createMailer } from "./mail/mailer.server";
import { startRetentionSchedule } from "./retention/retention.server";
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
  const app = createApp({
    database,
    auth,
    logger,
    mailer,
    contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL,
    origin: origins.primary,
    trustedOrigins: origins.trusted,
    trustProxy: env.TRUST_PROXY,
    hsts: origins.secure,
    site,
  });

  // `npm run admin` cannot open the embedded database while we hold it: it asks us instead.
  const control: AdminControl | undefined =
    database.kind === "pglite" ? await startAdminControl({ db: database.db, dataDir: env.DATA_DIR, logger }) : undefined;

  // Erases what the privacy policy says we no longer keep (retention/retention.server.ts).
  const retention = startRetentionSchedule({ db: database.db, logger });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  // Keep idle connections longer than clients and proxies do (they commonly reuse one for up to
  // 60 s): a server that closes first races the client's next request and resets it.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;
  logger.info({ url, database: database.kind }, `serving on ${url}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closing ??= (async () => {
        // Stop accepting, let requests in flight finish, then close the database.
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await control?.close();
        await retention.stop();
        await database.close();
        logger.info("server stopped");
      })()),
  };
}
