import { describe, expect, it } from "vitest";
import { contactFieldErrors, contactSchema, honeypotFilled } from "./contact";

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  company: "Tata Steel",
  phone: "+91 98765 43210",
  subject: "Corporate training",
  message: "We would like a proposal for 40 engineers.",
};

/** The message the form shows beside `field` for this input, or undefined. */
function messageFor(field: string, value: unknown): string | undefined {
  const result = contactSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : contactFieldErrors(result.error)[field as keyof typeof valid];
}

describe("contactSchema", () => {
  it("accepts a complete inquiry, trimmed, with the e-mail lower-cased", () => {
    expect(
      contactSchema.parse({
        name: "  Asha Verma ",
        email: "  Asha@Example.COM ",
        company: " Tata Steel ",
        phone: " +91 98765 43210 ",
        subject: " Corporate training ",
        message: "  We would like a proposal for 40 engineers.  ",
      }),
    ).toEqual(valid);
  });

  it("sends empty, blank, null and missing optional fields as null", () => {
    for (const empty of ["", "   ", null, undefined]) {
      expect(contactSchema.parse({ ...valid, company: empty, phone: empty, subject: empty })).toMatchObject({
        company: null,
        phone: null,
        subject: null,
      });
    }
    const { company: _c, phone: _p, subject: _s, ...required } = valid;
    expect(contactSchema.parse(required)).toEqual({ ...required, company: null, phone: null, subject: null });
  });

  it("drops fields it does not know", () => {
    expect(contactSchema.parse({ ...valid, status: "resolved", id: "x" })).toEqual(valid);
  });

  describe("name", () => {
    it("is required", () => {
      for (const value of ["", "   ", undefined, null, 42, ["Asha"]]) expect(messageFor("name", value)).toBe("Name is required");
    });
    it("is at most 100 characters", () => {
      expect(messageFor("name", "A".repeat(100))).toBeUndefined();
      expect(messageFor("name", ` ${"A".repeat(100)} `)).toBeUndefined();
      expect(messageFor("name", "A".repeat(101))).toBe("Name must be less than 100 characters");
      expect(messageFor("name", "A".repeat(10_000))).toBe("Name must be less than 100 characters");
    });
    it("has only letters, spaces, hyphens and apostrophes", () => {
      for (const ok of ["Mary-Jane O'Neil", "Zoë Ångström", "अनीता शर्मा", "José"]) expect(messageFor("name", ok)).toBeUndefined();
      for (const bad of ["R2-D2", "Asha_Verma", "Asha <script>", "asha@example.com", "Dr. Rao"]) {
        expect(messageFor("name", bad)).toBe("Name can only contain letters, spaces, hyphens, and apostrophes");
      }
    });
  });

  describe("email", () => {
    it("must be a valid address", () => {
      for (const bad of ["", "   ", "asha", "asha@", "@example.com", "asha@example", "a b@example.com", undefined, null, 7, ["a@b.co"]]) {
        expect(messageFor("email", bad)).toBe("Invalid email address");
      }
    });
    it("is at most 255 characters", () => {
      const local = "a".repeat(60);
      const domain = `${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`;
      const longest = `${local}@${domain}`.slice(0, 255);
      expect(longest.length).toBeLessThanOrEqual(255);
      expect(messageFor("email", `${local}@${domain}`)).toBeUndefined();
      expect(messageFor("email", `${local}@${"e".repeat(60)}.${domain}`)).toBe("Email must be less than 255 characters");
    });
    it("is lower-cased", () => {
      expect(contactSchema.parse({ ...valid, email: "ASHA@EXAMPLE.COM" }).email).toBe("asha@example.com");
    });
  });

  describe("company", () => {
    it("is at most 100 characters", () => {
      expect(messageFor("company", "C".repeat(100))).toBeUndefined();
      expect(messageFor("company", "C".repeat(101))).toBe("Company name must be less than 100 characters");
    });
    it("refuses a wrong type", () => {
      expect(messageFor("company", 12)).toBe("Company name must be less than 100 characters");
    });
  });

  describe("phone", () => {
    it("accepts common phone formats", () => {
      for (const ok of ["+91 98765 43210", "080-4567-8900", "(080) 4567 8900", "9876543210"]) expect(messageFor("phone", ok)).toBeUndefined();
    });
    it("must look like a phone number", () => {
      for (const bad of ["call me", "12345", "+91 98765 4321x", "98765#43210"]) expect(messageFor("phone", bad)).toBe("Invalid phone number format");
      expect(messageFor("phone", 9876543210)).toBe("Invalid phone number format");
    });
    it("is at most 20 characters", () => {
      expect(messageFor("phone", "1".repeat(20))).toBeUndefined();
      expect(messageFor("phone", "1".repeat(21))).toBe("Phone number must be less than 20 characters");
    });
  });

  describe("subject", () => {
    it("is at most 200 characters", () => {
      expect(messageFor("subject", "S".repeat(200))).toBeUndefined();
      expect(messageFor("subject", "S".repeat(201))).toBe("Subject must be less than 200 characters");
    });
    it("refuses a wrong type", () => {
      expect(messageFor("subject", { text: "hi" })).toBe("Subject must be less than 200 characters");
    });
  });

  describe("message", () => {
    it("is at least 10 characters, after trimming", () => {
      expect(messageFor("message", "1234567890")).toBeUndefined();
      expect(contactSchema.parse({ ...valid, message: "   1234567890   " }).message).toBe("1234567890");
      for (const short of ["", "short", "   123456789   ", undefined, null, 42]) {
        expect(messageFor("message", short)).toBe("Message must be at least 10 characters");
      }
    });
    it("is at most 1000 characters", () => {
      expect(messageFor("message", "m".repeat(1000))).toBeUndefined();
      expect(messageFor("message", ` ${"m".repeat(1000)} `)).toBeUndefined();
      expect(messageFor("message", "m".repeat(1001))).toBe("Message must be less than 1000 characters");
    });
  });

  it("reports each invalid field once, with its first message", () => {
    const result = contactSchema.safeParse({ name: "", email: "nope", company: "C".repeat(101), phone: "x", subject: "S".repeat(201), message: "hi" });
    expect(result.success).toBe(false);
    expect(contactFieldErrors(result.error!)).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      company: "Company name must be less than 100 characters",
      phone: "Invalid phone number format",
      subject: "Subject must be less than 200 characters",
      message: "Message must be at least 10 characters",
    });
  });

  it("refuses what is not an object", () => {
    for (const body of [null, [], "text", 3]) expect(contactSchema.safeParse(body).success).toBe(false);
  });
});

describe("honeypotFilled", () => {
  it("is false when the hidden field is absent or empty", () => {
    for (const body of [{}, { website: "" }, { website: "   " }, { website: null }, null, [], "x"]) expect(honeypotFilled(body)).toBe(false);
  });
  it("is true when anything was put in it", () => {
    for (const website of ["https://spam.example", "x", 1, true, ["x"]]) expect(honeypotFilled({ website })).toBe(true);
  });
});
