import type { GenericOAuthConfig } from "better-auth/plugins";

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface OAuthSettings {
  google?: OAuthClient & { issuer?: string };
  linkedin?: OAuthClient & { issuer?: string };
  /** `url`/`apiUrl` point at GitHub Enterprise (or a test stand-in) instead of github.com. */
  github?: OAuthClient & { url?: string; apiUrl?: string };
}

const discovery = (issuer: string) => `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;

/**
 * Google and LinkedIn are OpenID Connect providers found by discovery; GitHub is plain OAuth 2.
 * Each is on only when its client id and secret are set. Endpoints are configurable so the whole
 * round trip runs against a local stand-in provider in tests. None signs in an account whose
 * address is unconfirmed (`requireEmailVerification`), and none makes one (auth.server.ts).
 */
export function oauthProviders(settings: OAuthSettings): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (settings.google) {
    const { clientId, clientSecret, issuer = "https://accounts.google.com" } = settings.google;
    providers.push({
      providerId: "google",
      requireEmailVerification: true,
      clientId,
      clientSecret,
      discoveryUrl: discovery(issuer),
      scopes: ["openid", "email", "profile"],
      // The spec asks for offline access and the consent prompt.
      accessType: "offline",
      prompt: "consent",
      pkce: true,
    });
  }
  if (settings.linkedin) {
    const { clientId, clientSecret, issuer = "https://www.linkedin.com/oauth" } = settings.linkedin;
    providers.push({
      providerId: "linkedin",
      requireEmailVerification: true,
      clientId,
      clientSecret,
      discoveryUrl: discovery(issuer),
      scopes: ["openid", "profile", "email"],
      prompt: "consent",
    });
  }
  if (settings.github) {
    const { clientId, clientSecret, url = "https://github.com", apiUrl = "https://api.github.com" } = settings.github;
    providers.push({
      providerId: "github",
      requireEmailVerification: true,
      clientId,
      clientSecret,
      authorizationUrl: `${url}/login/oauth/authorize`,
      tokenUrl: `${url}/login/oauth/access_token`,
      scopes: ["read:user", "user:email"],
      prompt: "consent",
      getUserInfo: (tokens) => githubUser(apiUrl, tokens.accessToken),
    });
  }
  return providers;
}

async function githubUser(apiUrl: string, accessToken?: string) {
  if (!accessToken) return null;
  const headers = { Authorization: `Bearer ${accessToken}`, Accept: "application/vnd.github+json", "User-Agent": "cortexa-ai" };
  const res = await fetch(`${apiUrl}/user`, { headers });
  if (!res.ok) return null;
  const profile = (await res.json()) as { id: number; login: string; name?: string; email?: string | null; avatar_url?: string };
  let email = profile.email ?? undefined;
  let emailVerified = false;
  const emailsRes = await fetch(`${apiUrl}/user/emails`, { headers });
  if (emailsRes.ok) {
    const emails = (await emailsRes.json()) as { email: string; primary: boolean; verified: boolean }[];
    const primary = emails.find((e) => e.primary) ?? emails[0];
    if (primary) {
      email = primary.email;
      emailVerified = primary.verified;
    }
  }
  if (!email) return null;
  return { id: String(profile.id), name: profile.name || profile.login, email, image: profile.avatar_url, emailVerified };
}
