import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import { apiRateRules } from "../rate-limits";
import { adminCertificateListSchema, adminCertificateQuerySchema, adminCertificateResponseSchema, certificateCheckSchema, myCertificatesResponseSchema, revokeCertificateSchema } from "../certificates";
import { sampleCertificateCheck, sampleMyCertificate, sampleAdminCertificate } from "../api-examples";

const certificateCode = { code: "The certificate's code as printed (`7KQM-X4TB-9HWD`); any case, the hyphens optional." };

export const checkCertificate = defineOperation({
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
  rateLimit: apiRateRules.certificateLookups,
});

export const myCertificates = defineOperation({
  id: "my-certificates",
  method: "get",
  path: "/me/certificates",
  tag: "Certificates",
  summary: "The signed-in learner's certificates, newest first",
  description: "One per completed enrolment, issued when its progress reached 100 %, with its verification link. Revoked ones stay listed with `status: \"revoked\"`.",
  auth: "user",
  response: { status: 200, description: "The certificates", schema: myCertificatesResponseSchema, example: { certificates: [sampleMyCertificate] } },
  errors: ["unauthorized"],
});

export const myCertificatePdf = defineOperation({
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
  rateLimit: apiRateRules.certificatePdfs,
});

export const adminListCertificates = defineOperation({
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
});

export const adminRevokeCertificate = defineOperation({
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
  invalidMessage: "Give the reason for revoking.",
});

export const adminCertificatePdf = defineOperation({
  id: "admin-certificate-pdf",
  method: "get",
  path: "/admin/certificates/{code}/pdf",
  tag: "Staff",
  summary: "Download any learner's certificate as a PDF",
  auth: "admin",
  params: certificateCode,
  response: { status: 200, description: "The PDF file", contentType: "application/pdf" },
  errors: [...STAFF_READ, "not_found", "certificate_revoked", "rate_limited"],
  rateLimit: apiRateRules.certificatePdfs,
});
