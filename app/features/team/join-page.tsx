import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageLoading } from "~/components/layout/page-loading";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/features/admin/form-fields";
import { signInWithEmail } from "~/features/auth/auth-api";
import { PASSWORD_HINT } from "~/features/auth/auth-messages";
import { useSession } from "~/features/auth/session";
import { ApiError, call } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { withQueries } from "~/lib/query-client";
import { company } from "#contracts/company";
import { organisationRoleLabels } from "#contracts/organisation-vocabulary";
import type { InvitationSignUpInput } from "#contracts/organisations";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { paths } from "#contracts/pages";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { useInvitation } from "./team-api";

// The server's schema, loaded when the form is first focused or checked, not with the page.
const signUpValidation = lazyZodResolver<InvitationSignUpInput>(() => import("#contracts/organisations").then((m) => m.invitationSignUpSchema));

// /team/join?token=…: the invitation link. The link was mailed to the invited address, so it
// proves the address: a newcomer makes an account here (name and password, no confirmation mail)
// and is a member at once; someone with an account signs in with that address and accepts.

/** What the route (routes/team/join.tsx) loads once the page has hydrated. */
export default withQueries(JoinPage);

function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const invitation = useInvitation(token);
  const session = useSession();
  const navigate = useNavigate();
  const translator = useT();
  const { t, href } = translator;
  const accept = useMutation({ mutationFn: () => call("POST /invitations/{token}/accept", { params: { token } }), onSuccess: () => navigate(href(paths.dashboard)) });

  if (!token || invitation.isError) {
    return (
      <Frame title={t("This invitation link does not work")}>
        <p className="text-slate-700">{invitation.error ? apiErrorText(invitation.error, translator) : t("The link is incomplete: open it from the e-mail again.")}</p>
      </Frame>
    );
  }
  if (invitation.isPending || session.status === "loading") return <PageLoading title={t("Join your team")} />;
  const { organisation, email, role, account_exists } = invitation.data;
  const title = t("Join {organisation}", { organisation });
  const [before, after] = t("You are invited to {organisation} on {brand} as {role}, with the address {email}.", {
    organisation,
    brand: company.name,
    role: t(organisationRoleLabels[role]).toLowerCase(),
  }).split("{email}");
  const intro = (
    <p className="text-slate-700">
      {before}
      <strong className="break-all">{email}</strong>
      {after}
    </p>
  );

  if (session.status === "signed-in") {
    const same = session.user.email.toLowerCase() === email;
    return (
      <Frame title={title}>
        {intro}
        {same ? (
          <>
            <FormAlert message={accept.error ? apiErrorText(accept.error, translator) : undefined} />
            <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate()}>
              {accept.isPending ? t("Joining...") : t("Accept invitation")}
            </Button>
          </>
        ) : (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t("You are signed in as {signedIn}. Sign out, then open the link again and sign in with {email}.", { signedIn: session.user.email, email })}
          </p>
        )}
      </Frame>
    );
  }
  if (account_exists) {
    return (
      <Frame title={title}>
        {intro}
        <p className="text-slate-700">{t("You have an account with this address: sign in to accept.")}</p>
        <Link to={`${href(paths.auth)}?invite=${encodeURIComponent(token)}`} className={cn(buttonVariants({ size: "lg" }))}>
          {t("Sign in to accept")}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      {intro}
      <SignUpHere token={token} email={email} onJoined={() => navigate(href(paths.dashboard))} />
    </Frame>
  );
}

function SignUpHere({ token, email, onJoined }: { token: string; email: string; onJoined: () => void }) {
  const translator = useT();
  const { t } = translator;
  const form = useForm<InvitationSignUpInput>({ resolver: signUpValidation.resolver, defaultValues: { name: "", password: "" } });
  const signUp = useMutation({
    mutationFn: async (values: InvitationSignUpInput) => {
      await call("POST /invitations/{token}/sign-up", { params: { token }, body: values });
      const signedIn = await signInWithEmail(email, values.password);
      if (!signedIn.ok) throw new ApiError(signedIn.status, "error", "Your account is ready: sign in with your address and password.");
    },
    onSuccess: onJoined,
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((values) => signUp.mutateAsync(values).catch(() => {}))} onFocusCapture={() => void signUpValidation.preload()} noValidate className="grid gap-4" aria-label={t("Create your account")}>
      <p className="text-sm text-slate-600">{t("Create your account to join: this link confirms your address, so no other e-mail is needed.")}</p>
      <FormAlert message={signUp.error ? apiErrorText(signUp.error, translator) : undefined} />
      <Field label={t("Full Name")} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" maxLength={100} {...form.register("name")} />}
      </Field>
      <Field label={t("Password")} hint={t(PASSWORD_HINT)} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={72} {...form.register("password")} />}
      </Field>
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t("Joining...") : t("Create account and join")}
      </Button>
    </form>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50 px-4 py-10">
      <Card className="mx-auto grid max-w-lg gap-4 p-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
