import { randomBytes, scrypt } from "node:crypto";
import fs from "node:fs";
import pino, { type Logger } from "pino";
import { inject } from "vitest";
import { createApp } from "../../server/app.server";
import { createAuth } from "../../server/auth/auth.server";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.server";
import { seedIfEmpty } from "../../server/db/seed.server";
import { siteOrigins } from "../../server/http/origins.server";
import type { StaticSite } from "../../server/http/static-site.server";
import type { MailMessage, Mailer } from "../../server/mail/mailer.server";
import type { OAuthSettings } from "../../server/auth/oauth-providers.server";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A throwaway database on the TEST_DATABASE_URL server: its URL at once, `create()` and `drop()`
 * when the test wants them; a copy of `template` when one is named, otherwise empty.
 */
export function scratchDatabase(prefix: string, template?: string | null) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://localhost/unset";
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const run = async (statement: string) => {
    const { Client } = await import("pg");
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return { url: url.toString(), create: () => run(template ? `create database ${name} template ${template}` : `create database ${name}`), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The template image, read once per worker. PGlite reads it with `arrayBuffer()`: a plain Blob's
 * streams its 42 MB in chunks and joins them (0.35 s per copy, measured), this one copies one buffer.
 */
class TemplateImage extends Blob {
  constructor(private readonly image: Uint8Array<ArrayBuffer>) {
    super([image]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.image.slice().buffer;
  }
}

let pgliteImage: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server,
 * each a copy of the run's template (tests/integration/database-template.global.ts).
 */
export async function freshDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const templates = inject("databaseTemplates");
  if (kind === "pglite") {
    pgliteImage ??= new TemplateImage(new Uint8Array(fs.readFileSync(templates.pgliteImage)));
    const handle = await openDatabase({ dataDir: "", memory: true, memoryImage: pgliteImage });
    await handle.migrate();
    return handle;
  }
  const scratch = scratchDatabase("test", templates.postgresTemplate);
  await scratch.create();
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * The in-process test apps' password hashing: better-auth's own (scrypt of the NFKC form, a random
 * 16-byte salt, "salt:key" in hex, 64-byte key), at N=2^10, r=8 instead of production's N=2^14, r=16
 * (decision 003): 1/32 of the work. A hash costs about 0.1 to 0.25 s of CPU at production's
 * parameters, and the suite makes hundreds of accounts; what the tests check (which password opens
 * an account, and when) is the same at either cost. Production's parameters are checked where they
 * run: the servers the tests start as processes use them, and auth.test.ts signs in on an app
 * with them (`productionPasswordHashing`).
 */
export const testPasswordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await testScrypt(password, salt)).toString("hex")}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, key] = hash.split(":");
    if (!salt || !key) throw new Error("Invalid password hash");
    return (await testScrypt(password, salt)).toString("hex") === key;
  },
};

function testScrypt(password: string, salt: string) {
  return new Promise<Buffer>((resolve, reject) => scrypt(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key))));
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  auth: ReturnType<typeof createAuth>;
  database: DatabaseHandle;
  mail: MailMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** better-auth's rate limits (off by default so tests can sign up freely). */
  rateLimit?: boolean;
  /** Share a database with another test app, as two server instances would. */
  database?: DatabaseHandle;
  adminEmails?: string[];
  /** Replaces the capturing mailer (e.g. one that fails); `mail` then stays empty. */
  mailer?: Mailer;
  contactNotifyEmail?: string;
  logger?: Logger;
  /** Sign-in providers (a local stand-in's endpoints). */
  oauth?: OAuthSettings;
  /** better-auth's own password hashing, production's (otherwise testPasswordHashing). */
  productionPasswordHashing?: boolean;
  /** Prerendered pages to serve, as the built server does (none otherwise). */
  site?: StaticSite;
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(kind));
  if (options.seed) await seedIfEmpty(database.db);
  const mail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? { send: async (m) => void mail.push(m) };
  const logger = options.logger ?? pino({ level: "silent" });
  const origins = siteOrigins({ PUBLIC_URL: undefined, PORT: 3000 });
  const auth = createAuth({
    db: database.db,
    secret: "test-secret-test-secret-test-secret-0123",
    origins,
    mailer,
    rateLimit: options.rateLimit ?? false,
    adminEmails: options.adminEmails,
    oauth: options.oauth,
    passwordHashing: options.productionPasswordHashing ? undefined : testPasswordHashing,
  });
  const app = createApp({ database, auth, logger, mailer, contactNotifyEmail: options.contactNotifyEmail, origin: origins.primary, trustedOrigins: origins.trusted, trustProxy: true, hsts: false, site: options.site });
  return { app, auth, database, mail, close: () => (options.database ? Promise.resolve() : database.close()) };
}

/** A JSON POST as a browser on the site would send it. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Requests under /api/v1 of the test app `current()` returns (set in a beforeAll), with headers. */
export function apiCalls(current: () => TestApp) {
  return {
    get: (path: string, headers: Record<string, string> = {}) => current().app.request(`${TEST_ORIGIN}/api/v1${path}`, { headers }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) => current().app.request(postJson(`/api/v1${path}`, body, headers)),
    /** Any method, from this site's Origin; a JSON body when there is one. */
    send: (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      current().app.request(
        new Request(`${TEST_ORIGIN}/api/v1${path}`, {
          method,
          headers: { origin: TEST_ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
  };
}
