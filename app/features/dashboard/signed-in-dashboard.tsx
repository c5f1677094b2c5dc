import { LogOut } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { CurrentUser } from "~/features/auth/current-user";
import { QueryProvider } from "~/lib/query-client";
import { useEnrollments, useMyAssignments, useProfile } from "./dashboard-api";
import { PageLoading } from "~/components/layout/page-loading";
import { dashboardStats } from "./dashboard-stats";
import { MyCertificates } from "./my-certificates";
import { MyPrograms } from "./my-programs";
import { MyRegistrations } from "./my-registrations";
import { ProfilePanel } from "./profile-panel";
import { StatCards } from "./stat-cards";
import { useT } from "~/i18n/i18n";
import { useEnrollmentsIn } from "~/features/catalogue/program-texts";

// What a signed-in learner sees, with the data layer (TanStack Query), tabs and cards. It loads
// while the page asks who is signed in, not before the page can answer taps (dashboard-page.tsx).

interface SignedInDashboardProps {
  user: CurrentUser;
  onSignOut: () => Promise<void>;
}

export default function SignedInDashboardPage(props: SignedInDashboardProps) {
  return (
    <QueryProvider>
      <SignedInDashboard {...props} />
    </QueryProvider>
  );
}

function SignedInDashboard({ user, onSignOut }: SignedInDashboardProps) {
  const { t, locale } = useT();
  const profile = useProfile(user.id);
  const assignments = useMyAssignments(user.id);
  const enrollments = useEnrollments(user.id);
  // The programs' titles in the page's language (catalogue-api's ?lang), English until they arrive.
  const translatedEnrollments = useEnrollmentsIn(enrollments.data, locale);
  const [signingOut, setSigningOut] = useState(false);
  // The staff inbox sends staff without two-factor sign-in here: /dashboard?setup=two-factor.
  const [params] = useSearchParams();
  const twoFactorRequired = params.get("setup") === "two-factor";
  // Back from an e-mail change's confirmation link: the Profile tab says it is done. The
  // registration e-mails link to /dashboard?tab=registrations, a completed program's page to
  // /dashboard?tab=certificates.
  const tabParam = params.get("tab");
  const initialTab =
    twoFactorRequired || params.get("email") === "changed"
      ? "profile"
      : tabParam === "registrations" || tabParam === "certificates"
        ? tabParam
        : "courses";

  // Failures are ignored on screen (spec): the page shows what it has, as if empty.
  if (profile.isPending || enrollments.isPending) return <PageLoading title={t("Learner Dashboard")} />;

  const list = translatedEnrollments ?? [];
  const name = profile.data?.full_name || user.name || "";
  const initial = (name || user.email).charAt(0).toUpperCase();

  async function signOutClicked() {
    setSigningOut(true);
    await onSignOut();
    setSigningOut(false);
  }

  return (
    <>
      <section aria-label={t("Account")} className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <div className="flex min-w-0 items-center gap-4">
            {/* The learner's initial: their name, not a word of any language (translate="no"). */}
            <span
              aria-hidden="true"
              translate="no"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 text-2xl font-semibold text-white"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                {t("Welcome back, {name}!", { name: name || t("Learner") })}
              </h1>
              <p className="mt-0.5 truncate text-slate-600">{user.email}</p>
            </div>
          </div>
          <Button variant="outline" onClick={signOutClicked} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? t("Signing out...") : t("Sign Out")}
          </Button>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2 className="sr-only">{t("Your learning at a glance")}</h2>
        <StatCards stats={dashboardStats(list)} />

        <Tabs defaultValue={initialTab} className="mt-8">
          <TabsList className="h-auto w-full flex-wrap sm:w-auto">
            <TabsTrigger value="courses">{t("My Courses")}</TabsTrigger>
            <TabsTrigger value="registrations">{t("My Registrations")}</TabsTrigger>
            <TabsTrigger value="profile">{t("Profile")}</TabsTrigger>
            <TabsTrigger value="certificates">{t("Certificates")}</TabsTrigger>
          </TabsList>
          <TabsContent value="courses">
            <h2 className="sr-only">{t("My Courses")}</h2>
            <MyPrograms enrollments={list} assignments={assignments.data} />
          </TabsContent>
          <TabsContent value="registrations">
            <h2 className="sr-only">{t("My Registrations")}</h2>
            <MyRegistrations userId={user.id} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfilePanel userId={user.id} profile={profile.data} email={user.email} twoFactorRequired={twoFactorRequired} />
          </TabsContent>
          <TabsContent value="certificates">
            <h2 className="sr-only">{t("Certificates")}</h2>
            <MyCertificates userId={user.id} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
