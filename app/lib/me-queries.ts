import { call } from "./api-client";
import type { Enrollment as ApiEnrollment } from "#contracts/catalogue";
import type { Assignment as ApiAssignment } from "#contracts/organisations";
import type { Assignment, Enrollment, WithProgram } from "./programs";
import type { Locale } from "#contracts/locales";

// The signed-in user's own resources (GET /me and GET /me/enrollments), their query keys
// and options, once: the dashboard, the learning page, the catalogue and the staff inbox's gate
// share one cached answer each. Keys carry the user id, so one user's data is never shown to the
// next one signed in on this tab; everything under `meKeys.all` is dropped on sign-out. Plain
// objects rather than TanStack's queryOptions(), which would be one more chunk for a type. The
// answers' types are the contracts' (the API's own schemas), as types only: no zod in the browser;
// enrolments are cached in the app's names (lib/programs.ts).

export interface MyEnrollments {
  enrollments: Enrollment[];
}

export const meKeys = {
  all: ["me"] as const,
  me: (userId: string) => ["me", userId] as const,
  enrollments: (userId: string) => ["me", userId, "enrollments"] as const,
  modules: (userId: string, programId: string, locale: Locale) => ["me", userId, "modules", programId, locale] as const,
  quiz: (userId: string, programId: string, moduleId: string) => ["me", userId, "quiz", programId, moduleId] as const,
  certificates: (userId: string) => ["me", userId, "certificates"] as const,
  registrations: (userId: string) => ["me", userId, "registrations"] as const,
  sessions: (userId: string) => ["me", userId, "sessions"] as const,
  signInMethods: (userId: string) => ["me", userId, "sign-in-methods"] as const,
};

/** The account and its profile (the gate reads the role from it, the dashboard the profile). */
export const meQuery = (userId: string) => ({
  queryKey: meKeys.me(userId),
  queryFn: () => call("GET /me"),
});

/** The learner's enrolments, with their programs. */
export const myEnrollmentsQuery = (userId: string) => ({
  queryKey: meKeys.enrollments(userId),
  queryFn: async (): Promise<MyEnrollments> => ({ enrollments: (await call("GET /me/enrollments")).enrollments.map(toEnrollment) }),
});

// The API's course names as the app's program names (lib/programs.ts), for every answer that has them.

export function toEnrollment({ course_id: programId, course: program, ...enrollment }: ApiEnrollment): Enrollment {
  return { ...enrollment, programId, program };
}

/** An answer's `course` as the app's `program` (a certificate, a staff list's enrolment). */
export function withProgram<T extends { course: unknown }>({ course: program, ...rest }: T): WithProgram<T> {
  return { ...rest, program };
}

/** An organisation's assignment in the app's names. */
export function toAssignment({ course_id: programId, course_title: programTitle, ...rest }: ApiAssignment): Assignment {
  return { ...rest, programId, programTitle };
}

/** An answer's `course_id` as the app's `programId` (e.g. the learner's own assignments). */
export function withProgramId<T extends { course_id: string }>({ course_id: programId, ...rest }: T): Omit<T, "course_id"> & { programId: string } {
  return { ...rest, programId };
}
