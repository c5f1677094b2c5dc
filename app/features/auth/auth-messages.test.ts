import { describe, expect, it } from "vitest";
import { signInOutcome, signUpError } from "./auth-messages";

describe("signInOutcome", () => {
  it("maps wrong credentials to the spec's message", () => {
    expect(signInOutcome({ ok: false, status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toEqual({ kind: "error", message: "Invalid email or password" });
    expect(signInOutcome({ ok: false, status: 400, message: "Invalid login credentials" })).toEqual({ kind: "error", message: "Invalid email or password" });
  });
  it("recognises an unconfirmed address", () => {
    expect(signInOutcome({ ok: false, status: 403, code: "EMAIL_NOT_VERIFIED" })).toEqual({ kind: "unverified" });
  });
  it("says anything else failed", () => {
    expect(signInOutcome({ ok: false, status: 500 })).toEqual({ kind: "error", message: "Sign in failed. Please try again." });
    expect(signInOutcome({ ok: true, status: 200 })).toEqual({ kind: "ok" });
  });
});

describe("signUpError", () => {
  it("maps the spec's cases", () => {
    expect(signUpError({ ok: false, status: 422, code: "USER_ALREADY_EXISTS", message: "User already registered" })).toBe(
      "This email is already registered. Please sign in instead.",
    );
    expect(signUpError({ ok: false, status: 400, code: "WEAK_PASSWORD", message: "weak_password: too easy" })).toBe(
      "Password is too weak. Please use a stronger password.",
    );
    expect(signUpError({ ok: false, status: 500 })).toBe("Sign up failed. Please try again.");
    expect(signUpError({ ok: false, status: 400, code: "VALIDATION_ERROR", message: "Full name is required" })).toBe("Full name is required");
  });
});
