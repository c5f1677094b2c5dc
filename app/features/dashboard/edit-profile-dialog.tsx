import { Loader2, Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { useUpdateProfile } from "./dashboard-api";
import type { Profile } from "#contracts/profile";

const loadForm = () => import("./edit-profile-form");
const EditProfileForm = lazy(loadForm);

interface EditProfileDialogProps {
  userId: string;
  profile: Profile | undefined;
}

/** Edit Profile: full name, company and phone, checked with the contact form's rules, saved through the API. */
export function EditProfileDialog({ userId, profile }: EditProfileDialogProps) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProfile(userId);
  return (
    // Closing is held off while saving, so a failure can still show its messages beside the input.
    <Dialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        {/* Fetch the form's code as soon as the learner shows an interest. */}
        <Button variant="outline" onPointerEnter={loadForm} onFocus={loadForm}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Update your name, company and phone number. Your e-mail address stays as it is.</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <p role="status" className="flex h-64 items-center justify-center gap-2 text-slate-700">
              <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
              Loading...
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
