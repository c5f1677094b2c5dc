import { describe, expect, it } from "vitest";
import { firstIssue, resetPasswordSchema, signInSchema, signUpSchema, twoFactorChallengeSchema, twoFactorPasswordSchema, twoFactorSetupCodeSchema } from "./auth";

const first = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : firstIssue(r.error);
};

describe("signInSchema", () => {
  it("accepts a valid sign-in, trimmed and lower-cased", () => {
    expect(signInSchema.parse({ email: " Ada@Example.COM ", password: "anything8" })).toEqual({ email: "ada@example.com", password: "anything8" });
  });
  it.each([
    [{ email: "nope", password: "12345678" }, "Invalid email address"],
    [{ email: `${"a".repeat(250)}@example.com`, password: "12345678" }, "Email must be less than 255 characters"],
    [{ email: "a@b.co", password: "1234567" }, "Password must be at least 8 characters"],
    [{ email: "a@b.co", password: "x".repeat(73) }, "Password must be less than 72 characters"],
    [{ email: "bad", password: "short" }, "Invalid email address"],
  ])("%j → %s", (value, message) => {
    expect(first(signInSchema, value)).toBe(message);
  });
});

describe("signUpSchema", () => {
  const ok = { fullName: "Asha Verma", email: "asha@example.com", password: "Secur3Pass" };
  it("accepts names with letters, spaces, hyphens and apostrophes", () => {
    expect(signUpSchema.safeParse({ ...ok, fullName: "Anne-Marie O'Neil" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...ok, fullName: "Zoë Müller" }).success).toBe(true);
  });
  it.each([
    [{ fullName: "" }, "Full name is required"],
    [{ fullName: "   " }, "Full name is required"],
    [{ fullName: "a".repeat(101) }, "Name must be less than 100 characters"],
    [{ fullName: "Asha_V" }, "Name can only contain letters, spaces, hyphens, and apostrophes"],
    [{ email: "asha@" }, "Invalid email address"],
    [{ password: "Short1" }, "Password must be at least 8 characters"],
    [{ password: "nouppercase1" }, "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    [{ password: "NOLOWERCASE1" }, "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    [{ password: "NoDigitsHere" }, "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    [{ password: `Aa1${"x".repeat(70)}` }, "Password must be less than 72 characters"],
  ])("%j → %s", (override, message) => {
    expect(first(signUpSchema, { ...ok, ...override })).toBe(message);
  });
  it("shows the first message when several fields fail", () => {
    expect(first(signUpSchema, { fullName: "", email: "x", password: "y" })).toBe("Full name is required");
  });
});

describe("resetPasswordSchema", () => {
  it("needs the sign-up password rules and a matching confirmation", () => {
    expect(first(resetPasswordSchema, { password: "weakpass", confirmPassword: "weakpass" })).toBe(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );
    expect(first(resetPasswordSchema, { password: "Secur3Pass", confirmPassword: "Secur3Pas" })).toBe("Passwords do not match");
    expect(resetPasswordSchema.safeParse({ password: "Secur3Pass", confirmPassword: "Secur3Pass" }).success).toBe(true);
  });
});


describe("the two-factor forms' schemas", () => {
  it("take a 6-digit code typed with spaces, without them", () => {
    expect(twoFactorChallengeSchema.parse({ kind: "totp", code: " 123 456 ", trustDevice: true })).toEqual({ kind: "totp", code: "123456", trustDevice: true });
    expect(twoFactorSetupCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(twoFactorChallengeSchema.parse({ kind: "backup", code: "abcde-12345", trustDevice: false }).code).toBe("abcde-12345");
  });
  it.each([
    [twoFactorChallengeSchema, { kind: "totp", code: "12345", trustDevice: false }, "Enter the 6-digit code from your authenticator app."],
    [twoFactorChallengeSchema, { kind: "totp", code: "12345a", trustDevice: false }, "Enter the 6-digit code from your authenticator app."],
    [twoFactorChallengeSchema, { kind: "backup", code: "abcde-123", trustDevice: false }, "Enter one of your backup codes, like abcde-12345."],
    [twoFactorSetupCodeSchema, { code: "" }, "Enter the 6-digit code your app shows."],
    [twoFactorPasswordSchema, { password: "" }, "Enter your password."],
  ])("refuse %#: %s", (schema, value, message) => {
    expect(first(schema, value)).toBe(message);
  });
});
