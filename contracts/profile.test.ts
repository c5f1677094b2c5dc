import { describe, expect, it } from "vitest";
import { profileUpdateSchema } from "./profile";

const valid = { fullName: "Asha Verma", company: "Tata Consultancy Services", phone: "+91 98765 43210" };

/** Each field's messages, as the form shows them beside the field. */
function messages(input: Record<string, unknown>) {
  const result = profileUpdateSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("profileUpdateSchema", () => {
  it("accepts a complete profile and trims it", () => {
    expect(profileUpdateSchema.parse({ fullName: "  Asha Verma ", company: " Infosys ", phone: " 080-2345 6789 " })).toEqual({
      fullName: "Asha Verma",
      company: "Infosys",
      phone: "080-2345 6789",
    });
  });

  it("turns empty or missing optional fields into null", () => {
    expect(profileUpdateSchema.parse({ fullName: "Asha", company: "", phone: "   " })).toEqual({
      fullName: "Asha",
      company: null,
      phone: null,
    });
    expect(profileUpdateSchema.parse({ fullName: "Asha" })).toEqual({ fullName: "Asha", company: null, phone: null });
    expect(profileUpdateSchema.parse({ fullName: "Asha", company: null, phone: null })).toEqual({
      fullName: "Asha",
      company: null,
      phone: null,
    });
  });

  describe("full name", () => {
    it("is required", () => {
      expect(messages({ ...valid, fullName: "" })).toEqual({ fullName: "Full name is required" });
      expect(messages({ ...valid, fullName: "   " })).toEqual({ fullName: "Full name is required" });
      expect(messages({ company: null, phone: null })).toEqual({ fullName: "Full name is required" });
    });

    it("is at most 100 characters", () => {
      expect(messages({ ...valid, fullName: "a".repeat(100) })).toEqual({});
      expect(messages({ ...valid, fullName: "a".repeat(101) })).toEqual({ fullName: "Name must be less than 100 characters" });
    });

    it("allows only letters, spaces, hyphens and apostrophes", () => {
      expect(messages({ ...valid, fullName: "Mary-Jane O'Brien" })).toEqual({});
      expect(messages({ ...valid, fullName: "Zoë Ó Briain" })).toEqual({});
      for (const name of ["Asha2", "Asha_Verma", "asha@example.com", "Dr. Verma"]) {
        expect(messages({ ...valid, fullName: name })).toEqual({
          fullName: "Name can only contain letters, spaces, hyphens, and apostrophes",
        });
      }
    });
  });

  describe("company", () => {
    it("is at most 100 characters", () => {
      expect(messages({ ...valid, company: "c".repeat(100) })).toEqual({});
      expect(messages({ ...valid, company: "c".repeat(101) })).toEqual({
        company: "Company name must be less than 100 characters",
      });
    });
  });

  describe("phone", () => {
    it("accepts common phone formats", () => {
      for (const phone of ["+91 98765 43210", "9876543210", "(080) 2345-6789", "+1 555 123 4567"]) {
        expect(messages({ ...valid, phone })).toEqual({});
      }
    });

    it("rejects what is not a phone number", () => {
      for (const phone of ["call me", "12345", "+91-98765-abcde", "98765#43210"]) {
        expect(messages({ ...valid, phone })).toEqual({ phone: "Invalid phone number format" });
      }
    });

    it("is at most 20 characters", () => {
      expect(messages({ ...valid, phone: "1".repeat(20) })).toEqual({});
      expect(messages({ ...valid, phone: "1".repeat(21) })).toEqual({ phone: "Phone number must be less than 20 characters" });
    });
  });
});
