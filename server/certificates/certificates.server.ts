import type { Context } from "hono";
import { formatCertificateCode, formatCertificateDate, normalizeCertificateCode } from "#contracts/certificate-code";
import type { CertificateCheck } from "#contracts/certificates";
import { adminCertificatePdf, adminListCertificates, adminRevokeCertificate, checkCertificate, myCertificatePdf, myCertificates } from "#contracts/certificates/operations";
import { company } from "#contracts/company";
import type { AppDeps } from "../context.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { certificateByCode, certificateCheck, certificatesOfUser, listCertificatesForStaff, revokeCertificate, verificationUrl, type CertificateRow } from "./certificate-queries.server";
import { keptRenders } from "./kept-renders.server";
import { renderCertificatePdfInWorker } from "./render-in-worker.server";

// Certificates' operations (issue 17), all mounted from here: the public check
// (/api/v1/certificates/{code}), the learner's own (/api/v1/me/certificates) and staff's
// (/api/v1/admin/certificates). Who may call each and its rate limit are the operations'
// (contracts/certificates/operations.ts).

const NOT_FOUND = "No certificate has this code. Check it against the one printed on the certificate.";

/** The stored code in the path (any case, with or without hyphens), or undefined when it cannot be one. */
const storedCode = (code: string) => normalizeCertificateCode(code) ?? undefined;

const certificatePdf = keptRenders(renderCertificatePdfInWorker);

/** The PDF as a download; a revoked certificate is 410 (it no longer stands for anything). */
async function pdfResponse(c: Context, row: CertificateRow, origin: string) {
  if (row.revokedAt) {
    fail("certificate_revoked", `This certificate was revoked on ${formatCertificateDate(row.revokedAt.toISOString())}, so it can no longer be downloaded.`);
  }
  const pdf = await certificatePdf(
    { code: row.code, learnerName: row.learnerName, programTitle: row.programTitle, programLevel: row.programLevel, programDuration: row.programDuration, score: row.score, issuedAt: row.issuedAt, locale: row.locale },
    verificationUrl(origin, row.code),
  );
  const brand = company.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${brand}-certificate-${formatCertificateCode(row.code)}.pdf"`,
    "Content-Length": String(pdf.length),
  });
}

export function certificateRoutes(deps: AppDeps) {
  return [
    // Valid, revoked (and when), or 404. Never cached: a revocation shows at once.
    route(checkCertificate, async (c, { params }) => {
      c.header("Cache-Control", "no-store");
      const code = storedCode(params.code);
      const row = code && (await certificateByCode(c.var.db, code));
      if (!row) fail("not_found", NOT_FOUND);
      return certificateCheck(row) satisfies CertificateCheck;
    }),
    route(myCertificates, async (c) => ({ certificates: await certificatesOfUser(c.var.db, c.var.user.id, deps.origin) })),
    // Another learner's code is 404, as if it did not exist.
    route(myCertificatePdf, async (c, { params }) => {
      const code = storedCode(params.code);
      const row = code && (await certificateByCode(c.var.db, code));
      if (!row || row.userId !== c.var.user.id) fail("not_found", "You have no certificate with this code.");
      return pdfResponse(c, row, deps.origin);
    }),
    route(adminListCertificates, async (c, { query }) => listCertificatesForStaff(c.var.db, query)),
    route(adminRevokeCertificate, async (c, { params, body }) => {
      const code = storedCode(params.code);
      if (!code) fail("not_found", NOT_FOUND);
      const result = await revokeCertificate(c.var.db, code, body.reason, { id: c.var.user.id, email: c.var.user.email });
      if (result === "not_found") fail("not_found", NOT_FOUND);
      if (result === "already_revoked") fail("already_revoked", "This certificate is already revoked.");
      // The code stays out of the log (request-logger.server.ts); the audit log has it.
      c.var.logger.info({ by: c.var.user.id }, "certificate revoked");
      return { certificate: result };
    }),
    route(adminCertificatePdf, async (c, { params }) => {
      const code = storedCode(params.code);
      const row = code && (await certificateByCode(c.var.db, code));
      if (!row) fail("not_found", NOT_FOUND);
      return pdfResponse(c, row, deps.origin);
    }),
  ];
}
