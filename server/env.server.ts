import { z } from "#contracts/zod";

// The only module that reads process.env: parsed once, fails loudly on bad values.
const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const flag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && v !== "" && v !== "0" && v.toLowerCase() !== "false");

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
  TRUST_PROXY: flag,
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
