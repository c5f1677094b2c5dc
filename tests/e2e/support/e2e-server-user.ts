// The identity the stand-in OAuth provider signs in (tests/e2e/support/e2e-server.ts).
export const OAUTH_USER = { email: "oauth.learner@example.com", name: "Ravi Kumar", sub: "oauth-learner-1" };
