import type { Course, Enrollment as ApiEnrollment } from "#contracts/catalogue";

// The API keeps the spec's word for what the product calls a program: /courses, `course_id`, an
// enrolment's `course` (contracts/vocabulary.ts). The app says "program": this is the one place
// where the API's names become the app's, as the answers come in (the query functions and
// mutations of lib/me-queries.ts and the catalogue's and learning page's API modules); requests
// keep the API's names where they are built (`call("POST /courses/{courseId}/…")`).

/** A program of the catalogue (the API's `Course`: its fields already say what they are). */
export type Program = Course;

/** The program an enrolment is in, as GET /me/enrollments joins it. */
export type EnrolledProgram = ApiEnrollment["course"];

/** A learner's enrolment: the API's, with `programId` and `program` for `course_id` and `course`. */
export type Enrollment = Omit<ApiEnrollment, "course_id" | "course"> & { programId: string; program: EnrolledProgram };

export function toEnrollment({ course_id: programId, course: program, ...enrollment }: ApiEnrollment): Enrollment {
  return { ...enrollment, programId, program };
}

/** An answer's `course_id` as the app's `programId` (e.g. an organisation's assignment). */
export function withProgramId<T extends { course_id: string }>({ course_id: programId, ...rest }: T): Omit<T, "course_id"> & { programId: string } {
  return { ...rest, programId };
}
