import { defineOperation } from "../operation";
import { apiRateRules } from "../rate-limits";
import { accountSessionsResponseSchema, dataExportSchema, deleteAccountSchema, endedSessionsResponseSchema } from "../account";
import { enrollmentsResponseSchema } from "../catalogue";
import { localeResponseSchema, localeUpdateSchema, meResponseSchema, profileResponseSchema, profileUpdateSchema } from "../profile";
import { sampleUser, sampleEnrollment, sampleProfile, sampleSession } from "../api-examples";


export const myEnrollments = defineOperation({
  id: "my-enrollments",
  method: "get",
  path: "/me/enrollments",
  tag: "Progress",
  summary: "The signed-in user's enrolments",
  description: "The same enrolments as the progress endpoint, without needing the user id.",
  auth: "user",
  response: { status: 200, description: "Enrolments", schema: enrollmentsResponseSchema, example: { enrollments: [sampleEnrollment] } },
  errors: ["unauthorized"],
});

export const getMe = defineOperation({
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
});

export const updateProfile = defineOperation({
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
  invalidMessage: "Please check the form for errors.",
});

export const setMyLocale = defineOperation({
  id: "set-my-locale",
  method: "put",
  path: "/me/locale",
  tag: "Account",
  summary: "Choose the signed-in user's language",
  description:
    "The language switch of a signed-in learner: `en` (English) or `hi` (Hindi). The account's mails (confirmations, resets, registrations, invitations, the newsletter) and the certificates issued after the change are in this language; the profile's `locale` shows it. A change made with the website's cookie must come from the site itself.",
  auth: "user",
  body: { schema: localeUpdateSchema, example: { locale: "hi" } },
  response: { status: 200, description: "The chosen language", schema: localeResponseSchema, example: { locale: "hi" } },
  errors: ["validation_error", "invalid_json", "unauthorized", "invalid_origin", "unsupported_media_type"],
  invalidMessage: "Choose English or Hindi.",
});

export const deleteAccount = defineOperation({
  id: "delete-account",
  method: "delete",
  path: "/me",
  tag: "Account",
  summary: "Delete the signed-in user's account",
  description:
    "Needs the account's `password`, or a `code` from the authenticator app (or a backup code) when two-factor sign-in is on. An account with neither (a provider sign-in only) needs a session opened in the last 15 minutes instead (403 `reauthentication_required`). A code is good once. At most 10 attempts in 15 minutes per account (429 `rate_limited`), counted with the password checks of an address change. The user, profile, sign-in methods, two-factor secret, sessions, API tokens and certificates are erased (a deleted learner's certificate no longer verifies); enrolments stay, anonymised. The only owner of an organisation that has other members or pending invitations is refused (409 `last_owner`) until they make someone else owner; an organisation they are alone in is deleted with the account. A change made with the website's cookie must come from the site itself.",
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
    "last_owner",
    "rate_limited",
  ],
  rateLimit: apiRateRules.proofChecks,
  invalidMessage: "Enter your password or a code to delete your account.",
});

export const mySessions = defineOperation({
  id: "my-sessions",
  method: "get",
  path: "/me/sessions",
  tag: "Account",
  summary: "Where the signed-in user is signed in (this session first)",
  description: "Every unexpired session of the account: the website's and the API clients' (an access token is a session). `current` is the session of this request.",
  auth: "user",
  response: { status: 200, description: "Sessions", schema: accountSessionsResponseSchema, example: { sessions: [sampleSession] } },
  errors: ["unauthorized"],
});

export const endOtherSessions = defineOperation({
  id: "end-other-sessions",
  method: "delete",
  path: "/me/sessions",
  tag: "Account",
  summary: "Sign out every other session (and so their API tokens)",
  description: "Every session but the one of this request ends, with the refresh tokens tied to them.",
  auth: "user",
  response: { status: 200, description: "How many sessions ended", schema: endedSessionsResponseSchema, example: { ended: 2 } },
  errors: ["unauthorized", "invalid_origin"],
});

export const endSession = defineOperation({
  id: "end-session",
  method: "delete",
  path: "/me/sessions/{sessionId}",
  tag: "Account",
  summary: "Sign out one session of the signed-in user",
  auth: "user",
  params: { sessionId: "The session's `id` from `GET /me/sessions`." },
  response: { status: 204, description: "Signed out" },
  errors: ["unauthorized", "invalid_origin", "not_found"],
});

export const exportMyData = defineOperation({
  id: "export-my-data",
  method: "get",
  path: "/me/export",
  tag: "Account",
  summary: "Download everything we hold about the signed-in user (a JSON file)",
  description:
    "The account, sign-in methods, profile, enrolments, certificates, quiz attempts (with the answers given once submitted), saved self-assessment results, the inquiries sent with the account's address, the newsletter subscription and the sessions; a download (`Content-Disposition: attachment`).",
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
      quiz_attempts: [],
      assessment_results: [],
      contact_inquiries: [],
      registrations: [],
      newsletter_subscription: null,
      sessions: [sampleSession],
    },
  },
  errors: ["unauthorized"],
});
