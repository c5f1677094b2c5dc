import { programCategories, programLevels } from "#contracts/vocabulary";

// The endpoints the /api-docs page documents: the real /api/v1 of this site. Summaries, body and
// query fields, examples, statuses and error codes are copies of the OpenAPI operations in
// server/openapi/openapi-document.server.ts (that module pulls zod and server code, so the browser
// cannot import it); api-docs-content.test.ts fails when the two drift apart.

export type HttpMethod = "GET" | "POST";
export type EndpointTab = "authentication" | "courses" | "progress";
export type ApiDocsTab = EndpointTab | "examples";

export interface ApiDocsTabInfo {
  id: ApiDocsTab;
  label: string;
}

/** The page's tabs, in order (spec: Authentication, Courses, Progress, Examples). */
export const apiDocsTabs: ApiDocsTabInfo[] = [
  { id: "authentication", label: "Authentication" },
  { id: "courses", label: "Courses" },
  { id: "progress", label: "Progress" },
  { id: "examples", label: "Examples" },
];

/** Spec section 4: the active tab defaults to authentication. */
export const DEFAULT_API_DOCS_TAB: ApiDocsTab = "authentication";

/** The first paragraph of each endpoint tab. */
export const tabIntros: Record<EndpointTab, string> = {
  authentication:
    "Create an account, confirm the e-mail address with the link we send, then sign in to get a bearer token. Send it as `Authorization: Bearer <token>` on the calls that need a signed-in user; when it expires, exchange the refresh token for new tokens.",
  courses:
    "The course catalogue is public: no token needed to list or read courses. Enrolling needs a signed-in user. Lists are paged: `page` 1 and `limit` 20 courses per page unless you ask otherwise.",
  progress:
    "A course has modules, in order: `GET /courses/{courseId}` lists them, and an enrolled learner reads their lesson text with `GET /courses/{courseId}/modules`. Mark modules completed as the learner finishes them; progress is the share of completed modules in whole percent.",
};

export interface ApiField {
  name: string;
  /** JSON type as the OpenAPI schema has it: string, integer, boolean. */
  type: "string" | "integer" | "boolean";
  required: boolean;
  description: string;
  /** The allowed values, when the field is an enumeration. */
  values?: readonly string[];
  /** The value used when the field is left out. */
  default?: string | number;
}

export interface ApiEndpoint {
  /** Anchor of the endpoint on the page. */
  id: string;
  tab: EndpointTab;
  method: HttpMethod;
  /** Path below the base URL, with {placeholders}. */
  path: string;
  summary: string;
  description: string;
  /** Needs `Authorization: Bearer <token>` (or the website's session cookie). */
  auth: boolean;
  pathParams?: ApiField[];
  query?: ApiField[];
  body?: ApiField[];
  requestExample?: unknown;
  response: { status: number; description: string; example: unknown };
  /** Error statuses this endpoint answers with (body: the error format). */
  errors: number[];
}

// The OpenAPI document's sample objects.
export const sampleCourse = {
  id: "5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21",
  title: "Machine Learning with scikit-learn",
  description: "Build, evaluate and tune supervised and unsupervised models.",
  category: "machine-learning",
  level: "beginner",
  duration: "10 weeks",
  price: 34999,
  features: ["Supervised and unsupervised learning", "Feature engineering", "Model evaluation and tuning"],
  is_active: true,
};
const sampleUser = { id: "V1StGXR8Z5jdHi6BmyT7pQk2aE3n4MfL", email: "asha@example.com", name: "Asha Verma" };
const sampleEnrollment = {
  id: "9d6c2a41-6f0e-4b8a-8d1e-5a7c3b2e1f00",
  user_id: sampleUser.id,
  program_id: sampleCourse.id,
  status: "active",
  progress: 33,
  completed_modules: ["0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f"],
  enrolled_at: "2026-11-20T10:15:00.000Z",
  program: {
    title: sampleCourse.title,
    category: sampleCourse.category,
    duration: sampleCourse.duration,
    level: sampleCourse.level,
    features: sampleCourse.features,
  },
};
const sampleModule = {
  id: "0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f",
  position: 1,
  title: "Supervised and unsupervised learning",
  summary: "Regression, classification and clustering on real datasets.",
  duration_minutes: 90,
};
const sampleLesson = { ...sampleModule, lesson_markdown: "## What you will learn\n\n- Fit a model\n- Judge it on held-out data" };
const sampleTokens = {
  token: "kX1vQ8bS3m2J9aT6yR4wZ0cN7pL5dF2h",
  token_type: "Bearer",
  expires_in: 604800,
  refresh_token: "r3Fr35h-t0k3n-us3-0nc3-Lq9Xv2Bn7Mk4Pz8W",
  user: sampleUser,
};

const courseIdParam: ApiField = {
  name: "courseId",
  type: "string",
  required: true,
  description: "The course's `id` (a UUID) from `GET /courses`.",
};

export const paymentMethods = ["card", "upi", "net_banking", "emi", "purchase_order", "paypal"] as const;

/** Spec section 9: API docs defaults page 1, limit 20. */
export const COURSES_DEFAULT_PAGE = 1;
export const COURSES_DEFAULT_LIMIT = 20;

export const endpoints: ApiEndpoint[] = [
  {
    id: "login",
    tab: "authentication",
    method: "POST",
    path: "/auth/login",
    summary: "Sign in and get a bearer token",
    description:
      "Exchanges the e-mail address and password of a confirmed account for an access token and a refresh token. Send the `token` as `Authorization: Bearer <token>` on the calls that need a signed-in user; it is valid for `expires_in` seconds. Keep `user.id`: it is the `userId` of the progress endpoint.",
    auth: false,
    body: [
      { name: "email", type: "string", required: true, description: "The account's e-mail address." },
      { name: "password", type: "string", required: true, description: "The account's password (8 to 72 characters)." },
    ],
    requestExample: { email: "asha@example.com", password: "Secur3Passw0rd" },
    response: { status: 200, description: "Tokens and the user", example: sampleTokens },
    errors: [400, 401, 403, 429],
  },
  {
    id: "register",
    tab: "authentication",
    method: "POST",
    path: "/auth/register",
    summary: "Create an account (a confirmation e-mail is sent)",
    description:
      "Creates an account and e-mails a confirmation link to the address. Sign in with `POST /auth/login` once the address is confirmed; before that, login answers 403 `email_not_verified`.",
    auth: false,
    body: [
      { name: "email", type: "string", required: true, description: "A valid e-mail address, at most 255 characters." },
      { name: "password", type: "string", required: true, description: "At least 8 characters (at most 72)." },
      { name: "name", type: "string", required: true, description: "The learner's name, 1 to 100 characters." },
    ],
    requestExample: { email: "asha@example.com", password: "Secur3Passw0rd", name: "Asha Verma" },
    response: {
      status: 201,
      description: "Account created; confirm the e-mail address before signing in",
      example: { user: sampleUser, message: "Check your email to confirm your account!" },
    },
    errors: [400, 409, 429],
  },
  {
    id: "refresh",
    tab: "authentication",
    method: "POST",
    path: "/auth/refresh",
    summary: "Exchange a refresh token for new tokens (the old ones stop working)",
    description:
      "Each refresh token works once. The answer carries a new access token and a new refresh token; the previous access token stops working at the same moment.",
    auth: false,
    body: [{ name: "refresh_token", type: "string", required: true, description: "The `refresh_token` of the last login or refresh." }],
    requestExample: { refresh_token: sampleTokens.refresh_token },
    response: { status: 200, description: "New tokens", example: sampleTokens },
    errors: [400, 401],
  },
  {
    id: "list-courses",
    tab: "courses",
    method: "GET",
    path: "/courses",
    summary: "List active courses",
    description: "The active courses of the catalogue, a page at a time, optionally filtered by category and level. No token needed.",
    auth: false,
    query: [
      { name: "category", type: "string", required: false, description: "Only courses of this category.", values: programCategories },
      { name: "level", type: "string", required: false, description: "Only courses of this level.", values: programLevels },
      { name: "page", type: "integer", required: false, description: "The page to return, from 1.", default: COURSES_DEFAULT_PAGE },
      { name: "limit", type: "integer", required: false, description: "Courses per page, 1 to 100.", default: COURSES_DEFAULT_LIMIT },
    ],
    response: {
      status: 200,
      description: "A page of courses",
      example: { data: [sampleCourse], pagination: { page: 1, limit: 20, total: 1, total_pages: 1 } },
    },
    errors: [400],
  },
  {
    id: "get-course",
    tab: "courses",
    method: "GET",
    path: "/courses/{courseId}",
    summary: "One active course with its modules in order",
    description: "A single active course with its `modules` in order (id, title, summary, estimated duration in minutes). No token needed.",
    auth: false,
    pathParams: [courseIdParam],
    response: { status: 200, description: "The course", example: { ...sampleCourse, modules: [sampleModule] } },
    errors: [404],
  },
  {
    id: "enroll",
    tab: "courses",
    method: "POST",
    path: "/courses/{courseId}/enroll",
    summary: "Enrol the signed-in user",
    description:
      "Enrols the signed-in user in the course. The enrolment starts with status `active` and progress 0. Enrolling twice in the same course answers 409 `already_enrolled`. The body may be left out.",
    auth: true,
    pathParams: [courseIdParam],
    body: [
      { name: "payment_method", type: "string", required: false, description: "How the course will be paid for.", values: paymentMethods },
    ],
    requestExample: { payment_method: "upi" },
    response: {
      status: 201,
      description: "Enrolled",
      example: { enrollment: { ...sampleEnrollment, progress: 0, completed_modules: [] } },
    },
    errors: [400, 401, 404, 409],
  },
  {
    id: "user-progress",
    tab: "progress",
    method: "GET",
    path: "/users/{userId}/progress",
    summary: "The signed-in user's progress in every course",
    description:
      "Every enrolment of the user with its status, progress in percent and completed modules, newest first. A user can read only their own progress: another `userId` answers 403.",
    auth: true,
    pathParams: [{ name: "userId", type: "string", required: true, description: "Your user id: `user.id` from `POST /auth/login`." }],
    response: {
      status: 200,
      description: "Enrolments with progress",
      example: { user_id: sampleUser.id, enrollments: [sampleEnrollment] },
    },
    errors: [401, 403],
  },
  {
    id: "course-modules",
    tab: "progress",
    method: "GET",
    path: "/courses/{courseId}/modules",
    summary: "The modules of a course you are enrolled in, with their lesson text (also after the course left the catalogue)",
    description:
      "The course's modules in order, each with its lesson text in Markdown. Only for a learner enrolled in the course (404 `not_enrolled` otherwise); a course that has left the catalogue stays readable for its learners.",
    auth: true,
    pathParams: [courseIdParam],
    response: { status: 200, description: "The modules in order", example: { modules: [sampleLesson] } },
    errors: [401, 404],
  },
  {
    id: "update-progress",
    tab: "progress",
    method: "POST",
    path: "/courses/{courseId}/progress",
    summary: "Mark a module completed or not",
    description:
      "Marks one module of a course you are enrolled in as completed (or not) and returns the enrolment with its new progress: the share of completed modules, in whole percent. When every module is completed the status becomes `completed`.",
    auth: true,
    pathParams: [courseIdParam],
    body: [
      {
        name: "module_id",
        type: "string",
        required: true,
        description: "The module's `id` from the course's `modules`. Its number in the course (1 for the first module) is accepted too.",
      },
      { name: "completed", type: "boolean", required: true, description: "`true` to mark the module completed, `false` to clear it." },
    ],
    requestExample: { module_id: sampleModule.id, completed: true },
    response: { status: 200, description: "The enrolment with its new progress", example: { enrollment: sampleEnrollment } },
    errors: [400, 401, 404],
  },
  {
    id: "my-enrollments",
    tab: "progress",
    method: "GET",
    path: "/me/enrollments",
    summary: "The signed-in user's enrolments",
    description: "The same enrolments as the progress endpoint, without needing the user id.",
    auth: true,
    response: { status: 200, description: "Enrolments", example: { enrollments: [sampleEnrollment] } },
    errors: [401],
  },
];

export interface StatusCodeInfo {
  status: number;
  meaning: string;
  /** The error codes (error.code) sent with this status. */
  codes: string[];
  when: string;
}

/** Statuses of the API. Errors share one format: { error: { code, message, fields? } }. */
export const statusCodes: StatusCodeInfo[] = [
  { status: 200, meaning: "OK", codes: [], when: "The request succeeded." },
  { status: 201, meaning: "Created", codes: [], when: "An account or an enrolment was created." },
  { status: 204, meaning: "No Content", codes: [], when: "Something was deleted; there is no body." },
  {
    status: 400,
    meaning: "Bad Request",
    codes: ["validation_error", "invalid_json", "weak_password"],
    when: "The body or query is invalid; `fields` names each invalid field with its message.",
  },
  {
    status: 401,
    meaning: "Unauthorized",
    codes: ["unauthorized", "invalid_credentials", "invalid_refresh_token"],
    when: "The token is missing, expired or revoked, the e-mail or password is wrong, or the refresh token was already used.",
  },
  {
    status: 403,
    meaning: "Forbidden",
    codes: ["email_not_verified", "forbidden", "invalid_origin"],
    when: "The e-mail address is not confirmed yet, the progress asked for is another user's, or a change made with the website's cookie came from another site.",
  },
  {
    status: 404,
    meaning: "Not Found",
    codes: ["not_found", "not_enrolled"],
    when: "No active course has this id, you are not enrolled in it, or there is no endpoint at this path.",
  },
  { status: 409, meaning: "Conflict", codes: ["already_enrolled", "already_registered"], when: "You are already enrolled, or the e-mail is already registered." },
  { status: 415, meaning: "Unsupported Media Type", codes: ["unsupported_media_type"], when: "The body was not sent as `application/json`." },
  { status: 429, meaning: "Too Many Requests", codes: ["rate_limited"], when: "Too many sign-in or registration attempts from your address: wait a few minutes and try again." },
  { status: 500, meaning: "Internal Server Error", codes: ["internal_error"], when: "Something went wrong on our side; try again later." },
];

/** A real error answer: POST /auth/login with a password that is too short. */
export const errorExample = {
  error: {
    code: "validation_error",
    message: "Invalid request body.",
    fields: { password: "Password must be at least 8 characters" },
  },
};

/** The headers panel. */
export const requestHeaders = [
  { name: "Content-Type", value: "application/json", description: "On every request with a body: bodies are JSON." },
  { name: "Authorization", value: "Bearer <token>", description: "On calls that need a signed-in user: the `token` from `POST /auth/login`." },
];

/** Where the machine-readable document and the interactive reference are served. */
export const OPENAPI_PATH = "/api/v1/openapi.json";
export const API_REFERENCE_PATH = "/api/v1/docs";
export const API_BASE_PATH = "/api/v1";
