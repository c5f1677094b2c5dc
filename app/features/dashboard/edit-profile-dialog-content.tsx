import { Loader2 } from "lucide-react";
import { lazy, Suspense, type RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useUpdateProfile } from "./dashboard-api";
import type { Profile } from "#contracts/profile";
import { useT } from "~/i18n/i18n";

export const loadForm = () => import("./edit-profile-form");
const EditProfileForm = lazy(loadForm);

export interface EditProfileDialogContentProps {
  userId: string;
  profile: Profile | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The Edit Profile dialog itself (Radix Dialog and the form), loaded when the learner first opens
 * it: the dashboard does not carry it at start (edit-profile-dialog.tsx has the button).
 */
export default function EditProfileDialogContent({ userId, profile, open, onOpenChange, returnFocusTo }: EditProfileDialogContentProps) {
  const { t } = useT();
  const update = useUpdateProfile(userId);
  const setOpen = onOpenChange;
  return (
    // Closing is held off while saving, so a failure can still show its messages beside the input.
    <Dialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("Edit Profile")}</DialogTitle>
          <DialogDescription>{t("Update your name, company and phone number. Your e-mail address stays as it is.")}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <p role="status" className="flex h-64 items-center justify-center gap-2 text-slate-700">
              <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
              {t("Loading...")}
            </p>
          }
        >
          {/* Mounted on each opening, so it starts from the saved profile. */}
          <EditProfileForm profile={profile} save={update.mutateAsync} saving={update.isPending} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
