import type { ComponentProps, ReactNode } from "react";
import { Field, type FieldProps } from "./field";
import { Input } from "./input";

export interface TextFieldProps extends Omit<ComponentProps<typeof Input>, "children">, Omit<FieldProps, "children" | "id" | "className" | "after"> {
  id: string;
  /** Below the input and its lines (the Field's `after`), e.g. a button that switches to another kind of answer. */
  children?: ReactNode;
  /** Classes of the field's box (the label, input and lines below); the input's own go in `inputClassName`. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input: a Field (field.tsx) around an Input. `aria-invalid` is passed through (a
 * form may mark a field invalid while its message is the form's single error line); a non-empty
 * `error` sets it.
 */
export function TextField({ id, label, labelAside, hint, error, messageId, optional, className, inputClassName, children, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} labelAside={labelAside} hint={hint} error={error} messageId={messageId} optional={optional} className={className} after={children}>
      {(control) => <Input className={inputClassName} {...input} {...control} />}
    </Field>
  );
}
