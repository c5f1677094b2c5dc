import { z } from "./zod";

// The REST API's one error shape and every error code it sends, once (decision 010): the server's
// apiError() accepts only these codes, the OpenAPI document lists them per response, and the
// /api-docs page's status table is checked against them.
//
//   { "error": { "code": "lower_snake", "message": "A sentence.", "fields"?: { "<field>": "…" } } }

/** Each code with the one HTTP status it is sent with. */
export const apiErrorStatus = {
  validation_error: 400,
  invalid_json: 400,
  no_password: 400,
  proof_required: 400,
  two_factor_off: 400,
  invalid_characters: 400,
  weak_password: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  invalid_refresh_token: 401,
  two_factor_code_required: 401,
  invalid_two_factor_code: 401,
  email_not_verified: 403,
  forbidden: 403,
  invalid_origin: 403,
  two_factor_required: 403,
  invalid_password: 403,
  invalid_code: 403,
  reauthentication_required: 403,
  organisation_read_only: 403,
  not_found: 404,
  invalid_token: 404,
  not_enrolled: 404,
  already_enrolled: 409,
  program_has_enrollments: 409,
  module_list_changed: 409,
  already_registered: 409,
  already_cancelled: 409,
  registration_closed: 409,
  session_full: 409,
  already_revoked: 409,
  job_not_failed: 409,
  job_already_queued: 409,
  quiz_not_passed: 409,
  no_quiz: 409,
  quiz_empty: 409,
  no_attempts_left: 409,
  attempt_submitted: 409,
  quiz_time_over: 409,
  no_seats_left: 409,
  account_exists: 409,
  last_owner: 409,
  team_exists: 409,
  public_mail_domain: 409,
  certificate_revoked: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  insert_failed: 500,
  rate_check_failed: 503,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;

export const apiErrorCodes = Object.keys(apiErrorStatus) as ApiErrorCode[];

/** The reason phrase of each status the API answers with. */
export const httpStatusText: Record<number, string> = {
  200: "OK",
  201: "Created",
  302: "Found",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(apiErrorCodes).describe("Stable and machine-readable: lower_snake_case"),
      message: z.string().describe("A sentence for people"),
      fields: z.record(z.string(), z.string()).optional().describe("On validation errors: the first message of each invalid field"),
    }),
  })
  .meta({ id: "Error" });
