import type { ToastContent } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";

// The catalogue's toasts, word for word from the spec (section 8, "Programs and enrolment").
export const catalogueToasts = {
  enrolled: { title: "Success!", description: "You have been enrolled in the program." },
  alreadyEnrolled: { title: "Already Enrolled", description: "You are already enrolled in this program." },
  enrollFailed: { title: "Error", description: "Failed to enroll. Please try again." },
  loadFailed: { title: "Error", description: "Failed to load programs. Please try again." },
  // Not in the spec (the learning page is ours): said in the same voice.
  progressFailed: { title: "Error", description: "Failed to save your progress. Please try again." },
} as const satisfies Record<string, ToastContent>;

/** The spec's rule: an enrol failure whose message contains 'duplicate' means already enrolled. */
export function isDuplicateEnrollment(error: unknown): boolean {
  if (error instanceof ApiError && error.code === "already_enrolled") return true;
  return error instanceof Error && /duplicate/i.test(error.message);
}

/** A 401 from the API: the session ended (expired, or signed out in another tab). */
export const isSignedOutError = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The toast for a failed enrolment. */
export const enrollFailureToast = (error: unknown): ToastContent =>
  isDuplicateEnrollment(error) ? catalogueToasts.alreadyEnrolled : catalogueToasts.enrollFailed;
