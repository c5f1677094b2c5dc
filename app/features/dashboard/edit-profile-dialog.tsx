import { Pencil } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Profile } from "#contracts/profile";
import { useT } from "~/i18n/i18n";

// The dialog and its form load on first use; the learner's interest (pointer or focus on the button)
// starts the download before the click.
const loadDialog = () => import("./edit-profile-dialog-content").then((m) => (void m.loadForm(), m));
const EditProfileDialogContent = lazy(loadDialog);

interface EditProfileDialogProps {
  userId: string;
  profile: Profile | undefined;
}

/** Edit Profile: full name, company and phone, checked with the contact form's rules, saved through the API. */
export function EditProfileDialog({ userId, profile }: EditProfileDialogProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Pencil aria-hidden="true" />
        {t("Edit Profile")}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <EditProfileDialogContent userId={userId} profile={profile} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
