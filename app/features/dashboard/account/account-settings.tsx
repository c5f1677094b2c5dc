import { Download, KeyRound, Languages, Laptop, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useSignInMethods, type SignInMethods } from "./account-api";
import { DataSection } from "./data-section";
import { useProfile } from "../dashboard-api";
import { LanguageSection } from "./language-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import { LoadFailed, Loading, SettingsCard } from "./settings-card";
import { useT } from "~/i18n/i18n";

// The learner's own account on the Profile tab (issue 18): password, e-mail address, language
// (issue 29), where they are signed in, their data and deleting the account. Loaded with the
// Profile tab only.

interface AccountSettingsProps {
  userId: string;
  email: string;
}

export default function AccountSettings({ userId, email }: AccountSettingsProps) {
  const { t } = useT();
  const methods = useSignInMethods(userId);
  // The dashboard has loaded it already (the same cached answer).
  const profile = useProfile(userId);
  const withMethods = (render: (methods: SignInMethods) => ReactNode) =>
    methods.isPending ? <Loading /> : methods.isError ? <LoadFailed onRetry={() => void methods.refetch()} /> : render(methods.data);
  return (
    <>
      <SettingsCard id="password" icon={KeyRound} title={t("Password")}>
        {withMethods((m) => (
          <PasswordSection userId={userId} hasPassword={m.hasPassword} />
        ))}
      </SettingsCard>
      <SettingsCard id="email" icon={Mail} title={t("E-mail Address")}>
        {withMethods((m) => (
          <EmailSection email={email} hasPassword={m.hasPassword} />
        ))}
      </SettingsCard>
      <SettingsCard id="language" icon={Languages} title={t("Language")}>
        <LanguageSection userId={userId} current={profile.data?.locale ?? "en"} />
      </SettingsCard>
      <SettingsCard id="sessions" icon={Laptop} title={t("Where You're Signed In")}>
        <SessionsSection userId={userId} />
      </SettingsCard>
      <SettingsCard id="data" icon={Download} title={t("Your Data")}>
        {withMethods((m) => (
          <DataSection methods={m} />
        ))}
      </SettingsCard>
    </>
  );
}
