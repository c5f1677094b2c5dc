import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter";

const firstMessage = (input: unknown) => {
  const result = newsletterSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("newsletterSchema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(newsletterSchema.parse({ email: "  Ada.Lovelace@Example.COM " })).toEqual({
      email: "ada.lovelace@example.com",
    });
  });

  it("requires an address", () => {
    expect(firstMessage({ email: "" })).toBe("Email is required");
    expect(firstMessage({ email: "   " })).toBe("Email is required");
    expect(firstMessage({})).toBe("Email is required");
  });

  it("rejects what is not an address", () => {
    expect(firstMessage({ email: "not-an-email" })).toBe("Invalid email address");
    expect(firstMessage({ email: "a@b" })).toBe("Invalid email address");
  });

  it("rejects addresses longer than 255 characters", () => {
    expect(firstMessage({ email: `${"a".repeat(250)}@example.com` })).toBe("Email must be less than 255 characters");
  });

  it("rejects wrong types", () => {
    expect(firstMessage({ email: 42 })).toBe("Email is required");
    expect(firstMessage({ email: ["a@b.co"] })).toBe("Email is required");
    expect(newsletterSchema.safeParse(null).success).toBe(false);
  });
});
