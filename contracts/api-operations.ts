import type { z } from "./zod";
import { adminEnrollmentListSchema, adminPageQuerySchema, adminUserListSchema, adminUserQuerySchema, inquiryListSchema, inquiryQuerySchema, inquiryResponseSchema, inquiryStatusUpdateSchema, subscriberListSchema } from "./admin";
import { keepPasswordBodySchema, loginBodySchema, refreshBodySchema, registerBodySchema, registerResponseSchema, tokenResponseSchema } from "./api-auth";
import type { ApiErrorCode } from "./api-errors";
import {
  courseDetailSchema,
  courseModulesResponseSchema,
  coursesQuerySchema,
  coursesResponseSchema,
  enrollBodySchema,
  enrollmentResponseSchema,
  enrollmentsResponseSchema,
  progressBodySchema,
  progressResponseSchema,
} from "./catalogue";
import {
  adminCertificateListSchema,
  adminCertificateQuerySchema,
  adminCertificateResponseSchema,
  certificateCheckSchema,
  myCertificatesResponseSchema,
  revokeCertificateSchema,
} from "./certificates";
import { contactResponseSchema, contactSchema } from "./contact";
import { adminJobListSchema, adminJobQuerySchema, adminJobResponseSchema } from "./jobs";
import { accountSessionsResponseSchema, dataExportSchema, deleteAccountSchema, endedSessionsResponseSchema } from "./account";
import {
  newsletterConfirmResponseSchema,
  newsletterResponseSchema,
  newsletterSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeResponseSchema,
} from "./newsletter";
import { meResponseSchema, profileResponseSchema, profileUpdateSchema } from "./profile";
import {
  adminProgramListSchema,
  auditEventListSchema,
  moduleInputSchema,
  moduleListSchema,
  moduleOrderSchema,
  modulePatchSchema,
  moduleResponseSchema,
  programInputSchema,
  programPatchSchema,
  programResponseSchema,
} from "./programs";
import {
  adminRegistrationsQuerySchema,
  adminRegistrationsResponseSchema,
  myRegistrationsResponseSchema,
  registrationBodySchema,
  registrationItemsQuerySchema,
  registrationItemsResponseSchema,
  registrationResultSchema,
} from "./registrations";

// Every operation of the REST API (/api/v1), once: the OpenAPI document (openapi.ts) is generated
// from this table, the /api-docs page shows the operations of its three tabs from the document at
// build time, and a test checks that every route the server registers is here and that every
// example validates against its schema.

/** The document's tags, in order. The first three are the /api-docs page's tabs (spec section 2). */
export const apiTags = [
  {
    name: "Authentication",
    description:
      "Create an account, confirm the e-mail address with the link we send, then sign in to get a bearer token. Send it as `Authorization: Bearer <token>` on the calls that need a signed-in user; when it expires, exchange the refresh token for new tokens.",
  },
  {
    name: "Courses",
    description:
      "The course catalogue is public: no token needed to list or read courses. Enrolling needs a signed-in user. Lists are paged: `page` 1 and `limit` 20 courses per page unless you ask otherwise.",
  },
  {
    name: "Progress",
    description:
      "A course has modules, in order: `GET /courses/{courseId}` lists them, and an enrolled learner reads their lesson text with `GET /courses/{courseId}/modules`. Mark modules completed (by their `id`) as the learner finishes them; progress is the share of completed modules in whole percent.",
  },
  { name: "Account", description: "The signed-in user's own account and profile." },
  {
    name: "Registrations",
    description:
      "Seats at the workshops, seminars, events, webinars and masterclasses of the listing pages. The items and their live seat counts are public; registering, listing and cancelling need a signed-in user. Each registration and cancellation is confirmed by e-mail with a calendar file.",
  },
  {
    name: "Certificates",
    description:
      "A learner who completes every module of a course gets a certificate once, with a code such as `ABCD-EFGH-JKMN`. Anyone holding the code can check it (no token needed; at most 60 checks per minute per client); the learner lists their certificates and downloads each as a PDF with a QR code of its verification link.",
  },
  { name: "Site", description: "The website's forms: the newsletter and the contact form. No token needed." },
  {
    name: "Staff",
    description:
      "The staff inbox: contact inquiries, newsletter subscribers, enrolments and registrations, certificates (find and revoke), accounts (find one, sign it out everywhere), and the catalogue's programs with their modules and the history of their changes. Needs an account with the admin role and two-factor sign-in on.",
  },
  { name: "Reference", description: "This document and the interactive reference." },
] as const;

export type ApiTag = (typeof apiTags)[number]["name"];

export interface ApiOperation {
  /** The operationId, and the endpoint's anchor on the /api-docs page. */
  id: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Below /api/v1, with {placeholders}. */
  path: string;
  summary: string;
  description?: string;
  tag: ApiTag;
  /** Who may call it: anyone (unset), a signed-in user, or staff (admin role and two-factor sign-in). */
  auth?: "user" | "admin";
  /** Each path parameter and what it is. */
  params?: Record<string, string>;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; example: unknown; optional?: boolean };
  response:
    | { status: number; description: string; schema: z.ZodType; example: unknown }
    | { status: number; description: string; contentType: string }
    /** 204: no body. */
    | { status: 204; description: string };
  /** The error codes it answers with (their statuses: api-errors.ts). */
  errors: ApiErrorCode[];
}

// ---- examples ------------------------------------------------------------------------------

const sampleCourse = {
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
  course_id: sampleCourse.id,
  status: "active",
  progress: 33,
  completed_modules: ["0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f"],
  enrolled_at: "2026-11-20T10:15:00.000Z",
  course: {
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
const { id: _courseId, ...sampleProgramInput } = sampleCourse;
const sampleAdminProgram = {
  ...sampleCourse,
  enrollment_count: 12,
  module_count: 1,
  created_at: "2026-11-20T10:15:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};
const sampleModuleInput = { title: sampleLesson.title, summary: sampleLesson.summary, duration_minutes: 90, lesson_markdown: sampleLesson.lesson_markdown };
const sampleTokens = {
  token: "kX1vQ8bS3m2J9aT6yR4wZ0cN7pL5dF2h",
  token_type: "Bearer",
  expires_in: 604800,
  refresh_token: "r3Fr35h-t0k3n-us3-0nc3-Lq9Xv2Bn7Mk4Pz8W",
  user: sampleUser,
};
const sampleProfile = {
  id: sampleUser.id,
  email: sampleUser.email,
  full_name: "Asha Verma",
  company: "Tata Steel",
  phone: "+91 98765 43210",
  avatar_url: null,
};
const sampleInquiry = {
  id: "3f2a9c1e-7b4d-4e8f-a1c2-6d5e4f3a2b10",
  name: "Ravi Kumar",
  email: "ravi@acme.example",
  company: "Acme Industries",
  phone: "+91 98450 12345",
  subject: "Corporate training",
  message: "We would like a proposal for 40 engineers.",
  status: "new",
  created_at: "2026-11-21T09:30:00.000Z",
};
const { phone: _phone, message, ...inquiryHead } = sampleInquiry;
const sampleInquirySummary = { ...inquiryHead, preview: message };

const sampleSession = {
  id: "Zb2kQ9xW4mT7aR1c",
  device: "Chrome on Windows",
  ip_address: "203.0.113.7",
  created_at: "2026-11-20T10:15:00.000Z",
  last_used_at: "2026-11-21T08:02:00.000Z",
  expires_at: "2026-12-20T10:15:00.000Z",
  current: true,
};
const sampleLiveItem = {
  kind: "seminar",
  id: "rag-in-production",
  title: "Retrieval-Augmented Generation in Production",
  capacity: 120,
  taken: 65,
  seats_left: 55,
  full: false,
  starts_at: "2027-02-18T05:30:00.000Z",
  ends_at: "2027-02-18T08:30:00.000Z",
  place: "HITEC City, Hyderabad",
  price: 3000,
  open: true,
  registered: true,
};
const sampleRegistration = {
  id: "3c9e7f10-2b4d-4e6a-8f1c-7d5b9a0e2c44",
  kind: "seminar",
  item_id: "rag-in-production",
  status: "registered",
  created_at: "2026-12-01T09:20:00.000Z",
  cancelled_at: null,
  past: false,
  item: {
    title: sampleLiveItem.title,
    start_date: "2027-02-18",
    end_date: "2027-02-18",
    time: "11:00 AM IST",
    starts_at: sampleLiveItem.starts_at,
    ends_at: sampleLiveItem.ends_at,
    place: sampleLiveItem.place,
    price: 3000,
    join_url: null,
  },
};
const { registered: _registered, ...sampleAdminItemHead } = sampleLiveItem;

const sampleCertificateCourse = { title: sampleCourse.title, level: sampleCourse.level, duration: sampleCourse.duration };
const sampleCertificateCheck = {
  status: "valid",
  code: "7KQM-X4TB-9HWD",
  learner_name: sampleUser.name,
  course: sampleCertificateCourse,
  issued_at: "2026-12-18T11:40:00.000Z",
};
const sampleMyCertificate = {
  ...sampleCertificateCheck,
  revoked_at: null,
  revocation_reason: null,
  verification_url: "https://cortexa.ai/certificates/verify?code=7KQM-X4TB-9HWD",
};
const sampleAdminCertificate = {
  code: sampleCertificateCheck.code,
  status: "revoked",
  learner: sampleUser,
  course: sampleCertificateCourse,
  issued_at: sampleCertificateCheck.issued_at,
  revocation: { revoked_at: "2027-01-05T09:12:00.000Z", reason: "Issued to the wrong account after a data merge.", by: "staff@cortexa.ai" },
};
const certificateCode = { code: "The certificate's code as printed (`7KQM-X4TB-9HWD`); any case, the hyphens optional." };

const courseId = { courseId: "The course's `id` (a UUID) from `GET /courses`." };
const inquiryId = { id: "The inquiry's `id`." };
const programId = { programId: "The program's `id` (a UUID)." };
const moduleParams = { ...programId, moduleId: "The module's `id` (a UUID)." };
const jobId = { id: "The job's `id`." };
const sampleJob = {
  id: "3f0c9a52-7d1e-4f6b-9a0e-2b8c4d5e6f70",
  name: "backup.write",
  state: "failed" as const,
  attempts: 3,
  singleton_key: "schedule",
  run_at: "2027-01-15T06:00:00.000Z",
  created_at: "2027-01-15T06:00:00.000Z",
  started_at: "2027-01-15T06:15:00.412Z",
  finished_at: "2027-01-15T06:15:01.020Z",
  last_error: "Error: ENOSPC: no space left on device, write",
};
const STAFF_READ: ApiErrorCode[] = ["unauthorized", "forbidden", "two_factor_required"];
const STAFF_WRITE: ApiErrorCode[] = ["validation_error", "invalid_json", "unauthorized", "forbidden", "invalid_origin", "two_factor_required", "unsupported_media_type"];

// ---- operations ----------------------------------------------------------------------------

export const apiOperations: ApiOperation[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    id: "list-courses",
    method: "get",
    path: "/courses",
    tag: "Courses",
    summary: "List active courses",
    description:
      "The active courses of the catalogue, a page at a time, optionally filtered by category and level. No token needed. Each answer carries an `ETag` and `Cache-Control: public, no-cache`: send it back as `If-None-Match` and the answer is 304 (no body) while the page is unchanged, so a course staff take out of the catalogue leaves cached copies at once.",
    query: coursesQuerySchema,
    response: {
      status: 200,
      description: "A page of courses",
      schema: coursesResponseSchema,
      example: { data: [sampleCourse], pagination: { page: 1, limit: 20, total: 1, total_pages: 1 } },
    },
    errors: ["validation_error"],
  },
  {
    id: "get-course",
    method: "get",
    path: "/courses/{courseId}",
    tag: "Courses",
    summary: "One active course with its modules in order",
    description:
      "A single active course with its `modules` in order (id, title, summary, estimated duration in minutes). No token needed.",
    params: courseId,
    response: { status: 200, description: "The course", schema: courseDetailSchema, example: { ...sampleCourse, modules: [sampleModule] } },
    errors: ["not_found"],
  },
  {
    id: "enroll",
    method: "post",
    path: "/courses/{courseId}/enroll",
    tag: "Courses",
    summary: "Enrol the signed-in user",
    description:
      "Enrols the signed-in user in the course. The enrolment starts with status `active` and progress 0. Enrolling twice in the same course answers 409 `already_enrolled`. The body may be left out.",
    auth: "user",
    params: courseId,
    body: { schema: enrollBodySchema, example: { payment_method: "upi" }, optional: true },
    response: {
      status: 201,
      description: "Enrolled",
      schema: enrollmentResponseSchema,
      example: { enrollment: { ...sampleEnrollment, progress: 0, completed_modules: [] } },
    },
    errors: ["validation_error", "invalid_json", "unauthorized", "not_found", "already_enrolled"],
  },
  {
    id: "user-progress",
    method: "get",
    path: "/users/{userId}/progress",
    tag: "Progress",
    summary: "The signed-in user's progress in every course",
    description:
      "Every enrolment of the user with its status, progress in percent and completed modules, newest first. A user can read only their own progress: another `userId` answers 403.",
    auth: "user",
    params: { userId: "Your user id: `user.id` from `POST /auth/login`." },
    response: {
      status: 200,
      description: "Enrolments with progress",
      schema: progressResponseSchema,
      example: { user_id: sampleUser.id, enrollments: [sampleEnrollment] },
    },
    errors: ["unauthorized", "forbidden"],
  },
  {
    id: "course-modules",
    method: "get",
    path: "/courses/{courseId}/modules",
    tag: "Progress",
    summary: "The modules of a course you are enrolled in, with their lesson text",
    description:
      "The course's modules in order, each with its lesson text in Markdown. Only for a learner enrolled in the course (404 `not_enrolled` otherwise); a course that has left the catalogue stays readable for its learners.",
    auth: "user",
    params: courseId,
    response: { status: 200, description: "The modules in order", schema: courseModulesResponseSchema, example: { modules: [sampleLesson] } },
    errors: ["unauthorized", "not_found", "not_enrolled"],
  },
  {
    id: "update-progress",
    method: "post",
    path: "/courses/{courseId}/progress",
    tag: "Progress",
    summary: "Mark a module completed or not",
    description:
      "Marks one module of a course you are enrolled in as completed (or not) and returns the enrolment with its new progress: the share of completed modules, in whole percent. When every module is completed the status becomes `completed`.",
    auth: "user",
    params: courseId,
    body: { schema: progressBodySchema, example: { module_id: sampleModule.id, completed: true } },
    response: { status: 200, description: "The enrolment with its new progress", schema: enrollmentResponseSchema, example: { enrollment: sampleEnrollment } },
    errors: ["validation_error", "invalid_json", "unauthorized", "not_found", "not_enrolled"],
  },
  {
    id: "my-enrollments",
    method: "get",
    path: "/me/enrollments",
    tag: "Progress",
    summary: "The signed-in user's enrolments",
    description: "The same enrolments as the progress endpoint, without needing the user id.",
    auth: "user",
    response: { status: 200, description: "Enrolments", schema: enrollmentsResponseSchema, example: { enrollments: [sampleEnrollment] } },
    errors: ["unauthorized"],
  },
  {
    id: "me",
    method: "get",
    path: "/me",
    tag: "Account",
    summary: "The signed-in user's account and profile",
    auth: "user",
    response: {
      status: 200,
      description: "The account and its profile",
      schema: meResponseSchema,
      example: { user: { ...sampleUser, role: "learner", two_factor_enabled: false }, profile: sampleProfile },
    },
    errors: ["unauthorized"],
  },
  {
    id: "update-profile",
    method: "patch",
    path: "/me",
    tag: "Account",
    summary: "Save the signed-in user's profile",
    description: "The account's name follows `full_name`. A change made with the website's cookie must come from the site itself.",
    auth: "user",
    body: { schema: profileUpdateSchema, example: { full_name: "Asha Verma", company: "Tata Steel", phone: "+91 98765 43210" } },
    response: { status: 200, description: "The saved profile", schema: profileResponseSchema, example: { profile: sampleProfile } },
    errors: ["validation_error", "invalid_json", "unauthorized", "invalid_origin", "unsupported_media_type"],
  },
  {
    id: "delete-account",
    method: "delete",
    path: "/me",
    tag: "Account",
    summary: "Delete the signed-in user's account",
    description:
      "Needs the account's `password`, or a `code` from the authenticator app (or a backup code) when two-factor sign-in is on. An account with neither (a provider sign-in only) needs a session opened in the last 15 minutes instead (403 `reauthentication_required`). A code is good once. At most 10 attempts in 15 minutes per account (429 `rate_limited`), counted with the password checks of an address change. The user, profile, sign-in methods, two-factor secret, sessions, API tokens and certificates are erased (a deleted learner's certificate no longer verifies); enrolments stay, anonymised. A change made with the website's cookie must come from the site itself.",
    auth: "user",
    body: { schema: deleteAccountSchema, example: { password: "Secur3Passw0rd" }, optional: true },
    response: { status: 204, description: "Deleted" },
    errors: [
      "validation_error",
      "invalid_json",
      "no_password",
      "proof_required",
      "two_factor_off",
      "unauthorized",
      "invalid_password",
      "invalid_code",
      "reauthentication_required",
      "invalid_origin",
      "unsupported_media_type",
      "rate_limited",
    ],
  },
  {
    id: "my-sessions",
    method: "get",
    path: "/me/sessions",
    tag: "Account",
    summary: "Where the signed-in user is signed in (this session first)",
    description: "Every unexpired session of the account: the website's and the API clients' (an access token is a session). `current` is the session of this request.",
    auth: "user",
    response: { status: 200, description: "Sessions", schema: accountSessionsResponseSchema, example: { sessions: [sampleSession] } },
    errors: ["unauthorized"],
  },
  {
    id: "end-other-sessions",
    method: "delete",
    path: "/me/sessions",
    tag: "Account",
    summary: "Sign out every other session (and so their API tokens)",
    description: "Every session but the one of this request ends, with the refresh tokens tied to them.",
    auth: "user",
    response: { status: 200, description: "How many sessions ended", schema: endedSessionsResponseSchema, example: { ended: 2 } },
    errors: ["unauthorized", "invalid_origin"],
  },
  {
    id: "end-session",
    method: "delete",
    path: "/me/sessions/{sessionId}",
    tag: "Account",
    summary: "Sign out one session of the signed-in user",
    auth: "user",
    params: { sessionId: "The session's `id` from `GET /me/sessions`." },
    response: { status: 204, description: "Signed out" },
    errors: ["unauthorized", "invalid_origin", "not_found"],
  },
  {
    id: "export-my-data",
    method: "get",
    path: "/me/export",
    tag: "Account",
    summary: "Download everything we hold about the signed-in user (a JSON file)",
    description:
      "The account, sign-in methods, profile, enrolments, certificates, the inquiries sent with the account's address, the newsletter subscription and the sessions; a download (`Content-Disposition: attachment`).",
    auth: "user",
    response: {
      status: 200,
      description: "The data",
      schema: dataExportSchema,
      example: {
        format: "cortexa-learner-data/1",
        exported_at: "2026-11-21T08:02:00.000Z",
        account: { email: sampleUser.email },
        profile: null,
        enrollments: [],
        certificates: [],
        contact_inquiries: [],
        registrations: [],
        newsletter_subscription: null,
        sessions: [sampleSession],
      },
    },
    errors: ["unauthorized"],
  },
  {
    id: "registration-items",
    method: "get",
    path: "/registrations/items",
    tag: "Registrations",
    summary: "Workshops, seminars, events, webinars and masterclasses with their live seat counts",
    description:
      "Every item (or those of one `kind`) with its capacity, the seats taken and left, and whether it still takes registrations. No token needed; signed in (cookie or bearer token), `registered` says which items you hold.",
    query: registrationItemsQuerySchema,
    response: { status: 200, description: "The items", schema: registrationItemsResponseSchema, example: { items: [sampleLiveItem], signed_in: true } },
    errors: ["validation_error"],
  },
  {
    id: "register-for-item",
    method: "post",
    path: "/registrations",
    tag: "Registrations",
    summary: "Register the signed-in user (a confirmation e-mail with a calendar entry is sent)",
    description:
      "Takes a seat at the item. One live registration per item and user (409 `already_registered`); a full item answers 409 `session_full`, one that has started 409 `registration_closed`. At most a few registrations per user in any hour (429 `rate_limited`).",
    auth: "user",
    body: { schema: registrationBodySchema, example: { kind: "seminar", item_id: "rag-in-production" } },
    response: {
      status: 201,
      description: "Registered; the item's seats now",
      schema: registrationResultSchema,
      example: { registration: sampleRegistration, item: sampleLiveItem },
    },
    errors: [
      "validation_error",
      "invalid_json",
      "invalid_characters",
      "unauthorized",
      "invalid_origin",
      "not_found",
      "already_registered",
      "session_full",
      "registration_closed",
      "unsupported_media_type",
      "rate_limited",
    ],
  },
  {
    id: "my-registrations",
    method: "get",
    path: "/registrations",
    tag: "Registrations",
    summary: "The signed-in user's registrations, soonest first",
    auth: "user",
    response: { status: 200, description: "Live registrations, upcoming and past", schema: myRegistrationsResponseSchema, example: { registrations: [sampleRegistration] } },
    errors: ["unauthorized"],
  },
  {
    id: "cancel-registration",
    method: "post",
    path: "/registrations/{registrationId}/cancel",
    tag: "Registrations",
    summary: "Cancel a registration (frees the seat; a cancellation e-mail is sent)",
    description: "Only before the item starts (409 `registration_closed`); a registration cancelled already answers 409 `already_cancelled`.",
    auth: "user",
    params: { registrationId: "The registration's `id` from `GET /registrations`." },
    response: {
      status: 200,
      description: "Cancelled; the item's seats now",
      schema: registrationResultSchema,
      example: {
        registration: { ...sampleRegistration, status: "cancelled", cancelled_at: "2026-12-02T10:00:00.000Z" },
        item: { ...sampleLiveItem, taken: 64, seats_left: 56, registered: false },
      },
    },
    errors: ["unauthorized", "invalid_origin", "not_found", "already_cancelled", "registration_closed"],
  },
  {
    id: "subscribe",
    method: "post",
    path: "/newsletter",
    tag: "Site",
    summary: "Ask for the newsletter: a confirmation link is mailed to the address (double opt-in)",
    description:
      "Mails a confirmation link to the address. The address is subscribed only once the link is opened (`POST /newsletter/confirm`). The answer is the same whether the address is new, waiting for its confirmation or already subscribed: it does not tell who subscribes. At most 10 addresses per client an hour: beyond that 429 `rate_limited`, with `Retry-After` in seconds. The mail is sent after the answer, so the answer takes the same time for every address.",
    body: { schema: newsletterSchema, example: { email: "reader@example.com" } },
    response: {
      status: 202,
      description: "A confirmation link was mailed (or the address was already subscribed)",
      schema: newsletterResponseSchema,
      example: { email: "reader@example.com", status: "confirmation_sent" },
    },
    errors: ["validation_error", "invalid_json", "unsupported_media_type", "rate_limited"],
  },
  {
    id: "confirm-subscription",
    method: "post",
    path: "/newsletter/confirm",
    tag: "Site",
    summary: "Confirm a subscription with the token of the mailed link (works once)",
    body: { schema: newsletterTokenSchema, example: { token: "q3Yb0b9mJxv2a8sLw4nVZ1kR6tE5uHcP0oD7gF2iK9M" } },
    response: {
      status: 200,
      description: "Subscribed",
      schema: newsletterConfirmResponseSchema,
      example: { email: "reader@example.com", status: "subscribed" },
    },
    errors: ["validation_error", "invalid_json", "unsupported_media_type", "invalid_token"],
  },
  {
    id: "unsubscribe",
    method: "post",
    path: "/newsletter/unsubscribe",
    tag: "Site",
    summary: "Unsubscribe an address with the token of its unsubscribe link",
    description:
      "One click (RFC 8058): the `List-Unsubscribe` URL of every newsletter mail carries the token in the query, and any body is ignored. The unsubscribe page sends the token as JSON instead. The address is erased.",
    query: newsletterTokenSchema.partial(),
    body: { schema: newsletterTokenSchema, example: { token: "4f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e" }, optional: true },
    response: {
      status: 200,
      description: "The address is erased",
      schema: newsletterUnsubscribeResponseSchema,
      example: { email: "reader@example.com", status: "unsubscribed" },
    },
    errors: ["validation_error", "invalid_json", "unsupported_media_type", "invalid_token"],
  },
  {
    id: "check-certificate",
    method: "get",
    path: "/certificates/{code}",
    tag: "Certificates",
    summary: "Check a certificate by its code",
    description:
      'No token needed. A valid certificate answers with the learner\'s name as printed, the course and the date of issue. A revoked one answers only `{ "status": "revoked", "code", "revoked_at" }`: nothing about the learner. An unknown code (or one whose learner deleted their account) is 404 `not_found`. At most 60 checks per minute per client, then 429 `rate_limited` with `Retry-After`. Never cached (`Cache-Control: no-store`), so a revocation shows at once.',
    params: certificateCode,
    response: { status: 200, description: "The certificate is valid, or was revoked", schema: certificateCheckSchema, example: sampleCertificateCheck },
    errors: ["not_found", "rate_limited"],
  },
  {
    id: "my-certificates",
    method: "get",
    path: "/me/certificates",
    tag: "Certificates",
    summary: "The signed-in learner's certificates, newest first",
    description: "One per completed enrolment, issued when its progress reached 100 %, with its verification link. Revoked ones stay listed with `status: \"revoked\"`.",
    auth: "user",
    response: { status: 200, description: "The certificates", schema: myCertificatesResponseSchema, example: { certificates: [sampleMyCertificate] } },
    errors: ["unauthorized"],
  },
  {
    id: "my-certificate-pdf",
    method: "get",
    path: "/me/certificates/{code}/pdf",
    tag: "Certificates",
    summary: "Download one of your certificates as a PDF",
    description:
      "A4 landscape with the learner's name, the course, the date, the code and a QR code of the verification link; a download (`Content-Disposition: attachment`). Only the learner's own certificates (another's code is 404); a revoked certificate is 410 `certificate_revoked`. At most 20 PDFs a minute per user.",
    auth: "user",
    params: certificateCode,
    response: { status: 200, description: "The PDF file", contentType: "application/pdf" },
    errors: ["unauthorized", "not_found", "certificate_revoked", "rate_limited"],
  },
  {
    id: "contact",
    method: "post",
    path: "/contact",
    tag: "Site",
    summary: "Send a contact inquiry",
    description:
      "Stores the inquiry with status `new` and e-mails an acknowledgement. At most 5 inquiries per e-mail address and 20 per client in any 60 minutes: beyond that 429 `rate_limited`, with `Retry-After` in seconds.",
    body: {
      schema: contactSchema,
      example: {
        name: sampleInquiry.name,
        email: sampleInquiry.email,
        company: sampleInquiry.company,
        phone: sampleInquiry.phone,
        subject: sampleInquiry.subject,
        message: sampleInquiry.message,
      },
    },
    response: { status: 201, description: "Stored", schema: contactResponseSchema, example: { id: sampleInquiry.id } },
    errors: ["validation_error", "invalid_json", "payload_too_large", "unsupported_media_type", "rate_limited", "insert_failed", "rate_check_failed"],
  },
  {
    id: "list-inquiries",
    method: "get",
    path: "/admin/inquiries",
    tag: "Staff",
    summary: "Contact inquiries, newest first",
    auth: "admin",
    query: inquiryQuerySchema,
    response: {
      status: 200,
      description: "A page of inquiries",
      schema: inquiryListSchema,
      example: { inquiries: [sampleInquirySummary], total: 1, total_is_capped: false, next_cursor: null },
    },
    errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "get-inquiry",
    method: "get",
    path: "/admin/inquiries/{id}",
    tag: "Staff",
    summary: "One contact inquiry",
    auth: "admin",
    params: inquiryId,
    response: { status: 200, description: "The inquiry", schema: inquiryResponseSchema, example: { inquiry: sampleInquiry } },
    errors: ["unauthorized", "forbidden", "two_factor_required", "not_found"],
  },
  {
    id: "update-inquiry",
    method: "patch",
    path: "/admin/inquiries/{id}",
    tag: "Staff",
    summary: "Change an inquiry's status",
    auth: "admin",
    params: inquiryId,
    body: { schema: inquiryStatusUpdateSchema, example: { status: "in_progress" } },
    response: {
      status: 200,
      description: "The inquiry with its new status",
      schema: inquiryResponseSchema,
      example: { inquiry: { ...sampleInquiry, status: "in_progress" } },
    },
    errors: ["validation_error", "invalid_json", "unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found", "unsupported_media_type"],
  },
  {
    id: "list-subscribers",
    method: "get",
    path: "/admin/subscribers",
    tag: "Staff",
    summary: "Newsletter subscribers, newest first",
    auth: "admin",
    query: adminPageQuerySchema,
    response: {
      status: 200,
      description: "A page of subscribers",
      schema: subscriberListSchema,
      example: { subscribers: [{ id: "7c1e5a90-2b3d-4f6a-8e9b-0c1d2e3f4a5b", email: "reader@example.com", created_at: "2026-11-19T08:00:00.000Z" }], total: 1, next_cursor: null },
    },
    errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "export-subscribers",
    method: "get",
    path: "/admin/subscribers.csv",
    tag: "Staff",
    summary: "Every newsletter subscriber as CSV",
    description: "Columns `email` and `subscribed_at`, newest first; a download (`Content-Disposition: attachment`).",
    auth: "admin",
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
    errors: ["unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "list-enrollments",
    method: "get",
    path: "/admin/enrollments",
    tag: "Staff",
    summary: "Enrolments of every learner, newest first",
    auth: "admin",
    query: adminPageQuerySchema,
    response: {
      status: 200,
      description: "A page of enrolments",
      schema: adminEnrollmentListSchema,
      example: {
        enrollments: [
          {
            id: sampleEnrollment.id,
            status: "active",
            progress: 33,
            enrolled_at: sampleEnrollment.enrolled_at,
            learner: sampleUser,
            course: { id: sampleCourse.id, title: sampleCourse.title, category: sampleCourse.category, level: sampleCourse.level },
          },
        ],
        total: 1,
        next_cursor: null,
      },
    },
    errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "list-registrations",
    method: "get",
    path: "/admin/registrations",
    tag: "Staff",
    summary: "Every workshop, seminar, event, webinar and masterclass with its seats and registrations",
    description: "Each item (or those of one `kind`) with its live registrations: the learner's name, e-mail address and company.",
    auth: "admin",
    query: adminRegistrationsQuerySchema,
    response: {
      status: 200,
      description: "The items with their registrations",
      schema: adminRegistrationsResponseSchema,
      example: {
        items: [
          {
            ...sampleAdminItemHead,
            start_date: "2027-02-18",
            registrations: [{ id: sampleRegistration.id, name: sampleUser.name, email: sampleUser.email, company: "Tata Steel", registered_at: sampleRegistration.created_at }],
          },
        ],
      },
    },
    errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "export-registrations",
    method: "get",
    path: "/admin/registrations/csv",
    tag: "Staff",
    summary: "Registrations as CSV (all, one kind's or one item's)",
    description:
      "Columns `kind`, `item_id`, `item_title`, `item_date`, `name`, `email`, `company` and `registered_at`; a download (`Content-Disposition: attachment`). Filter with `kind` and `item_id`.",
    auth: "admin",
    query: adminRegistrationsQuerySchema,
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
    errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
  },
  {
    id: "admin-list-certificates",
    method: "get",
    path: "/admin/certificates",
    tag: "Staff",
    summary: "Every certificate, newest first; search by code, name or e-mail",
    description: "`q` matches the start of a code (with or without hyphens), or part of the learner's printed name or of their e-mail address.",
    auth: "admin",
    query: adminCertificateQuerySchema,
    response: {
      status: 200,
      description: "A page of certificates",
      schema: adminCertificateListSchema,
      example: { certificates: [sampleAdminCertificate], total: 1, next_cursor: null },
    },
    errors: ["validation_error", ...STAFF_READ],
  },
  {
    id: "admin-revoke-certificate",
    method: "post",
    path: "/admin/certificates/{code}/revoke",
    tag: "Staff",
    summary: "Revoke a certificate, with the reason",
    description:
      "From now on the public check answers `revoked` with the date, and the PDF can no longer be downloaded. The reason and who revoked it are kept in the audit log; the learner sees the reason, the public never does. A revocation is final (409 `already_revoked` the second time).",
    auth: "admin",
    params: certificateCode,
    body: { schema: revokeCertificateSchema, example: { reason: sampleAdminCertificate.revocation.reason } },
    response: { status: 200, description: "The certificate, revoked", schema: adminCertificateResponseSchema, example: { certificate: sampleAdminCertificate } },
    errors: [...STAFF_WRITE, "not_found", "already_revoked"],
  },
  {
    id: "admin-certificate-pdf",
    method: "get",
    path: "/admin/certificates/{code}/pdf",
    tag: "Staff",
    summary: "Download any learner's certificate as a PDF",
    auth: "admin",
    params: certificateCode,
    response: { status: 200, description: "The PDF file", contentType: "application/pdf" },
    errors: [...STAFF_READ, "not_found", "certificate_revoked", "rate_limited"],
  },
  {
    id: "admin-find-users",
    method: "get",
    path: "/admin/users",
    tag: "Staff",
    summary: "Find accounts by e-mail address or name",
    description: "At most 20 accounts whose address or name contains `q`, an exact address first, each with how many sessions it has open.",
    auth: "admin",
    query: adminUserQuerySchema,
    response: {
      status: 200,
      description: "The accounts found",
      schema: adminUserListSchema,
      example: { users: [{ ...sampleUser, role: "learner", email_verified: true, two_factor_enabled: false, active_sessions: 2, created_at: "2026-11-02T09:30:00.000Z" }] },
    },
    errors: ["validation_error", ...STAFF_READ],
  },
  {
    id: "admin-end-user-sessions",
    method: "delete",
    path: "/admin/users/{userId}/sessions",
    tag: "Staff",
    summary: "Sign an account out everywhere",
    description: "Ends every session of the account: its browsers and its API clients (their refresh tokens too). Written to the audit log with who did it.",
    auth: "admin",
    params: { userId: "The account's `id`." },
    response: { status: 200, description: "How many sessions ended", schema: endedSessionsResponseSchema, example: { ended: 2 } },
    errors: [...STAFF_WRITE, "not_found"],
  },
  {
    id: "admin-list-jobs",
    method: "get",
    path: "/admin/jobs",
    tag: "Staff",
    summary: "The job queue: the jobs of one state, newest first, and how many are in each",
    description:
      "Background and scheduled work (the retention cleanup, backups of the embedded database, …) runs as jobs on a queue in the database. `state` is `queued` (waiting for its time or for a retry), `running`, `completed` (kept 7 days) or `failed` (its retries used up, with the last error; kept 30 days).",
    auth: "admin",
    query: adminJobQuerySchema,
    response: { status: 200, description: "A page of jobs", schema: adminJobListSchema, example: { jobs: [sampleJob], counts: { queued: 0, running: 0, completed: 12, failed: 1 }, total: 1, next_cursor: null } },
    errors: ["validation_error", ...STAFF_READ],
  },
  {
    id: "admin-retry-job",
    method: "post",
    path: "/admin/jobs/{id}/retry",
    tag: "Staff",
    summary: "Queue a failed job again",
    description:
      "The job runs again as soon as a worker is free, with its retries counted afresh. Only a failed job can be retried (409 `job_not_failed`); 409 `job_already_queued` when a job with the same singleton key is already queued or running. No body.",
    auth: "admin",
    params: jobId,
    response: { status: 200, description: "The job, queued", schema: adminJobResponseSchema, example: { job: { ...sampleJob, state: "queued", attempts: 0, finished_at: null } } },
    errors: [...STAFF_WRITE, "not_found", "job_not_failed", "job_already_queued"],
  },
  {
    id: "openapi",
    method: "get",
    path: "/openapi.json",
    tag: "Reference",
    summary: "This OpenAPI 3.1 document",
    response: { status: 200, description: "The document", contentType: "application/json" },
    errors: [],
  },
  {
    id: "reference",
    method: "get",
    path: "/docs",
    tag: "Reference",
    summary: "The interactive API reference (an HTML page)",
    response: { status: 200, description: "The page", contentType: "text/html" },
    errors: [],
  },
  {
    id: "reference-file",
    method: "get",
    path: "/docs/{file}",
    tag: "Reference",
    summary: "A script or stylesheet of the interactive reference",
    params: { file: "`swagger-ui.css`, `swagger-ui-bundle.js` or `init.js`." },
    response: { status: 200, description: "The file", contentType: "text/javascript" },
    errors: ["not_found"],
  },
  // ---- Staff: the catalogue's programs and their modules (issue 16; the API says "program" here: staff manage the
  // spec's programs, active or not, not the public catalogue's courses)
  {
    id: "admin-list-programs",
    method: "get",
    path: "/admin/programs",
    tag: "Staff",
    summary: "Every program, active and inactive, with enrolment and module counts",
    auth: "admin",
    response: { status: 200, description: "The programs", schema: adminProgramListSchema, example: { programs: [sampleAdminProgram] } },
    errors: STAFF_READ,
  },
  {
    id: "admin-create-program",
    method: "post",
    path: "/admin/programs",
    tag: "Staff",
    summary: "Create a program",
    auth: "admin",
    body: { schema: programInputSchema, example: sampleProgramInput },
    response: {
      status: 201,
      description: "Created",
      schema: programResponseSchema,
      example: { program: { ...sampleAdminProgram, enrollment_count: 0, module_count: 0, modules: [] } },
    },
    errors: STAFF_WRITE,
  },
  {
    id: "admin-get-program",
    method: "get",
    path: "/admin/programs/{programId}",
    tag: "Staff",
    summary: "One program with its modules",
    auth: "admin",
    params: programId,
    response: { status: 200, description: "The program", schema: programResponseSchema, example: { program: { ...sampleAdminProgram, modules: [sampleLesson] } } },
    errors: [...STAFF_READ, "not_found"],
  },
  {
    id: "admin-update-program",
    method: "patch",
    path: "/admin/programs/{programId}",
    tag: "Staff",
    summary: "Edit a program",
    description: "Any of its fields. `is_active: false` deactivates it: it leaves the catalogue at once (on every server instance) and its learners keep access.",
    auth: "admin",
    params: programId,
    body: { schema: programPatchSchema, example: { price: 32999, is_active: false } },
    response: {
      status: 200,
      description: "The program as saved",
      schema: programResponseSchema,
      example: { program: { ...sampleAdminProgram, price: 32999, is_active: false, modules: [sampleLesson] } },
    },
    errors: [...STAFF_WRITE, "not_found"],
  },
  {
    id: "admin-delete-program",
    method: "delete",
    path: "/admin/programs/{programId}",
    tag: "Staff",
    summary: "Delete a program without enrolments",
    description: "A program with enrolments cannot be deleted (409 `program_has_enrollments`): deactivate it instead.",
    auth: "admin",
    params: programId,
    response: { status: 204, description: "Deleted" },
    errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found", "program_has_enrollments"],
  },
  {
    id: "admin-program-history",
    method: "get",
    path: "/admin/programs/{programId}/history",
    tag: "Staff",
    summary: "Every staff change to the program and its modules, newest first",
    auth: "admin",
    params: programId,
    response: {
      status: 200,
      description: "The audit log",
      schema: auditEventListSchema,
      example: {
        events: [
          {
            id: "3c9d7e2a-1b4f-4e6a-9c8d-7f6e5d4c3b2a",
            action: "program_updated",
            actor: { id: sampleUser.id, email: "staff@cortexa.ai" },
            subject: null,
            changes: { price: { from: 34999, to: 32999 } },
            created_at: "2026-11-21T08:00:00.000Z",
          },
        ],
      },
    },
    errors: [...STAFF_READ, "not_found"],
  },
  {
    id: "admin-add-module",
    method: "post",
    path: "/admin/programs/{programId}/modules",
    tag: "Staff",
    summary: "Add a module at the end of the program",
    auth: "admin",
    params: programId,
    body: { schema: moduleInputSchema, example: sampleModuleInput },
    response: { status: 201, description: "Added", schema: moduleResponseSchema, example: { module: sampleLesson } },
    errors: [...STAFF_WRITE, "not_found"],
  },
  {
    id: "admin-reorder-modules",
    method: "put",
    path: "/admin/programs/{programId}/modules/order",
    tag: "Staff",
    summary: "Put the modules in a new order (every module id once)",
    description: "A list that is not the program's modules, each once, answers 409 `module_list_changed` (someone else added or removed one).",
    auth: "admin",
    params: programId,
    body: { schema: moduleOrderSchema, example: { module_ids: [sampleModule.id] } },
    response: { status: 200, description: "The modules in their new order", schema: moduleListSchema, example: { modules: [sampleLesson] } },
    errors: [...STAFF_WRITE, "not_found", "module_list_changed"],
  },
  {
    id: "admin-update-module",
    method: "patch",
    path: "/admin/programs/{programId}/modules/{moduleId}",
    tag: "Staff",
    summary: "Edit a module",
    auth: "admin",
    params: moduleParams,
    body: { schema: modulePatchSchema, example: { duration_minutes: 120 } },
    response: { status: 200, description: "The module as saved", schema: moduleResponseSchema, example: { module: { ...sampleLesson, duration_minutes: 120 } } },
    errors: [...STAFF_WRITE, "not_found"],
  },
  {
    id: "admin-remove-module",
    method: "delete",
    path: "/admin/programs/{programId}/modules/{moduleId}",
    tag: "Staff",
    summary: "Remove a module (its learners' marks go with it)",
    auth: "admin",
    params: moduleParams,
    response: { status: 204, description: "Removed" },
    errors: ["unauthorized", "forbidden", "invalid_origin", "two_factor_required", "not_found"],
  },
];

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
