import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordProblem } from "./password-policy.server";

describe("the password policy", () => {
  it("refuses the common passwords, whatever their case, and not uncommon ones", () => {
    expect(isCommonPassword("Password123")).toBe(true);
    expect(isCommonPassword("Jordan23")).toBe(true);
    expect(isCommonPassword("Tr0ub4dor&3x")).toBe(false);
    expect(isCommonPassword("Secur3Passw0rd")).toBe(false);
  });
  it("checks length 8 to 72 and the list, in the forms' words", () => {
    expect(passwordProblem("Short1a")?.message).toBe("Password must be at least 8 characters");
    expect(passwordProblem(`Aa1${"x".repeat(70)}`)?.message).toBe("Password must be less than 72 characters");
    expect(passwordProblem("Qwerty123")?.code).toBe("WEAK_PASSWORD");
    expect(passwordProblem("Fresh4Garden7")).toBeUndefined();
  });
});
