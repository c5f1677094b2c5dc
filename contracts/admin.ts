import { z } from "./zod";
import { enrollmentStatuses, inquiryStatuses, programCategories, programLevels } from "./vocabulary";

// The staff inbox's API (/api/v1/admin/*): its queries, bodies and answers. Lists are newest first
// and paged by cursor: send a page's `next_cursor` back as `after` for the next one.

/** An empty query parameter means "not set". */
const param = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

export const ADMIN_PAGE_SIZE = 25;

export const adminPageQuerySchema = z.object({
  after: param(z.uuid("The cursor is not valid: send a page's next_cursor.").optional()).describe("The previous page's `next_cursor`."),
  limit: param(
    z.coerce
      .number({ error: "limit must be a whole number from 1 to 100" })
      .int("limit must be a whole number from 1 to 100")
      .min(1, "limit must be a whole number from 1 to 100")
      .max(100, "limit must be a whole number from 1 to 100")
      .default(ADMIN_PAGE_SIZE),
  ).describe("Rows per page, 1 to 100."),
});

export const inquiryQuerySchema = adminPageQuerySchema.extend({
  status: param(z.enum(inquiryStatuses, `status must be one of: ${inquiryStatuses.join(", ")}`).optional()).describe(
    "Only inquiries with this status.",
  ),
  q: param(z.string().trim().max(200, "Search must be less than 200 characters").optional()).describe(
    "Words to find in the name, e-mail address, company, subject or message (prefixes match).",
  ),
});

export const inquiryStatusUpdateSchema = z
  .object({ status: z.enum(inquiryStatuses, `status must be one of: ${inquiryStatuses.join(", ")}`) })
  .meta({ id: "InquiryStatusUpdate" });

const pageFields = {
  total: z.number().int().describe("Rows matching the filters"),
  next_cursor: z.uuid().nullable().describe("Send as `after` for the next page; null on the last page"),
};

export const inquirySummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    subject: z.string().nullable(),
    preview: z.string().describe("The message's first 160 characters"),
    status: z.enum(inquiryStatuses),
    created_at: z.string().describe("ISO 8601 date-time"),
  })
  .meta({ id: "InquirySummary" });

export const inquirySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    status: z.enum(inquiryStatuses),
    created_at: z.string().describe("ISO 8601 date-time"),
  })
  .meta({ id: "Inquiry" });

export const inquiryListSchema = z
  .object({
    inquiries: z.array(inquirySummarySchema),
    ...pageFields,
    total_is_capped: z.boolean().describe("A search counts up to 1,000 matches: true when there are more"),
  })
  .meta({ id: "InquiryList" });

export const inquiryResponseSchema = z.object({ inquiry: inquirySchema }).meta({ id: "InquiryResponse" });

export const subscriberSchema = z
  .object({ id: z.uuid(), email: z.string(), created_at: z.string().describe("ISO 8601 date-time") })
  .meta({ id: "Subscriber" });

export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema), ...pageFields }).meta({ id: "SubscriberList" });

export const adminEnrollmentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(enrollmentStatuses),
    progress: z.number().int().min(0).max(100),
    enrolled_at: z.string().describe("ISO 8601 date-time"),
    learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    course: z.object({ id: z.uuid(), title: z.string(), category: z.enum(programCategories), level: z.enum(programLevels) }),
  })
  .meta({ id: "AdminEnrollment" });

export const adminEnrollmentListSchema = z
  .object({ enrollments: z.array(adminEnrollmentSchema), ...pageFields })
  .meta({ id: "AdminEnrollmentList" });


// ---- accounts (/admin/users): find a person's account and sign them out everywhere ----------

export const adminUserQuerySchema = z.object({
  q: param(z.string().trim().min(1, "Type part of a name or an e-mail address").max(200, "Search must be less than 200 characters")).describe(
    "Part of the account's e-mail address or name.",
  ),
});

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    /** Sessions not yet expired: browsers and API clients signed in. */
    active_sessions: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** At most ADMIN_USER_MATCHES accounts, the best matches first. */
export const ADMIN_USER_MATCHES = 20;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) }).meta({ id: "AdminUserList" });
