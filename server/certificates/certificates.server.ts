import { Hono, type Context } from "hono";
import { formatCertificateCode, formatCertificateDate, normalizeCertificateCode } from "#contracts/certificate-code";
import { adminCertificateQuerySchema, revokeCertificateSchema, type AdminCertificateList, type AdminCertificateResponse, type CertificateCheck, type MyCertificatesResponse } from "#contracts/certificates";
import { company } from "#contracts/company";
import type { AppDeps, AppEnv, UserEnv } from "../context.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody, parseQuery } from "../http/parse-request.server";
import { apiRateRules, limitPerUser } from "../http/rate-limit.server";
import { certificateByCode, certificateCheck, certificatesOfUser, listCertificatesForStaff, revokeCertificate, verificationUrl, type CertificateRow } from "./certificate-queries.server";
import { renderCertificatePdf } from "./certificate-pdf.server";

// Certificates' routes (issue 17): the public check (/api/v1/certificates/{code}, rate-limited per
// client in app.server.ts), the learner's own (/api/v1/me/certificates, mounted by the /me routes
// behind their sign-in check) and staff's (/api/v1/admin/certificates, behind the admin check).

const NOT_FOUND = "No certificate has this code. Check it against the one printed on the certificate.";

/** The stored code in the path (any case, with or without hyphens), or undefined when it cannot be one. */
const codeParam = (c: Context) => normalizeCertificateCode(c.req.param("code") ?? "") ?? undefined;

/** GET /certificates/{code}: valid, revoked (and when), or 404. Never cached: a revocation shows at once. */
export function certificateRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/:code", async (c) => {
    c.header("Cache-Control", "no-store");
    const code = codeParam(c);
    const row = code && (await certificateByCode(c.var.db, code));
    if (!row) return apiError(c, 404, "not_found", NOT_FOUND);
    return c.json(certificateCheck(row) satisfies CertificateCheck);
  });
}

/** The PDF as a download, or 410 for a revoked certificate (it no longer stands for anything). */
async function pdfResponse(c: Context, row: CertificateRow, origin: string) {
  if (row.revokedAt) {
    return apiError(
      c,
      410,
      "certificate_revoked",
      `This certificate was revoked on ${formatCertificateDate(row.revokedAt.toISOString())}, so it can no longer be downloaded.`,
    );
  }
  const pdf = await renderCertificatePdf(
    { code: row.code, learnerName: row.learnerName, programTitle: row.programTitle, programLevel: row.programLevel, programDuration: row.programDuration, issuedAt: row.issuedAt },
    verificationUrl(origin, row.code),
  );
  const brand = company.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${brand}-certificate-${formatCertificateCode(row.code)}.pdf"`,
    "Content-Length": String(pdf.length),
  });
}

/** /me/certificates: the signed-in learner's certificates and their PDFs; another's code is 404. */
export function myCertificateRoutes(deps: AppDeps): Hono<UserEnv> {
  return new Hono<UserEnv>()
    .get("/", async (c) => c.json({ certificates: await certificatesOfUser(c.var.db, c.var.user.id, deps.origin) } satisfies MyCertificatesResponse))
    .get("/:code/pdf", limitPerUser(apiRateRules.certificatePdfs), async (c) => {
      const code = codeParam(c);
      const row = code && (await certificateByCode(c.var.db, code));
      if (!row || row.userId !== c.var.user.id) return apiError(c, 404, "not_found", "You have no certificate with this code.");
      return pdfResponse(c, row, deps.origin);
    });
}

/** /admin/certificates: find, revoke (with a reason, audited), and download any learner's PDF. */
export function certificateAdminRoutes(deps: AppDeps): Hono<UserEnv> {
  return new Hono<UserEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, adminCertificateQuerySchema, "Invalid query.");
      if (query instanceof Response) return query;
      return c.json((await listCertificatesForStaff(c.var.db, query)) satisfies AdminCertificateList);
    })
    .post("/:code/revoke", async (c) => {
      const code = codeParam(c);
      if (!code) return apiError(c, 404, "not_found", NOT_FOUND);
      const body = await parseJsonBody(c, revokeCertificateSchema, "Give the reason for revoking.");
      if (body instanceof Response) return body;
      const result = await revokeCertificate(c.var.db, code, body.data.reason, { id: c.var.user.id, email: c.var.user.email });
      if (result === "not_found") return apiError(c, 404, "not_found", NOT_FOUND);
      if (result === "already_revoked") return apiError(c, 409, "already_revoked", "This certificate is already revoked.");
      // The code stays out of the log (request-logger.server.ts); the audit log has it.
      c.var.logger.info({ by: c.var.user.id }, "certificate revoked");
      return c.json({ certificate: result } satisfies AdminCertificateResponse);
    })
    .get("/:code/pdf", limitPerUser(apiRateRules.certificatePdfs), async (c) => {
      const code = codeParam(c);
      const row = code && (await certificateByCode(c.var.db, code));
      if (!row) return apiError(c, 404, "not_found", NOT_FOUND);
      return pdfResponse(c, row, deps.origin);
    });
}
