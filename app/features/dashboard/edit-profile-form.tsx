import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/text-field";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { useT } from "~/i18n/i18n";
import { profileUpdateSchema, type Profile, type ProfileUpdate, type ProfileUpdateInput } from "#contracts/profile";

// The Edit Profile form, loaded when the dialog first opens: react-hook-form and zod are not
// part of the dashboard's first load.

type FieldName = keyof ProfileUpdateInput;
const fieldNames: FieldName[] = ["full_name", "company", "phone"];

interface EditProfileFormProps {
  profile: Profile | undefined;
  save: (values: ProfileUpdate) => Promise<unknown>;
  saving: boolean;
  onSaved: () => void;
}

export default function EditProfileForm({ profile, save, saving, onSaved }: EditProfileFormProps) {
  const { t } = useT();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { full_name: profile?.full_name ?? "", company: profile?.company ?? "", phone: profile?.phone ?? "" },
  });

  // The dialog may open before this code arrives: start typing in the first field either way.
  useEffect(() => setFocus("full_name"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      toastSuccess({ title: t("Profile updated"), description: t("Your changes have been saved.") });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === "validation_error" && error.fields) {
        // The server's own check disagreed: its messages go beside the fields, the input stays.
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) setError(name, { type: "server", message }, { shouldFocus: true });
        }
        toastError({ title: t("Validation Error"), description: t("Please check the form for errors.") });
        return;
      }
      console.error("Profile update failed:", error);
      toastError({ title: t("Error"), description: t("Unable to update your profile. Please try again.") });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField id={`${id}-full-name`} label={t("Full name")} error={errors.full_name?.message} autoComplete="name" {...register("full_name")} />
      <TextField id={`${id}-company`} label={t("Company")} optional error={errors.company?.message} autoComplete="organization" {...register("company")} />
      <TextField id={`${id}-phone`} label={t("Phone")} optional type="tel" error={errors.phone?.message} autoComplete="tel" {...register("phone")} />
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            {t("Cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? t("Saving...") : t("Save Changes")}
        </Button>
      </DialogFooter>
    </form>
  );
}
