import { describe, expect, it } from "vitest";
import { loggablePath } from "./request-logger.server";

describe("paths as they are logged", () => {
  it("leave out reset tokens and certificate codes", () => {
    expect(loggablePath("/api/auth/reset-password/abc123")).toBe("/api/auth/reset-password/[redacted]");
    expect(loggablePath("/api/v1/certificates/7KQM-X4TB-9HWD")).toBe("/api/v1/certificates/[redacted]");
    expect(loggablePath("/api/v1/me/certificates/7KQM-X4TB-9HWD/pdf")).toBe("/api/v1/me/certificates/[redacted]/pdf");
    expect(loggablePath("/api/v1/admin/certificates/7KQM-X4TB-9HWD/revoke")).toBe("/api/v1/admin/certificates/[redacted]/revoke");
  });

  it("keep every other path", () => {
    for (const path of ["/api/v1/me/certificates", "/api/v1/admin/certificates", "/certificates/verify", "/api/v1/courses/5b0f8e1e"]) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});
