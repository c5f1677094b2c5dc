import path from "node:path";
import { pathToFileURL } from "node:url";
import { OAuth2Server } from "oauth2-mock-server";

// The browser tests' server: the production server plus a local stand-in OAuth2/OpenID Connect
// provider (no network here). Google signs in through the stand-in; LinkedIn is pointed at it too
// but the stand-in refuses it, to test a failing provider; GitHub stays unconfigured.
import { OAUTH_USER } from "./e2e-server-user";

const port = Number(process.env.PORT);
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? (port + 10000) % 65536);
const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");

provider.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, { sub: OAUTH_USER.sub, email: OAUTH_USER.email, email_verified: true, name: OAUTH_USER.name });
});
provider.service.on("beforeUserinfo", (response) => {
  response.body = { sub: OAUTH_USER.sub, email: OAUTH_USER.email, email_verified: true, name: OAUTH_USER.name };
});
provider.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const clientId = new URL(req.url ?? "/", "http://x").searchParams.get("client_id");
  if (clientId === "linkedin-client") {
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", "access_denied");
  }
});
await provider.start(oauthPort, "127.0.0.1");

Object.assign(process.env, {
  GOOGLE_CLIENT_ID: "google-client",
  GOOGLE_CLIENT_SECRET: "google-secret",
  GOOGLE_ISSUER: provider.issuer.url,
  LINKEDIN_CLIENT_ID: "linkedin-client",
  LINKEDIN_CLIENT_SECRET: "linkedin-secret",
  LINKEDIN_ISSUER: provider.issuer.url,
});

// The compiled server of the build under test (build/server/index.js), as `npm start` runs it: it
// starts without compiling TypeScript first (on the busy 2-core machine, load average ~23, a start
// took ~127 s compiled against ~185 s through tsx).
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js")).href);
