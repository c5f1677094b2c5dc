import { lazy, Suspense } from "react";
import { Card } from "~/components/ui/card";
import { EditProfileDialog } from "./edit-profile-dialog";
import type { Profile } from "#contracts/profile";
import { useT } from "~/i18n/i18n";

// Two-factor sign-in's settings and the account's (password, e-mail, sessions, data) load with the
// Profile tab, not with the dashboard.
const TwoFactorPanel = lazy(() => import("./two-factor/two-factor-panel"));
const AccountSettings = lazy(() => import("./account/account-settings"));

interface ProfilePanelProps {
  userId: string;
  /** Undefined when the profile could not be loaded: every field then reads 'Not set'. */
  profile: Profile | undefined;
  /** The account's e-mail, shown when the profile has none. */
  email: string;
  /** Staff sent by the staff inbox to set up two-factor sign-in. */
  twoFactorRequired?: boolean;
}

/** The Profile tab: the profile's fields, 'Not set' when empty, and the Edit Profile dialog. */
export function ProfilePanel({ userId, profile, email, twoFactorRequired = false }: ProfilePanelProps) {
  const { t } = useT();
  const fields = [
    { label: t("Full Name"), value: profile?.full_name },
    { label: t("Email"), value: profile?.email || email },
    { label: t("Company"), value: profile?.company },
    { label: t("Phone"), value: profile?.phone },
  ];
  return (
    <>
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t("Profile Information")}</h2>
            <p className="mt-1 text-sm text-slate-600">{t("Your personal details on your learner account.")}</p>
          </div>
          <EditProfileDialog userId={userId} profile={profile} />
        </div>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {fields.map(({ label, value }) => (
            <div key={label} className="min-w-0 border-b border-slate-100 pb-4">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className={value ? "mt-1 break-words text-slate-900" : "mt-1 text-slate-600 italic"}>{value || t("Not set")}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Suspense
        fallback={
          <Card className="mt-6 p-6">
            <p role="status" className="text-slate-600">{t("Loading...")}</p>
          </Card>
        }
      >
        <TwoFactorPanel userId={userId} requiredForStaff={twoFactorRequired} />
        <AccountSettings userId={userId} email={email} />
      </Suspense>
    </>
  );
}
