import { adminPageQuerySchema } from "./admin";
import { z } from "./zod";
import { programLevels } from "./vocabulary";

// Certificates' API shapes (issue 17; JSON in snake_case, decision 010): the public check of a
// code, the learner's own certificates, and the staff list and revocation. The code's rules and
// formatting: certificate-code.ts.

export const certificateStatuses = ["valid", "revoked"] as const;

const code = z.string().describe('The certificate\'s code, as printed: "ABCD-EFGH-JKMN"');
const isoDateTime = z.string().describe("ISO 8601 date-time");

/** What the certificate says about the program, copied when it was issued (later edits do not change it). */
const certificateCourseSchema = z
  .object({ title: z.string(), level: z.enum(programLevels), duration: z.string() })
  .meta({ id: "CertificateCourse" });

/**
 * GET /certificates/{code}: for anyone holding the code. A valid certificate shows the learner's
 * name, the program and the date; a revoked one only that it was revoked, and when.
 */
export const certificateCheckSchema = z
  .discriminatedUnion("status", [
    z.object({
      status: z.literal("valid"),
      code,
      learner_name: z.string().describe("The learner's full name when the certificate was issued"),
      course: certificateCourseSchema,
      issued_at: isoDateTime,
    }),
    z.object({ status: z.literal("revoked"), code, revoked_at: isoDateTime }),
  ])
  .meta({ id: "CertificateCheck" });
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** One of the signed-in learner's certificates (GET /me/certificates). */
export const myCertificateSchema = z
  .object({
    code,
    status: z.enum(certificateStatuses),
    learner_name: z.string(),
    course: certificateCourseSchema,
    issued_at: isoDateTime,
    revoked_at: isoDateTime.nullable(),
    revocation_reason: z.string().nullable().describe("Why staff revoked it (the public check never shows it)"),
    verification_url: z.string().describe("The public page that confirms the certificate (printed on it as a QR code)"),
  })
  .meta({ id: "MyCertificate" });
export type MyCertificate = z.infer<typeof myCertificateSchema>;

export const myCertificatesResponseSchema = z.object({ certificates: z.array(myCertificateSchema) }).meta({ id: "MyCertificates" });

// ---- staff -------------------------------------------------------------------------------------

export const adminCertificateQuerySchema = adminPageQuerySchema.extend({
  q: z
    .preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(200, "Search must be less than 200 characters").optional())
    .describe("A code (whole or its start), or part of the learner's name or e-mail address."),
});

export const adminCertificateSchema = z
  .object({
    code,
    status: z.enum(certificateStatuses),
    learner: z.object({ id: z.string(), name: z.string().describe("As printed on the certificate"), email: z.string().describe("The account's address now") }),
    course: certificateCourseSchema,
    issued_at: isoDateTime,
    revocation: z
      .object({ revoked_at: isoDateTime, reason: z.string(), by: z.string().nullable().describe("The staff member's e-mail address") })
      .nullable(),
  })
  .meta({ id: "AdminCertificate" });
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const adminCertificateListSchema = z
  .object({
    certificates: z.array(adminCertificateSchema),
    total: z.number().int().describe("Certificates matching the search"),
    next_cursor: z.uuid().nullable().describe("Send as `after` for the next page; null on the last page"),
  })
  .meta({ id: "AdminCertificateList" });

export const adminCertificateResponseSchema = z.object({ certificate: adminCertificateSchema }).meta({ id: "AdminCertificateResponse" });

export const REVOCATION_REASON_MAX = 500;

/** POST /admin/certificates/{code}/revoke: why (kept in the audit log; never shown publicly). */
export const revokeCertificateSchema = z
  .object({
    reason: z
      .string({ error: "Give the reason for revoking" })
      .trim()
      .min(3, "Give the reason for revoking")
      .max(REVOCATION_REASON_MAX, `The reason must be less than ${REVOCATION_REASON_MAX} characters`),
  })
  .meta({ id: "RevokeCertificate" });
export type RevokeCertificateInput = z.input<typeof revokeCertificateSchema>;
