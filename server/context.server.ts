import type { Logger } from "pino";
import type { Auth } from "./auth/auth.server";
import type { Database, DatabaseHandle } from "./db/client.server";
import type { TrustedProxies } from "./http/client-ip.server";
import type { Metrics } from "./http/metrics.server";
import type { StaticSite } from "./http/static-site.server";
import type { Mailer } from "./mail/mailer.server";

// The types the resource modules share with the composition root (app.server.ts): what the app is
// built from and what each request carries. They live here so that app.server.ts imports the
// resources and no resource imports app.server.ts (no import cycle; `npm run cycles` checks).

/** What the app is built from; every resource's routes are made from it: `xxxRoutes(deps)`. */
export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** CONTACT_NOTIFY_EMAIL: staff address told about each new inquiry. */
  contactNotifyEmail?: string;
  origin: string;
  /** Origins whose pages may make cookie-authenticated changes. */
  trustedOrigins: string[];
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); tests pass true (every peer) or false. */
  trustProxy: TrustedProxies | boolean;
  /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT is set. */
  metrics?: Metrics;
  /** GET /metrics on the public port for this bearer token. */
  metricsToken?: string;
  hsts: boolean;
  /** The prerendered site; API tests run without it. */
  site?: StaticSite;
}

/** What every request carries (set first thing in app.server.ts). */
export type AppEnv = { Variables: { db: Database; logger: Logger; clientIp: string; orgKey?: string } };

export interface ApiUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** A request behind requireUser (http/require-user.server.ts): the signed-in user too. */
export type UserEnv = AppEnv & { Variables: { user: ApiUser; session: ApiSession } };

/** The session of a request behind requireUser. */
export interface ApiSession {
  id: string;
  createdAt: Date;
}
