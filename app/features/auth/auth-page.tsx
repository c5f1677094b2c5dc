import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toastError } from "~/features/toast/toast";
import { providerNames, signInWithProvider, type Provider } from "./auth-api";
import { providerFailureMessage } from "./auth-messages";
import { ProviderButtons } from "./provider-buttons";
import { useSession } from "./session";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { paths } from "#contracts/pages";
import { isPricingPlanId } from "#contracts/organisation-vocabulary";
import { assessmentPaths, isAssessmentTool } from "#contracts/assessment-tools";
import { useT } from "~/i18n/i18n";

// A provider sign-in of an account with two-factor on comes back to /auth?two-factor=1 for the code.
const TwoFactorChallenge = lazy(() => import("./two-factor-challenge"));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isProvider = (value: string | null): value is Provider => !!value && value in providerNames;

/**
 * Where the visitor goes once signed in: a pricing card's plan continues to /team/new, an
 * invitation link to /team/join, a self-assessment's "sign in to save" back to its page (with the
 * organisation it was sent for); otherwise the dashboard (spec). Only these paths, so the query
 * cannot send anyone elsewhere.
 */
function continueTo(params: URLSearchParams): string {
  const plan = params.get("plan");
  if (isPricingPlanId(plan)) return `${paths.teamNew}?plan=${plan}`;
  const invite = params.get("invite");
  if (invite && /^[\w-]{20,100}$/.test(invite)) return `${paths.teamJoin}?token=${invite}`;
  const tool = params.get("tool");
  if (isAssessmentTool(tool)) {
    const org = params.get("org");
    return org && UUID.test(org) ? `${assessmentPaths[tool]}?org=${org}` : assessmentPaths[tool];
  }
  return paths.dashboard;
}

export function AuthPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get("tab") === "sign-up" ? "sign-up" : "sign-in");
  const [busy, setBusy] = useState(false);
  const [pendingProvider, setPendingProvider] = useState<Provider | null>(null);
  const locked = busy || pendingProvider !== null;
  const { t, href } = useT();
  const next = href(continueTo(params));

  // A signed-in visitor belongs on the dashboard (spec: SIGNED_IN sends the user to /dashboard).
  useEffect(() => {
    if (session.status === "signed-in") navigate(next, { replace: true });
  }, [session.status, navigate, next]);

  // A provider sign-in that failed comes back here with ?provider=…&error=….
  useEffect(() => {
    const provider = params.get("provider");
    if (isProvider(provider) && params.has("error")) {
      toastError({ title: t("Error"), description: t(providerFailureMessage, { name: providerNames[provider] }) });
      setParams({}, { replace: true });
    }
  }, [params, setParams, t]);

  async function chooseProvider(provider: Provider) {
    setPendingProvider(provider);
    try {
      const result = await signInWithProvider(provider, next);
      if (result.ok) return; // the browser is leaving for the provider
      toastError({ title: t("Error"), description: t(providerFailureMessage, { name: providerNames[provider] }) });
    } catch {
      toastError({ title: t("Error"), description: t("An unexpected error occurred. Please try again.") });
    }
    setPendingProvider(null);
  }

  const secondFactor = params.get("two-factor") === "1";
  const providers = <ProviderButtons pending={pendingProvider} disabled={locked} onChoose={chooseProvider} />;

  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("Welcome to Cortexa AI")}</h1>
          <p className="mt-2 text-slate-600">{t("Sign in to continue learning, or create an account to enrol.")}</p>
        </div>
        <Card className="p-6">
          {secondFactor ? (
            <Suspense fallback={<p role="status" className="py-6 text-center text-slate-600">{t("Loading...")}</p>}>
              <TwoFactorChallenge onSignedIn={() => navigate(next)} onCancel={() => setParams({}, { replace: true })} />
            </Suspense>
          ) : (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in" disabled={locked}>
                  {t("Sign In")}
                </TabsTrigger>
                <TabsTrigger value="sign-up" disabled={locked}>
                  {t("Sign Up")}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="grid gap-4">
                {providers}
                <SignInForm disabled={locked} onBusyChange={setBusy} onSignedIn={() => navigate(next)} />
              </TabsContent>
              <TabsContent value="sign-up" className="grid gap-4">
                {providers}
                <SignUpForm disabled={locked} onBusyChange={setBusy} callbackURL={next} />
              </TabsContent>
            </Tabs>
          )}
        </Card>
      </div>
    </section>
  );
}
