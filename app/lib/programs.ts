import type { Course, Enrollment as ApiEnrollment } from "#contracts/catalogue";
import type { Assignment as ApiAssignment } from "#contracts/organisations";
import type { AdminCertificate as ApiAdminCertificate, CertificateCheck as ApiCertificateCheck, MyCertificate as ApiMyCertificate } from "#contracts/certificates";

// The API keeps the spec's word for what the product calls a program: /courses, `course_id`, an
// enrolment's `course` (contracts/vocabulary.ts). The app says "program": these are its types, and
// lib/me-queries.ts (toEnrollment, toAssignment, withProgram, withProgramId) turns the API's answers
// into them as they come in, before anything is cached or shown; requests keep the API's names where they are built
// (`call("POST /courses/{courseId}/…")`). Types only here: the conversion lives with the queries,
// out of the chunk every page loads.

/** A program of the catalogue (the API's `Course`: its fields already say what they are). */
export type Program = Course;

/** The program an enrolment is in, as GET /me/enrollments joins it. */
export type EnrolledProgram = ApiEnrollment["course"];

/** An answer about one program (a certificate, a staff list's enrolment), with `program` for the API's `course`. */
export type WithProgram<T extends { course: unknown }> = Omit<T, "course"> & { program: T["course"] };

/** A learner's enrolment: the API's, with `programId` and `program` for `course_id` and `course`. */
export type Enrollment = Omit<ApiEnrollment, "course_id" | "course"> & { programId: string; program: EnrolledProgram };

/** One of the learner's certificates (GET /me/certificates). */
export type MyCertificate = WithProgram<ApiMyCertificate>;

/** A certificate in staff's list (GET /admin/certificates). */
export type AdminCertificate = WithProgram<ApiAdminCertificate>;

/** The public check's answer (GET /certificates/{code}): a valid certificate names its program. */
export type CertificateCheck = WithProgram<Extract<ApiCertificateCheck, { status: "valid" }>> | Exclude<ApiCertificateCheck, { status: "valid" }>;

/** An organisation's assignment (GET /organisations/{orgId}/assignments): `programId` and `programTitle` for `course_id` and `course_title`. */
export type Assignment = Omit<ApiAssignment, "course_id" | "course_title"> & { programId: string; programTitle: string };
