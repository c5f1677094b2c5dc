import { describe, expect, it } from "vitest";
import { sampleEnrollment } from "~/features/catalogue/test-data";
import { toEnrollment, withProgramId } from "./me-queries";

describe("the API's course names at the boundary", () => {
  it("reads an enrolment's course_id and course as programId and program, the rest as it is", () => {
    const answer = sampleEnrollment({ progress: 25 });
    const { course_id, course, ...rest } = answer;
    expect(toEnrollment(answer)).toEqual({ ...rest, programId: course_id, program: course });
    expect(toEnrollment(answer)).not.toHaveProperty("course_id");
  });

  it("reads any answer's course_id as programId", () => {
    expect(withProgramId({ course_id: "c1", due_date: null })).toEqual({ programId: "c1", due_date: null });
  });
});
