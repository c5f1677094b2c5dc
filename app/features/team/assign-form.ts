import type { FieldErrors, Resolver } from "react-hook-form";
import type { assignSchema } from "#contracts/organisations";
import type { z } from "#contracts/zod";
import { lazyZodResolver } from "~/lib/lazy-resolver";

// The "Assign program" form's values and their check (assignments-page.tsx). The form says
// program; the API's body says course_id (the spec's name): the two meet here only.

/** The form's fields: the body of POST …/assignments, and whether it goes to a team or to people. */
export interface AssignValues {
  programId: string;
  due_date: string;
  to: "team" | "people";
  team_id: string;
  user_ids: string[];
}

export type AssignInput = z.output<typeof assignSchema>;
// Loaded when the form is first checked (or focused: `preloadAssignCheck`), not with the page.
const checkBody = lazyZodResolver<Record<string, unknown>, AssignInput>(() => import("#contracts/organisations").then((m) => m.assignSchema));
export const preloadAssignCheck = checkBody.preload;

/** The form's field of a field the API names (a refusal's `fields` from the server, or the schema's). */
export const formField = (apiField: string): keyof AssignValues => (apiField === "course_id" ? "programId" : apiField) as keyof AssignValues;

/** The server's own schema, on the body the form would send; a team must be chosen when it goes to one. */
export const assignResolver: Resolver<AssignValues, unknown, AssignInput> = async (values, context, options) => {
  const { programId, due_date, to, team_id, user_ids } = values;
  const body = { course_id: programId, due_date, ...(to === "team" ? { team_id: team_id || undefined, user_ids: [] } : { user_ids }) };
  const checked = await checkBody.resolver(body, context, options as never);
  const errors: FieldErrors<AssignValues> = Object.fromEntries(Object.entries(checked.errors).map(([name, error]) => [formField(name), error]));
  if (to === "team" && !team_id) errors.team_id = { type: "required", message: "Choose a team" };
  if (Object.keys(errors).length) return { values: {}, errors };
  return checked as Awaited<ReturnType<Resolver<AssignValues, unknown, AssignInput>>>;
};
