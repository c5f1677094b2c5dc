import { useId, type ReactNode } from "react";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { FieldError } from "./field-error";
import { Label } from "./label";

// The one labelled field of every form (auth, account, staff and team forms alike): the label, the
// control, its hint and its message, tied together (aria-describedby, aria-invalid) so a screen
// reader reads them with the control. Any control: an input (TextField), a select, a textarea.

/** What a field hands its control. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made when none is given. */
  id?: string;
  /** At the label's right, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** A line below the control (id `${id}-hint`), read with it. */
  hint?: ReactNode;
  /**
   * The field's own message below the control (id `${id}-error`), read with it; marks the control
   * invalid. A schema's message is an English message id (shared with the server): it is shown in
   * the page's language.
   */
  error?: string;
  /** The id of a message elsewhere in the form (its single error line) that describes the control while it shows. */
  messageId?: string;
  /** "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
  /** Below the control and its lines, e.g. a button that switches to another kind of answer. */
  after?: ReactNode;
}

export function Field({ label, id: givenId, labelAside, hint, error, messageId, optional, className, children, after }: FieldProps) {
  const { t } = useT();
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [messageId, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const labelElement = (
    <Label htmlFor={id}>
      {label}
      {optional && <span className="font-normal text-slate-600"> {t("(optional)")}</span>}
    </Label>
  );
  return (
    <div className={cn("grid content-start gap-2", className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, ...(error && { "aria-invalid": true as const }), "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error && t(error)} />
      {after}
    </div>
  );
}
