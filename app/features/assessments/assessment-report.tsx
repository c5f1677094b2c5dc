import { Printer } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { ApiError } from "~/lib/api-client";
import { formatDate } from "~/lib/format";
import {
  bandLabels,
  bandOf,
  GAP_BELOW,
  recommendPrograms,
  type Answers,
  type Assessment,
  type AssessmentReport as Report,
  type ScoreBand,
} from "#contracts/assessment-scoring";
import { paths } from "#contracts/pages";
import { programCategoryLabels, programLevelLabels } from "#contracts/vocabulary";
import { useCatalogue, useSaveResult } from "./assessments-api";
import { useT } from "~/i18n/i18n";

// The report of a self-assessment: a score per dimension with what it means, the catalogue's
// programs that close the weakest ones, and Print / Save. Printing keeps the report only (the
// page's chrome is hidden by app.css, the buttons by print:hidden).

const bandTone: Record<ScoreBand, "red" | "yellow" | "green"> = { low: "red", developing: "yellow", strong: "green" };

interface Props {
  assessment: Assessment;
  report: Report;
  answers: Answers;
  headingRef: Ref<HTMLHeadingElement>;
  userId: string | null;
  sessionLoading: boolean;
  organisationId: string | null;
  signInHref: string;
  onChangeAnswers: () => void;
}

export function AssessmentReport({ assessment, report, answers, headingRef, userId, sessionLoading, organisationId, signInHref, onChangeAnswers }: Props) {
  const { t, href, locale } = useT();
  const catalogue = useCatalogue(true, locale);
  const save = useSaveResult(userId, assessment.tool);
  const recommendations = catalogue.data ? recommendPrograms(assessment, report, catalogue.data.data) : [];
  const overallBand = bandOf(report.overall);

  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {t("Your report")}
      </h2>
      <p className="mt-2 text-slate-700">
        {t("Overall score:")} <strong>{report.overall} / 100</strong> <Badge tone={bandTone[overallBand]}>{t(bandLabels[overallBand])}</Badge>
      </p>
      <p className="mt-1 hidden text-sm text-slate-600 print:block">
        {t(assessment.name)}, {formatDate(new Date().toISOString(), locale)}
      </p>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t("Scores by dimension")}>
        {report.dimensions.map((d) => {
          const band = bandOf(d.score);
          const advice = t(assessment.dimensions.find((x) => x.id === d.id)!.advice);
          const label = t(d.label);
          return (
            <li key={d.id} className="break-inside-avoid">
              <Card className="h-full p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{label}</h3>
                  <span className="text-lg font-bold text-slate-900">{d.score} / 100</span>
                </div>
                <Progress value={d.score} aria-label={t("{label}: {score} out of 100", { label, score: d.score })} className="mt-2" />
                <Badge tone={bandTone[band]} className="mt-3">
                  {t(bandLabels[band])}
                </Badge>
                {d.score < GAP_BELOW && <p className="mt-2 text-sm text-slate-600">{advice}</p>}
              </Card>
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-xl font-bold text-slate-900">{t("Programs that close your gaps")}</h2>
      {catalogue.isPending ? (
        <p className="mt-3 text-slate-600" role="status">
          {t("Loading programs...")}
        </p>
      ) : catalogue.isError ? (
        <p className="mt-3 text-red-700" role="alert">
          {t("The programs could not be loaded. Check your connection and")}{" "}
          <button type="button" className="underline" onClick={() => void catalogue.refetch()}>
            {t("try again")}
          </button>
          .
        </p>
      ) : recommendations.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {t("Every dimension scores {score} or more: no gap to close. Browse the", { score: GAP_BELOW })}{" "}
          <Link to={href(paths.programs)} className="text-brand-700 underline">
            {t("advanced programs")}
          </Link>{" "}
          {t("to go further.")}
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          {recommendations.map(({ dimension, programs }) => (
            <section key={dimension.id} aria-labelledby={`gap-${dimension.id}`} className="break-inside-avoid">
              <h3 id={`gap-${dimension.id}`} className="font-semibold text-slate-900">
                {t(dimension.label)} ({dimension.score} / 100)
              </h3>
              {programs.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">
                  {t("No program of the catalogue covers this yet:")}{" "}
                  <Link to={href(paths.contact)} className="text-brand-700 underline">
                    {t("talk to us")}
                  </Link>{" "}
                  {t("about a custom one.")}
                </p>
              ) : (
                <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                  {programs.map((p) => (
                    <li key={p.id}>
                      <Card className="h-full p-4">
                        {/* The program's own texts are catalogue content: staff write their Hindi (issue 29, item 4). */}
                        <p className="font-medium text-slate-900" data-catalogue-content>
                          {p.title}
                        </p>
                        <p className="mt-1 text-sm text-slate-600">
                          {t(programCategoryLabels[p.category])} · {t(programLevelLabels[p.level])} · <span data-catalogue-content>{p.duration}</span>
                        </p>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="text-sm text-slate-600 print:hidden">
            <Link to={href(paths.programs)} className="text-brand-700 underline">
              {t("See these programs in the catalogue")}
            </Link>{" "}
            {t("to read more and enrol.")}
          </p>
        </div>
      )}

      <div className="mt-10 flex flex-wrap gap-3 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("Print Report")}
        </Button>
        {userId ? (
          <Button type="button" variant="outline" disabled={save.isPending || save.isSuccess} onClick={() => save.mutate({ answers, organisation_id: organisationId })}>
            {save.isPending ? t("Saving...") : save.isSuccess ? t("Saved") : t("Save My Result")}
          </Button>
        ) : sessionLoading ? null : (
          <Button asChild variant="outline">
            <Link to={signInHref}>{t("Sign In to Save")}</Link>
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onChangeAnswers}>
          {t("Change My Answers")}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm print:hidden">
        {save.isSuccess && (
          <p className="text-green-800">
            {t("Your result was saved on {date}. It is listed under Your saved results below.", { date: formatDate(save.data.created_at, locale) })}
          </p>
        )}
        {save.isError && (
          <p className="text-red-700" role="alert">
            {save.error instanceof ApiError && save.error.status !== 0 ? t(save.error.message) : t("Your result could not be saved. Check your connection and try again.")}
          </p>
        )}
        {!userId && !sessionLoading && <p className="text-slate-600">{t("Nothing you answered leaves this page unless you sign in and save it.")}</p>}
      </div>
    </section>
  );
}
