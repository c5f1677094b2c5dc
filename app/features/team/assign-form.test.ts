import { describe, expect, it } from "vitest";
import { assignResolver, formField, type AssignValues } from "./assign-form";

const PROGRAM = "0b6f8f2e-5d3c-4b1a-9e7f-2c4d6e8f0a1b";
const TEAM = "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f";
const resolve = (values: Partial<AssignValues>) =>
  assignResolver({ programId: "", due_date: "", to: "team", team_id: "", user_ids: [], ...values }, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
const messages = (errors: object) => Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message?: string }).message]));

// The form says programId; the API's body and its refusals say course_id (the schema is the server's).
describe("the assign form's check", () => {
  it("puts the schema's message on course_id onto the form's program field", async () => {
    const { errors } = await resolve({ team_id: TEAM });
    expect(messages(errors)).toEqual({ programId: "Choose a program" });
  });

  it("asks for a team when the program goes to one, beside the program's message", async () => {
    const { errors } = await resolve({});
    expect(messages(errors)).toMatchObject({ programId: "Choose a program", team_id: "Choose a team" });
  });

  it("asks for people when it goes to people and none is chosen", async () => {
    const { errors } = await resolve({ programId: PROGRAM, to: "people" });
    expect(messages(errors)).toEqual({ user_ids: "Choose people or a team" });
  });

  it("hands on the API's body when all is well: course_id, the team, no due date", async () => {
    const result = await resolve({ programId: PROGRAM, team_id: TEAM });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ course_id: PROGRAM, team_id: TEAM, user_ids: [], due_date: null });
  });

  it("maps a server refusal's field names the same way", () => {
    expect(formField("course_id")).toBe("programId");
    expect(formField("due_date")).toBe("due_date");
  });
});
