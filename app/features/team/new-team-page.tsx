import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { FormAlert, Textarea } from "~/features/admin/form-fields";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { cn } from "~/lib/cn";
import { withQueries } from "~/lib/query-client";
import { isPricingPlanId, organisationPlanIds, organisationPlans, QUOTE_PLAN, TRIAL_DAYS } from "#contracts/organisation-vocabulary";
import type { CreateOrganisationInput, QuoteRequestInput } from "#contracts/organisations";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { paths } from "#contracts/pages";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { JoinableOrganisations } from "./joinable-organisations";
import { useCreateOrganisation, useRequestQuote } from "./team-api";

// The server's schemas, loaded when a form is first focused or checked, not with the page.
const trialValidation = lazyZodResolver<CreateOrganisationInput>(() => import("#contracts/organisations").then((m) => m.createOrganisationSchema));
const quoteValidation = lazyZodResolver<QuoteRequestInput>(() => import("#contracts/organisations").then((m) => m.quoteRequestSchema));

// /team/new: where a pricing card leads after sign-in (/auth?plan=… → /team/new?plan=…). The two
// plans with seats start a trial here; "Request a Quote" asks for a quote instead, which reaches
// the staff inbox as an inquiry marked with the plan.

/** What the route (routes/team/new.tsx) loads once the page has hydrated. */
export default withQueries(NewTeamPage);

function NewTeamPage({ description }: { description: string }) {
  const [params] = useSearchParams();
  const asked = params.get("plan");
  const plan = isPricingPlanId(asked) ? asked : "corporate";
  const quote = plan === QUOTE_PLAN.id;
  const { t, href } = useT();
  const title = quote ? t("Request a quote: {plan}", { plan: QUOTE_PLAN.name }) : t("Start your team's free trial");
  return (
    <SignedInPage title={title} authPath={`${href(paths.auth)}?plan=${plan}`}>
      {() => (
        <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:py-12">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-slate-600">{quote ? t("Tell us about your team and we will reply with a proposal.") : description}</p>
          </div>
          {!quote && <JoinableOrganisations />}
          <Card className="p-6">{quote ? <QuoteForm /> : <TrialForm plan={plan} />}</Card>
        </div>
      )}
    </SignedInPage>
  );
}

function TrialForm({ plan }: { plan: CreateOrganisationInput["plan"] }) {
  const translator = useT();
  const { t, href } = translator;
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const form = useForm<CreateOrganisationInput>({ resolver: trialValidation.resolver, defaultValues: { name: "", plan } });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const { organisation } = await create.mutateAsync(values).catch(() => ({ organisation: null }));
    if (organisation) navigate(`${href(paths.teamPeople)}?org=${organisation.id}`);
  });
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void trialValidation.preload()} noValidate className="grid gap-5" aria-label={t("Start free trial")}>
      <FormAlert message={create.error ? apiErrorText(create.error, translator) : undefined} />
      <Field label={t("Organisation name")} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="organization" maxLength={100} {...form.register("name")} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t("Plan")}</legend>
        {organisationPlanIds.map((id) => (
          <label key={id} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" value={id} className="mt-1 size-4 accent-brand-600" {...form.register("plan")} />
            <span>
              <span className="block font-medium text-slate-900">{organisationPlans[id].name}</span>
              <span className="block text-sm text-slate-600">{t("{seats} seats", { seats: organisationPlans[id].seats })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{t("{days} days free, no card needed. You become the organisation's owner.", { days: TRIAL_DAYS })}</p>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("Starting...") : t("Start free trial")}
      </Button>
    </form>
  );
}

function QuoteForm() {
  const translator = useT();
  const { t, href } = translator;
  const send = useRequestQuote();
  const [sent, setSent] = useState(false);
  const form = useForm<QuoteRequestInput>({ resolver: quoteValidation.resolver, defaultValues: { organisation: "", team_size: "" as unknown as number, needs: "" } });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await send.mutateAsync(values).then(() => true, () => false)) setSent(true);
  });
  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <p className="font-medium text-slate-900">{t("Thank you: your quote request is with our team.")}</p>
        <p className="text-sm text-slate-600">{t("We reply within two working days.")}</p>
        <Link to={href(paths.dashboard)} className={cn(buttonVariants({ variant: "outline" }))}>
          {t("Go to your dashboard")}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void quoteValidation.preload()} noValidate className="grid gap-5" aria-label={t("Request a quote")}>
      <FormAlert message={send.error ? apiErrorText(send.error, translator) : undefined} />
      <Field label={t("Organisation name")} error={errors.organisation?.message}>
        {(control) => <Input {...control} autoComplete="organization" maxLength={100} {...form.register("organisation")} />}
      </Field>
      <Field label={t("Team size")} error={errors.team_size?.message}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={1} {...form.register("team_size")} />}
      </Field>
      <Field label={t("What do you need?")} error={errors.needs?.message}>
        {(control) => <Textarea {...control} maxLength={2000} {...form.register("needs")} />}
      </Field>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("Sending...") : t("Send quote request")}
      </Button>
    </form>
  );
}
