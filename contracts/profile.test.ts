import { describe, expect, it } from "vitest";
import { profileUpdateSchema } from "./profile";

const valid = { full_name: "Asha Verma", company: "Tata Consultancy Services", phone: "+91 98765 43210" };

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
    expect(profileUpdateSchema.parse({ full_name: "  Asha Verma ", company: " Infosys ", phone: " 080-2345 6789 " })).toEqual({
      full_name: "Asha Verma",
      company: "Infosys",
      phone: "080-2345 6789",
    });
  });

  it("turns empty or missing optional fields into null", () => {
    expect(profileUpdateSchema.parse({ full_name: "Asha", company: "", phone: "   " })).toEqual({
      full_name: "Asha",
      company: null,
      phone: null,
    });
    expect(profileUpdateSchema.parse({ full_name: "Asha" })).toEqual({ full_name: "Asha", company: null, phone: null });
    expect(profileUpdateSchema.parse({ full_name: "Asha", company: null, phone: null })).toEqual({
      full_name: "Asha",
      company: null,
      phone: null,
    });
  });

  describe("full name", () => {
    it("is required", () => {
      expect(messages({ ...valid, full_name: "" })).toEqual({ full_name: "Full name is required" });
      expect(messages({ ...valid, full_name: "   " })).toEqual({ full_name: "Full name is required" });
      expect(messages({ company: null, phone: null })).toEqual({ full_name: "Full name is required" });
    });

    it("is at most 100 characters", () => {
      expect(messages({ ...valid, full_name: "a".repeat(100) })).toEqual({});
      expect(messages({ ...valid, full_name: "a".repeat(101) })).toEqual({ full_name: "Name must be less than 100 characters" });
    });

    it("allows only letters, spaces, hyphens and apostrophes", () => {
      expect(messages({ ...valid, full_name: "Mary-Jane O'Brien" })).toEqual({});
      expect(messages({ ...valid, full_name: "Zoë Ó Briain" })).toEqual({});
      for (const name of ["Asha2", "Asha_Verma", "asha@example.com", "Dr. Verma"]) {
        expect(messages({ ...valid, full_name: name })).toEqual({
          full_name: "Name can only contain letters, spaces, hyphens, and apostrophes",
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
