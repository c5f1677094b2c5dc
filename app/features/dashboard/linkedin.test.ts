import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./linkedin";

describe("the Add to LinkedIn link", () => {
  it("opens LinkedIn's add-certification form with the certificate's fields", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        code: "7KQM-X4TB-9HWD",
        program: { title: "NLP & Transformers: From Basics to BERT", level: "advanced", duration: "8 weeks" },
        issued_at: "2026-12-31T20:00:00.000Z",
        verification_url: "https://cortexa.ai/certificates/verify?code=7KQM-X4TB-9HWD",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "NLP & Transformers: From Basics to BERT",
      organizationName: "Cortexa AI",
      // Issued on 1 January 2027 in India (20:00 UTC on 31 December).
      issueYear: "2027",
      issueMonth: "1",
      certUrl: "https://cortexa.ai/certificates/verify?code=7KQM-X4TB-9HWD",
      certId: "7KQM-X4TB-9HWD",
    });
  });
});
