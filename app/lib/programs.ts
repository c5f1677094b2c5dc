import type { Course, Enrollment as ApiEnrollment } from "#contracts/catalogue";

// The API keeps the spec's word for what the product calls a program: /courses, `course_id`, an
// enrolment's `course` (contracts/vocabulary.ts). The app says "program": these are its types, and
// lib/me-queries.ts (toEnrollment, withProgramId) turns the API's answers into them as they come in,
// before anything is cached or shown; requests keep the API's names where they are built
// (`call("POST /courses/{courseId}/…")`). Types only here: the conversion lives with the queries,
// out of the chunk every page loads.

/** A program of the catalogue (the API's `Course`: its fields already say what they are). */
export type Program = Course;

/** The program an enrolment is in, as GET /me/enrollments joins it. */
export type EnrolledProgram = ApiEnrollment["course"];

/** A learner's enrolment: the API's, with `programId` and `program` for `course_id` and `course`. */
export type Enrollment = Omit<ApiEnrollment, "course_id" | "course"> & { programId: string; program: EnrolledProgram };
