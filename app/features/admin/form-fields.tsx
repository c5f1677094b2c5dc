import { useState, type ComponentProps } from "react";
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetError } from "react-hook-form";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { fieldErrorsOf } from "./programs-api";

// The staff and team forms' controls (inside a Field, components/ui/field.tsx), their form-level
// message and the handling of a refused save.

export const controlClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-24", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-10 py-0", className)} {...props} />;
}

/** The message at the top of a refused form: what to do, announced at once. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * A save the server refused: its per-field messages go beside the fields (focus on the first), and
 * the form-level message is returned for the alert.
 */
export function showSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, what: string): string {
  const fields = fieldErrorsOf(error);
  if (!fields) {
    return error instanceof ApiError && error.status !== 0 ? error.message : `The ${what} could not be saved. Check your connection and try again.`;
  }
  Object.entries(fields).forEach(([name, message], i) => setError(name as FieldPath<T>, { type: "server", message }, { shouldFocus: i === 0 }));
  return "Please correct the highlighted fields.";
}

/**
 * A staff form's submit handler and its form-level message: `save` gets the checked values; fields
 * the schema refuses, or a save the server refuses (showSaveError), set the message.
 */
export function useSave<T extends FieldValues, Checked>(form: UseFormReturn<T, unknown, Checked>, save: (values: Checked) => Promise<unknown>, what: string) {
  const [formError, setFormError] = useState<string>();
  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await save(values);
      } catch (error) {
        setFormError(showSaveError(error, form.setError, what));
      }
    },
    () => setFormError("Please correct the highlighted fields."),
  );
  return { submit, formError };
}
