import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { PASSWORD_LENGTH } from "#contracts/password-rules";
import { TextField, type TextFieldProps } from "./text-field";

// The text field of every react-hook-form form: a TextField bound to its form's field.

/** An e-mail address input (the server keeps at most 255 characters). */
export const emailInput = { type: "email", autoComplete: "email", maxLength: 255 } as const;
/** A password input: longer ones would be cut by the hash (72 bytes). */
export const passwordInput = { type: "password", maxLength: PASSWORD_LENGTH.max } as const;

interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, "form" | "name" | "aria-invalid" | "error"> {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** The field shows its own message below it; otherwise it is only marked invalid (the form has one message line, `messageId`). */
  showError?: boolean;
  /** Also marked invalid for a refusal the form shows in its own message line (e.g. the server's "code is not right"). */
  invalid?: boolean;
}

/** Registered with the form, marked invalid while its field has an error. */
export function FormTextField<T extends FieldValues>({ form, name, showError = false, invalid = false, ...field }: FormTextFieldProps<T>) {
  // The schema's messages are English message ids: the field shows them in the page's language.
  const message = form.formState.errors[name]?.message;
  return (
    <TextField
      {...field}
      aria-invalid={invalid || !!form.formState.errors[name]}
      error={showError && typeof message === "string" ? message : undefined}
      {...form.register(name)}
    />
  );
}
