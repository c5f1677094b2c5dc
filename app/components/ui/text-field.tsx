import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";

export interface TextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: ReactNode;
  /** At the label's right, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** A line below the input (id `${id}-hint`), read with it. */
  hint?: ReactNode;
  /** The field's own message below it (id `${id}-error`), read with it; marks the input invalid. */
  error?: string;
  /** The id of a message elsewhere in the form (its single error line) that describes the input while it shows. */
  messageId?: string;
  /** Classes of the field's box (the label, input and lines below); the input's own go in `inputClassName`. */
  className?: string;
  inputClassName?: string;
  /** Below the input and its lines, e.g. a button that switches to another kind of answer. */
  children?: ReactNode;
}

/**
 * A labelled text input of the auth and account forms: the label, the input, its hint and its
 * message, tied together with aria-describedby so a screen reader reads them with the input.
 * `aria-invalid` is passed through (a form may mark a field invalid while its message is the
 * form's single error line); a non-empty `error` sets it.
 */
export function TextField({ id, label, labelAside, hint, error, messageId, className, inputClassName, children, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [messageId, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={cn("grid gap-2", className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <Input id={id} className={inputClassName} {...input} {...(error && { "aria-invalid": true })} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      {children}
    </div>
  );
}
