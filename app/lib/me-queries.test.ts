import { describe, expect, it } from "vitest";
import { sampleEnrollment } from "~/features/catalogue/test-data";
import { sampleAdminCertificate, sampleCertificateCheck } from "#contracts/api-examples";
import { toAssignment, toEnrollment, withProgram, withProgramId } from "./me-queries";

describe("the API's course names at the boundary", () => {
  it("reads an enrolment's course_id and course as programId and program, the rest as it is", () => {
    const answer = sampleEnrollment({ progress: 25 });
    const { course_id, course, ...rest } = answer;
    expect(toEnrollment(answer)).toEqual({ ...rest, programId: course_id, program: course });
    expect(toEnrollment(answer)).not.toHaveProperty("course_id");
  });

  it("reads a certificate's course as program (the learner's, staff's and the public check's)", () => {
    const { course, ...rest } = sampleAdminCertificate;
    expect(withProgram(sampleAdminCertificate)).toEqual({ ...rest, program: course });
    expect(withProgram(sampleCertificateCheck)).not.toHaveProperty("course");
  });

  it("reads an assignment's course_id and course_title as programId and programTitle", () => {
    const answer = { id: "a1", course_id: "c1", course_title: "Machine Learning", user_id: "u1", name: "Asha", email: "asha@example.com", team: null, due_date: null, due_state: "none" as const, progress: 0, assigned_at: "2026-11-01T00:00:00.000Z" };
    const { course_id, course_title, ...rest } = answer;
    expect(toAssignment(answer)).toEqual({ ...rest, programId: course_id, programTitle: course_title });
  });

  it("reads any answer's course_id as programId", () => {
    expect(withProgramId({ course_id: "c1", due_date: null })).toEqual({ programId: "c1", due_date: null });
  });
});
