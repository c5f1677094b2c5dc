import type { FieldErrors } from "react-hook-form";

/** The message of the first invalid field, in the form's order: the auth forms show only that one. */
export function firstFormError<T extends Record<string, unknown>>(errors: FieldErrors<T>, order: (keyof T)[]): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}
