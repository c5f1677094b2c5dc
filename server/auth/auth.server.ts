import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import type { Mailer } from "../mail/mailer.server";
import type { SiteOrigins } from "../http/origins.server";
import { CLIENT_IP_HEADER } from "../http/client-ip.server";

export interface AuthOptions {
  db: Database;
  secret: string;
  origins: SiteOrigins;
  mailer: Mailer;
  providers: {
    google?: { clientId: string; clientSecret: string };
    github?: { clientId: string; clientSecret: string };
    linkedin?: { clientId: string; clientSecret: string };
  };
  production: boolean;
}

export function createAuth({ db, secret, origins, mailer, providers, production }: AuthOptions) {
  return betterAuth({
    secret,
    baseURL: origins.authBaseURL,
    basePath: "/api/auth",
    trustedOrigins: origins.trusted,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 72,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Confirm your e-mail address",
          text: `Hello ${user.name || ""},\n\nConfirm your e-mail address to finish creating your account:\n\n${url}\n\nIf you did not sign up, ignore this message.\n`,
        });
      },
    },
    socialProviders: {
      ...(providers.google && {
        google: { ...providers.google, accessType: "offline", prompt: "select_account consent" },
      }),
      ...(providers.github && { github: providers.github }),
      ...(providers.linkedin && { linkedin: { ...providers.linkedin } }),
    },
    rateLimit: {
      enabled: production,
      storage: "database",
      window: 60,
      max: 100,
    },
    advanced: {
      // The server sets this header from the socket (or X-Forwarded-For under TRUST_PROXY) and
      // drops any value a client sent, so every visitor gets their own rate-limit bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: origins.secure,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
