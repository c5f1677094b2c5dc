import { apiOperations } from "./api";
import type { ApiErrorCode } from "./api-errors";
import type { RateRule } from "./rate-limits";

// What the /api-docs page shows beside the operations: the error format's example and its status table.

/** The error format's example: POST /auth/login with a password that is too short. */
export const apiErrorExample = {
  error: {
    code: "validation_error",
    message: "Invalid request body.",
    fields: { password: "Password must be at least 8 characters" },
  },
};

export interface ApiStatusInfo {
  status: number;
  /** The error codes (error.code) the documented endpoints send with it. */
  codes: ApiErrorCode[];
  when: string;
}

/** The statuses of the endpoints on the /api-docs page (its "Errors and status codes" table). */
export const apiDocsStatuses: ApiStatusInfo[] = [
  { status: 200, codes: [], when: "The request succeeded." },
  { status: 201, codes: [], when: "An account or an enrolment was created." },
  {
    status: 400,
    codes: ["validation_error", "invalid_json", "weak_password"],
    when: "The body or query is invalid; `fields` names each invalid field with its message.",
  },
  {
    status: 401,
    codes: ["unauthorized", "invalid_credentials", "invalid_refresh_token"],
    when: "The token is missing, expired or revoked, the e-mail or password is wrong, or the refresh token was already used.",
  },
  {
    status: 403,
    codes: ["email_not_verified", "forbidden", "invalid_origin"],
    when: "The e-mail address is not confirmed yet, the progress asked for is another user's, or a change made with the website's cookie came from another site.",
  },
  {
    status: 404,
    codes: ["not_found", "not_enrolled"],
    when: "No active course has this id, you are not enrolled in it, or there is no endpoint at this path.",
  },
  { status: 409, codes: ["already_enrolled", "already_registered"], when: "You are already enrolled, or the e-mail is already registered." },
  { status: 415, codes: ["unsupported_media_type"], when: "The body was not sent as `application/json`." },
  { status: 429, codes: ["rate_limited"], when: "Too many sign-in or registration attempts from your address: wait a few minutes and try again." },
  { status: 500, codes: ["internal_error"], when: "Something went wrong on our side; try again later." },
];

const limitText = (rule: RateRule) =>
  `${rule.max} per ${rule.windowSeconds % 60 === 0 ? (rule.windowSeconds === 60 ? "minute" : `${rule.windowSeconds / 60} minutes`) : `${rule.windowSeconds} s`} per ${rule.per === "user" ? "user" : "client"}`;

/**
 * The README's endpoint table, from the operations (a test keeps README.md in step: run
 * `npm run readme:api` after changing an operation).
 */
export function apiEndpointTable(): string {
  const rows = apiOperations.map(
    (op) =>
      `| \`${op.method.toUpperCase()} ${op.path}\` | ${op.auth === "admin" ? "staff" : op.auth === "user" ? "signed in" : "anyone"} | ${op.rateLimit ? limitText(op.rateLimit) : ""} | ${op.summary} |`,
  );
  return ["| Endpoint | Who | Limit | What |", "|---|---|---|---|", ...rows].join("\n");
}

/** Where the table stands in README.md. */
export const README_API_TABLE = { start: "<!-- api-endpoints:start (generated: npm run readme:api) -->", end: "<!-- api-endpoints:end -->" };
