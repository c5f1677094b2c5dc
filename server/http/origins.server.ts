import type { Env } from "../env.server";

export interface SiteOrigins {
  /** The origin written into canonical links, the sitemap and e-mails. */
  primary: string;
  /** Origins whose requests better-auth accepts. */
  trusted: string[];
  authBaseURL: string | { allowedHosts: string[]; fallback: string; protocol: "http" | "https" };
  secure: boolean;
}

/** With PUBLIC_URL unset the site answers as http://localhost:PORT and http://127.0.0.1:PORT. */
export function siteOrigins(env: Pick<Env, "PUBLIC_URL" | "PORT">, port = env.PORT): SiteOrigins {
  if (env.PUBLIC_URL) {
    const origin = new URL(env.PUBLIC_URL).origin;
    return { primary: origin, trusted: [origin], authBaseURL: origin, secure: origin.startsWith("https:") };
  }
  const hosts = [`localhost:${port}`, `127.0.0.1:${port}`];
  const primary = `http://${hosts[0]}`;
  return {
    primary,
    trusted: hosts.map((h) => `http://${h}`),
    authBaseURL: { allowedHosts: hosts, fallback: primary, protocol: "http" },
    secure: false,
  };
}
