import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import { endedSessionsResponseSchema } from "../account";
import { adminEnrollmentListSchema, adminPageQuerySchema, adminUserListSchema, adminUserQuerySchema, inquiryListSchema, inquiryQuerySchema, inquiryResponseSchema, inquiryStatusUpdateSchema, subscriberListSchema } from "../admin";
import { sampleCourse, sampleUser, sampleEnrollment, sampleInquiry, sampleInquirySummary } from "../api-examples";

const inquiryId = { id: "The inquiry's `id`." };

export const listInquiries = defineOperation({
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
});

export const getInquiry = defineOperation({
  id: "get-inquiry",
  method: "get",
  path: "/admin/inquiries/{id}",
  tag: "Staff",
  summary: "One contact inquiry",
  auth: "admin",
  params: inquiryId,
  response: { status: 200, description: "The inquiry", schema: inquiryResponseSchema, example: { inquiry: sampleInquiry } },
  errors: ["unauthorized", "forbidden", "two_factor_required", "not_found"],
});

export const updateInquiry = defineOperation({
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
  invalidMessage: "Choose one of the statuses.",
});

export const listSubscribers = defineOperation({
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
});

export const exportSubscribers = defineOperation({
  id: "export-subscribers",
  method: "get",
  path: "/admin/subscribers.csv",
  tag: "Staff",
  summary: "Every newsletter subscriber as CSV",
  description: "Columns `email` and `subscribed_at`, newest first; a download (`Content-Disposition: attachment`).",
  auth: "admin",
  response: { status: 200, description: "The CSV file", contentType: "text/csv" },
  errors: ["unauthorized", "forbidden", "two_factor_required"],
});

export const listEnrollments = defineOperation({
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
});

export const adminFindUsers = defineOperation({
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
});

export const adminEndUserSessions = defineOperation({
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
});
