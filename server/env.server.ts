import { z } from "#contracts/zod";
import { parseTrustedProxies } from "./http/client-ip.server";

// The only module that reads process.env: parsed once, fails loudly on bad values.
const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A duration: `90s`, `15m`, `6h`, `1d` (a bare number is minutes), in milliseconds. */
const duration = optional.pipe(
  z
    .string()
    .regex(/^\d+(\.\d+)?\s*(s|m|h|d)?$/i, "a duration such as 30m, 6h or 1d")
    .transform((v) => {
      const [, n, unit = "m"] = /^(\d+(?:\.\d+)?)\s*([smhd])?$/i.exec(v)!;
      return Math.round(Number(n) * { s: 1e3, m: 6e4, h: 36e5, d: 864e5 }[unit.toLowerCase() as "s" | "m" | "h" | "d"]);
    })
    .refine((ms) => ms >= 60_000, "at least one minute")
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  BUILD_DIR: z.string().default("./build"),
  DATABASE_URL: optional,
  PUBLIC_URL: optional.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Cortexa AI <no-reply@cortexa.ai>"),
  CONTACT_NOTIFY_EMAIL: optional,
  ADMIN_EMAILS: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  // Provider endpoints: GitHub Enterprise, or a local stand-in provider in tests.
  GOOGLE_ISSUER: optional,
  LINKEDIN_ISSUER: optional,
  GITHUB_URL: optional,
  GITHUB_API_URL: optional,
  /** Off only for local experiments; on in production. */
  AUTH_RATE_LIMIT: z
    .string()
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  /** Who may set X-Forwarded-For: addresses/CIDRs, `1` = loopback (client-ip.server.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseTrustedProxies(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** Open connections at most; more wait in the kernel's queue, then are refused. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1024),
  /** GET /metrics (Prometheus) on the public port for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optional.pipe(z.string().min(16, "at least 16 characters").optional()),
  /** /metrics on a port of its own (no token needed there), on METRICS_HOST (loopback by default). */
  METRICS_PORT: optional.pipe(z.string().transform(Number).pipe(z.number().int().min(0).max(65535)).optional()),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** Scheduled backups of the embedded database: a directory, how often, how many to keep. */
  BACKUP_DIR: optional,
  BACKUP_EVERY: duration,
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /**
   * age recipients (public keys, `age1...`, comma-separated): backups (`db:backup`, scheduled) are
   * encrypted to them. `db:restore` decrypts with BACKUP_IDENTITY_FILE (a file holding the secret key).
   */
  BACKUP_RECIPIENTS: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(",").map((r) => r.trim()).filter(Boolean))
    .refine((list) => list.every((r) => /^age1[0-9a-z]+$/.test(r)), "BACKUP_RECIPIENTS: age public keys (age1...), comma-separated"),
  BACKUP_IDENTITY_FILE: optional,
  /** Jobs of the queue this instance runs at once (server/jobs/queue.server.ts). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PGLITE_FSYNC: z
    .string()
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
