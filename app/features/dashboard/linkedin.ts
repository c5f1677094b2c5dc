import { certificateYearMonth } from "#contracts/certificate-code";
import { company } from "#contracts/company";
import type { MyCertificate } from "~/lib/programs";

// LinkedIn's "Add to profile" link for a certification
// (https://addtoprofile.linkedin.com/): LinkedIn's own form opens, filled in, for the member to
// confirm. Nothing is sent from our server; the learner's browser opens the link.

const ADD_TO_PROFILE = "https://www.linkedin.com/profile/add";

export function linkedInAddToProfileUrl(certificate: Pick<MyCertificate, "code" | "program" | "issued_at" | "verification_url">): string {
  const { year, month } = certificateYearMonth(certificate.issued_at);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.program.title,
    organizationName: company.name,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: certificate.verification_url,
    certId: certificate.code,
  });
  return `${ADD_TO_PROFILE}?${params}`;
}
