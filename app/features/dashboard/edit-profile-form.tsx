import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
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
      <ProfileField label={t("Full name")} error={errors.full_name?.message} autoComplete="name" field={register("full_name")} />
      <ProfileField
        label={t("Company")}
        optional
        error={errors.company?.message}
        autoComplete="organization"
        field={register("company")}
      />
      <ProfileField label={t("Phone")} optional type="tel" error={errors.phone?.message} autoComplete="tel" field={register("phone")} />
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

interface ProfileFieldProps {
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  optional?: boolean;
  type?: string;
  autoComplete: string;
}

function ProfileField({ label, field, error, optional = false, type = "text", autoComplete }: ProfileFieldProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-600">{t(" (optional)")}</span>}
      </Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      {/* The shared schema's messages are English ids (the server may send others: shown as sent). */}
      <FieldError id={errorId} message={error && t(error)} />
    </div>
  );
}
