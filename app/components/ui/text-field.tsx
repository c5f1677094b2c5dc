import type { ComponentProps } from "react";
import { Field, type FieldProps } from "./field";
import { Input } from "./input";

export interface TextFieldProps extends ComponentProps<typeof Input>, Omit<FieldProps, "children" | "id" | "className"> {
  id: string;
  /** Classes of the field's box (the label, input and lines below); the input's own go in `inputClassName`. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input: a Field (field.tsx) around an Input. `aria-invalid` is passed through (a
 * form may mark a field invalid while its message is the form's single error line); a non-empty
 * `error` sets it.
 */
export function TextField({ id, label, labelAside, hint, error, messageId, optional, className, inputClassName, after, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} labelAside={labelAside} hint={hint} error={error} messageId={messageId} optional={optional} className={className} after={after}>
      {(control) => <Input className={inputClassName} {...input} {...control} />}
    </Field>
  );
}
