import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useSearchParams } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useSession } from "~/features/auth/session";
import { useMyOrganisations } from "~/features/team/team-api";
import { assessments, scoreAssessment, type Answers, type AssessmentTool } from "#contracts/assessment-scoring";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { paths } from "#contracts/pages";
import { AssessmentReport } from "./assessment-report";
import { SavedResults } from "./saved-results";
import { useT } from "~/i18n/i18n";
import { withQueries } from "~/lib/query-client";

// A self-assessment of the Resources page (issue 28, item 6): its questions, then its report. It
// is public and calls nothing to score: the report is computed here from the contracts' data, and
// a signed-in visitor may save it (the server scores the answers again). The answers are kept in
// this tab's sessionStorage, so signing in to save does not lose them.

/** What the radio buttons hold: each answer's points as text (a radio's value is always text). */
type FormValues = Partial<Record<string, string>>;

const storageKey = (tool: AssessmentTool) => `assessment:${tool}`;

function storedAnswers(tool: AssessmentTool): FormValues {
  try {
    const raw = typeof window === "undefined" ? null : window.sessionStorage.getItem(storageKey(tool));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as FormValues) : {};
  } catch {
    return {};
  }
}

/** The form's text answers as the numbers the schema checks (a question not answered stays missing). */
function toPoints(values: FormValues): Record<string, number> {
  return Object.fromEntries(Object.entries(values).flatMap(([id, v]) => (v === undefined || v === null || v === "" ? [] : [[id, Number(v)]])));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function AssessmentPage({ tool }: { tool: AssessmentTool }) {
  const assessment = assessments[tool];
  const { t, href } = useT();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : null;
  const [params] = useSearchParams();
  // Read after hydration: the prerendered HTML was made without the address's query.
  const [orgParam, setOrgParam] = useState<string | null>(null);
  useEffect(() => setOrgParam(params.get("org")), [params]);
  const orgId = tool === "skill-gap" && orgParam && UUID.test(orgParam) ? orgParam.toLowerCase() : null;
  const organisations = useMyOrganisations(Boolean(userId && orgId));
  const organisation = orgId ? organisations.data?.organisations.find((o) => o.id === orgId) : undefined;

  // The shared schema checks numbers; the form holds the radios' text, turned into numbers first.
  // The schema (and zod) loads when the visitor first answers, not with the page.
  const validation = useMemo(() => lazyZodResolver<Record<string, number>, Answers>(() => import("#contracts/assessments").then((m) => m.answersSchemaFor(assessment))), [assessment]);
  const resolver = useMemo<Resolver<FormValues, unknown, Answers>>(
    () => (values, context, options) => validation.resolver(toPoints(values), context, options as never) as ReturnType<Resolver<FormValues, unknown, Answers>>,
    [validation],
  );
  const form = useForm<FormValues, unknown, Answers>({ resolver, shouldFocusError: true });
  const values = useWatch({ control: form.control });
  const answered = assessment.questions.filter((q) => values[q.id] !== undefined).length;
  const [answers, setAnswers] = useState<Answers | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  // Answers given before signing in come back (this tab only); prerendered HTML starts empty.
  useEffect(() => {
    const stored = storedAnswers(tool);
    for (const q of assessment.questions) {
      const value = stored[q.id];
      if (typeof value === "string" && /^\d$/.test(value)) form.setValue(q.id, value);
    }
  }, [assessment, form, tool]);

  useEffect(() => {
    if (Object.keys(values).length) window.sessionStorage.setItem(storageKey(tool), JSON.stringify(values));
  }, [tool, values]);

  useEffect(() => {
    if (!moved) return;
    (answers ? reportHeading : formHeading).current?.focus();
    (answers ? reportHeading : formHeading).current?.scrollIntoView({ block: "start" });
  }, [answers, moved]);

  const report = answers ? scoreAssessment(assessment, answers) : null;
  const submit = form.handleSubmit((checked) => {
    setAnswers(checked);
    setMoved(true);
  });
  const signInHref = `${href(paths.auth)}?tool=${tool}${orgId ? `&org=${orgId}` : ""}`;

  return (
    <>
      <PageHero eyebrow={t("Interactive Tools")} title={t(assessment.name)} description={t(assessment.intro)} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {orgId && (
          <p className="mb-6 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900 print:hidden">
            {organisation
              ? t("Your manager sent you this analyzer: when you save your result, {organisation} sees it in the team's average scores (not your answers).", { organisation: organisation.name })
              : userId && organisations.isSuccess
                ? t("This link is for an organisation you are not a member of: your result will be saved for you only.")
                : t("Your manager sent you this analyzer: sign in with the address the e-mail came to before saving, so your result counts for your team.")}
          </p>
        )}
        {report && answers ? (
          <AssessmentReport
            assessment={assessment}
            report={report}
            answers={answers}
            headingRef={reportHeading}
            userId={userId}
            sessionLoading={session.status === "loading"}
            organisationId={organisation ? organisation.id : null}
            signInHref={signInHref}
            onChangeAnswers={() => {
              setAnswers(null);
              setMoved(true);
            }}
          />
        ) : (
          <form noValidate onSubmit={submit} onFocusCapture={() => void validation.preload()} onChangeCapture={() => void validation.preload()} aria-labelledby="questions-heading">
            <h2 id="questions-heading" ref={formHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
              {t("Questions")}
            </h2>
            <p className="mt-2 text-sm text-slate-600" aria-live="polite">
              {t("{answered} of {total} answered", { answered, total: assessment.questions.length })}
            </p>
            <ol className="mt-6 grid gap-5">
              {assessment.questions.map((q, index) => {
                const error = form.formState.errors[q.id]?.message;
                const errorId = `${q.id}-error`;
                return (
                  <li key={q.id}>
                    <Card className="p-4 sm:p-5">
                      <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
                        <legend className="font-semibold text-slate-900">
                          <span className="text-slate-500">{index + 1}. </span>
                          {t(q.text)}
                        </legend>
                        <div className="mt-3 grid gap-2 sm:grid-cols-2">
                          {q.options.map((option, value) => (
                            <label
                              key={option}
                              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                            >
                              <input
                                type="radio"
                                value={value}
                                className="size-4 accent-brand-600"
                                {...form.register(q.id)}
                              />
                              {t(option)}
                            </label>
                          ))}
                        </div>
                        {error && (
                          <p id={errorId} className="mt-2 text-sm text-red-700">
                            {t(error)}
                          </p>
                        )}
                      </fieldset>
                    </Card>
                  </li>
                );
              })}
            </ol>
            {Object.keys(form.formState.errors).length > 0 && (
              <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {t("Answer every question to see your report.")}
              </p>
            )}
            <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
              {t("See My Report")}
            </Button>
          </form>
        )}
        {userId && <SavedResults tool={tool} userId={userId} />}
      </div>
    </>
  );
}

// The saved results and the organisation's name come through TanStack Query.
export default withQueries(AssessmentPage);
