import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField, type TextFieldProps } from "~/components/ui/text-field";
import { PASSWORD_LENGTH } from "#contracts/auth";

// The auth forms' fields: a TextField bound to its react-hook-form field.

/** An e-mail address input (the server keeps at most 255 characters). */
export const emailInput = { type: "email", autoComplete: "email", maxLength: 255 } as const;
/** A password input: longer ones would be cut by the hash (72 bytes). */
export const passwordInput = { type: "password", maxLength: PASSWORD_LENGTH.max } as const;

interface AuthFieldProps<T extends FieldValues> extends Omit<TextFieldProps, "form" | "name" | "aria-invalid"> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

/** Registered with the form, marked invalid while its field has an error (the message itself is the form's single line, `messageId`). */
export function AuthField<T extends FieldValues>({ form, name, ...field }: AuthFieldProps<T>) {
  return <TextField {...field} aria-invalid={!!form.formState.errors[name]} {...form.register(name)} />;
}
