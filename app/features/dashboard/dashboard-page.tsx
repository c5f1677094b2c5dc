import { useQueryClient } from "@tanstack/react-query";
import { Award, Loader2, LogOut } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { signOut } from "~/features/auth/auth-api";
import type { CurrentUser } from "~/features/auth/current-user";
import { useSession } from "~/features/auth/session";
import { toastError } from "~/features/toast/toast";
import { paths } from "#contracts/pages";
import { useEnrollments, useProfile } from "./dashboard-api";
import { dashboardStats } from "./dashboard-stats";
import { EmptyState } from "./empty-state";
import { MyCourses } from "./my-courses";
import { ProfilePanel } from "./profile-panel";
import { StatCards } from "./stat-cards";

// The learner dashboard. Prerendered as its loading state (the server knows no session); the
// browser then asks who is signed in and either redirects to /auth or loads the learner's data.

export function Dashboard() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Signing out here goes home (spec: SIGNED_OUT sends the user to /), not to /auth.
  const leaving = useRef(false);

  useEffect(() => {
    if (session.status === "signed-out" && !leaving.current) navigate(paths.auth, { replace: true });
  }, [session.status, navigate]);

  async function handleSignOut() {
    leaving.current = true;
    try {
      const result = await signOut();
      if (!result.ok) throw new Error(result.message ?? `Sign out failed with HTTP ${result.status}`);
      queryClient.removeQueries({ queryKey: ["me"] });
      navigate(paths.home);
    } catch (error) {
      leaving.current = false;
      console.error("Sign out failed:", error);
      toastError({ title: "Error", description: "Sign out failed. Please try again." });
    }
  }

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50">
      {session.status === "signed-in" ? (
        <SignedInDashboard user={session.user} onSignOut={handleSignOut} />
      ) : (
        <DashboardLoading />
      )}
    </div>
  );
}

function DashboardLoading() {
  return (
    <>
      <h1 className="sr-only">Learner Dashboard</h1>
      <div role="status" className="flex min-h-[calc(100dvh-4rem)] items-center justify-center gap-3 text-slate-700">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
        <span className="text-lg font-medium">Loading...</span>
      </div>
    </>
  );
}

function SignedInDashboard({ user, onSignOut }: { user: CurrentUser; onSignOut: () => Promise<void> }) {
  const profile = useProfile(user.id);
  const enrollments = useEnrollments(user.id);
  const [signingOut, setSigningOut] = useState(false);

  // Failures are ignored on screen (spec): the page shows what it has, as if empty.
  if (profile.isPending || enrollments.isPending) return <DashboardLoading />;

  const list = enrollments.data ?? [];
  const name = profile.data?.fullName || user.name || "";
  const initial = (name || user.email).charAt(0).toUpperCase();

  async function signOutClicked() {
    setSigningOut(true);
    await onSignOut();
    setSigningOut(false);
  }

  return (
    <>
      <section aria-label="Account" className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <div className="flex min-w-0 items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 text-2xl font-semibold text-white"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                Welcome back, {name || "Learner"}!
              </h1>
              <p className="mt-0.5 truncate text-slate-600">{user.email}</p>
            </div>
          </div>
          <Button variant="outline" onClick={signOutClicked} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? "Signing out..." : "Sign Out"}
          </Button>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2 className="sr-only">Your learning at a glance</h2>
        <StatCards stats={dashboardStats(list)} />

        <Tabs defaultValue="courses" className="mt-8">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="courses">My Courses</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="certificates">Certificates</TabsTrigger>
          </TabsList>
          <TabsContent value="courses">
            <h2 className="sr-only">My Courses</h2>
            <MyCourses enrollments={list} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfilePanel userId={user.id} profile={profile.data} email={user.email} />
          </TabsContent>
          <TabsContent value="certificates">
            <h2 className="sr-only">Certificates</h2>
            <EmptyState
              icon={Award}
              title="No Certificates Yet"
              description="Complete a program to earn your certificate. It will appear here, ready to download and share."
            />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
