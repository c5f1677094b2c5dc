import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { catalogueToasts, enrollFailureToast, isDuplicateEnrollment, isSignedOutError } from "./catalogue-messages";

describe("catalogue toasts", () => {
  it("are the spec's texts", () => {
    expect(catalogueToasts.enrolled).toEqual({ title: "Success!", description: "You have been enrolled in the program." });
    expect(catalogueToasts.alreadyEnrolled).toEqual({ title: "Already Enrolled", description: "You are already enrolled in this program." });
    expect(catalogueToasts.enrollFailed.description).toBe("Failed to enroll. Please try again.");
    expect(catalogueToasts.loadFailed.description).toBe("Failed to load programs. Please try again.");
  });
});

describe("enrollFailureToast", () => {
  it("says Already Enrolled for the API's 409 already_enrolled", () => {
    const error = new ApiError(409, "already_enrolled", "You are already enrolled in this course.");
    expect(isDuplicateEnrollment(error)).toBe(true);
    expect(enrollFailureToast(error)).toBe(catalogueToasts.alreadyEnrolled);
  });

  it("says Already Enrolled for any message containing 'duplicate' (the spec's rule)", () => {
    expect(enrollFailureToast(new Error('duplicate key value violates unique constraint "enrollments_user_program"'))).toBe(
      catalogueToasts.alreadyEnrolled,
    );
    expect(enrollFailureToast(new ApiError(409, "error", "Duplicate enrolment"))).toBe(catalogueToasts.alreadyEnrolled);
  });

  it("says Failed to enroll for anything else", () => {
    expect(enrollFailureToast(new ApiError(500, "internal_error", "Something went wrong"))).toBe(catalogueToasts.enrollFailed);
    expect(enrollFailureToast(new ApiError(404, "not_found", "Course not found"))).toBe(catalogueToasts.enrollFailed);
    expect(enrollFailureToast(new TypeError("Failed to fetch"))).toBe(catalogueToasts.enrollFailed);
    expect(enrollFailureToast("weird")).toBe(catalogueToasts.enrollFailed);
  });
});

describe("isSignedOutError", () => {
  it("is true for a 401 only", () => {
    expect(isSignedOutError(new ApiError(401, "unauthorized", "Sign in first"))).toBe(true);
    expect(isSignedOutError(new ApiError(403, "forbidden", "No"))).toBe(false);
    expect(isSignedOutError(new Error("401"))).toBe(false);
  });
});
