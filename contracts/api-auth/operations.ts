import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import { keepPasswordBodySchema, loginBodySchema, refreshBodySchema, registerBodySchema, registerResponseSchema, tokenResponseSchema } from "../api-auth";
import { sampleUser, sampleTokens } from "../api-examples";


export const login = defineOperation({
  id: "login",
  method: "post",
  path: "/auth/login",
  tag: "Authentication",
  summary: "Sign in and get a bearer token",
  description:
    "Exchanges the e-mail address and password of a confirmed account for an access token and a refresh token. Send the `token` as `Authorization: Bearer <token>` on the calls that need a signed-in user; it is valid for `expires_in` seconds. Keep `user.id`: it is the `userId` of the progress endpoint. An account with two-factor sign-in needs a code in the same request: `totp_code` (from the authenticator app) or `backup_code` (each works once). Without one the answer is 401 `two_factor_code_required`; a wrong code is 401 `invalid_two_factor_code`, and after 10 wrong codes in a row two-factor sign-in is locked for 15 minutes (429 `rate_limited`). The tokens start a family that lasts 30 days from this sign-in for a learner (12 hours for staff), however often it is refreshed.",
  body: { schema: loginBodySchema, example: { email: "asha@example.com", password: "Secur3Passw0rd" } },
  response: { status: 200, description: "Tokens and the user", schema: tokenResponseSchema, example: sampleTokens },
  errors: ["validation_error", "invalid_json", "invalid_credentials", "two_factor_code_required", "invalid_two_factor_code", "unauthorized", "email_not_verified", "rate_limited"],
  rateLimit: apiRateRules.login,
});

export const registerAccount = defineOperation({
  id: "register",
  method: "post",
  path: "/auth/register",
  tag: "Authentication",
  summary: "Create an account (a confirmation e-mail is sent)",
  description:
    "Creates an account and e-mails a confirmation link to the address. Sign in with `POST /auth/login` once the address is confirmed; before that, login answers 403 `email_not_verified`.",
  body: { schema: registerBodySchema, example: { email: "asha@example.com", password: "Secur3Passw0rd", name: "Asha Verma" } },
  response: {
    status: 201,
    description: "Account created; confirm the e-mail address before signing in",
    schema: registerResponseSchema,
    example: { user: sampleUser, message: "Check your email to confirm your account!" },
  },
  errors: ["validation_error", "invalid_json", "weak_password", "already_registered", "rate_limited"],
  rateLimit: apiRateRules.register,
});

export const keepPassword = defineOperation({
  id: "keep-password",
  method: "post",
  path: "/auth/keep-password",
  // The confirmation page's, not an API client's: under Account, so the API docs page's
  // Authentication tab keeps the spec's three endpoints.
  tag: "Account",
  summary: "Keep the sign-up password after confirming in another browser",
  description:
    "A confirmation link opened in another browser than the one that signed up leads to `/reset-password?token=…&confirmed=1`, and until then the sign-up password opens nothing. With that `token` and the password chosen at sign-up, the password is the account's again (or choose a new one with the same token). The link is good for an hour and once. At most 10 attempts a minute per client, and 10 password checks in 15 minutes per account (429 `rate_limited`).",
  body: { schema: keepPasswordBodySchema, example: { token: "Zk3pQ8mW2xR7vN4cL9tY1hB6", password: "Secur3Passw0rd" } },
  response: { status: 204, description: "The password is kept" },
  errors: ["validation_error", "invalid_json", "invalid_password", "invalid_token", "rate_limited", "unsupported_media_type"],
  rateLimit: apiRateRules.login,
});

export const refreshTokens = defineOperation({
  id: "refresh",
  method: "post",
  path: "/auth/refresh",
  tag: "Authentication",
  summary: "Exchange a refresh token for new tokens (the old ones stop working)",
  description:
    "Each refresh token works once. The answer carries a new access token and a new refresh token; the previous access token stops working at the same moment. A refresh token stops working when its session ends (sign-out with `POST /api/auth/sign-out` and the bearer token, a password change or reset, two-factor turned on) and when its family reaches its lifetime (30 days from the login for a learner, 12 hours for staff). A refresh token that was already used coming back is taken for a stolen one: every session of the account ends, and every refresh token with it (401 `invalid_refresh_token`; sign in again).",
  body: { schema: refreshBodySchema, example: { refresh_token: sampleTokens.refresh_token } },
  response: { status: 200, description: "New tokens", schema: tokenResponseSchema, example: sampleTokens },
  errors: ["validation_error", "invalid_json", "invalid_refresh_token", "unauthorized"],
  rateLimit: apiRateRules.refresh,
});
