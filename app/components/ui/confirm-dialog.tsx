import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

// The one question before a change that is hard to undo: staff removing a module or deleting a
// program, revoking a certificate, a learner cancelling a registration or deleting the account.

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** A refusal, shown (and announced) under the question. */
  error?: string;
  /** The change cannot be made (e.g. the server refused it for good): the confirm button stays off. */
  confirmDisabled?: boolean;
  confirmLabel: string;
  /** The confirm button while the change runs. */
  busyLabel?: string;
  cancelLabel?: string;
  busy: boolean;
  /** Called when the learner confirms (the button, or Enter in a field). */
  onConfirm: () => Promise<unknown> | void;
  /** Fields the confirmation asks for (a reason, a password), between the question and the buttons. */
  children?: ReactNode;
  /** The form's name for assistive technology, when it has fields. */
  formLabel?: string;
  /** "dialog" for a learner's own confirmation; staff's irreversible ones interrupt as an alert. */
  role?: "dialog" | "alertdialog";
  /** Radix focus hooks: where focus starts and where it goes back (by default, to what had it when the dialog opened). */
  onOpenAutoFocus?: ComponentProps<typeof DialogContent>["onOpenAutoFocus"];
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  cancelRef?: React.Ref<HTMLButtonElement>;
}

/**
 * Asks, then confirms; it cannot be closed while the change runs. Focus starts on Cancel unless told
 * otherwise, and goes back, on closing, to what had it when the dialog opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  error,
  confirmDisabled,
  confirmLabel,
  busyLabel = "Working...",
  cancelLabel = "Cancel",
  busy,
  onConfirm,
  children,
  formLabel,
  role = "alertdialog",
  onOpenAutoFocus,
  onCloseAutoFocus,
  cancelRef,
}: ConfirmDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !confirmDisabled) void onConfirm();
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent role={role} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={formLabel}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button ref={cancelRef} type="button" variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy || confirmDisabled} aria-busy={busy || undefined}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
