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
} from "#contracts/assessments";
import { paths } from "#contracts/pages";
import { programCategoryLabels, programLevelLabels } from "#contracts/vocabulary";
import { useCatalogue, useSaveResult } from "./assessments-api";

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
  const catalogue = useCatalogue(true);
  const save = useSaveResult(userId, assessment.tool);
  const recommendations = catalogue.data ? recommendPrograms(assessment, report, catalogue.data.data) : [];
  const overallBand = bandOf(report.overall);

  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        Your report
      </h2>
      <p className="mt-2 text-slate-700">
        Overall score: <strong>{report.overall} / 100</strong> <Badge tone={bandTone[overallBand]}>{bandLabels[overallBand]}</Badge>
      </p>
      <p className="mt-1 hidden text-sm text-slate-600 print:block">
        {assessment.name}, {formatDate(new Date().toISOString())}
      </p>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Scores by dimension">
        {report.dimensions.map((d) => {
          const band = bandOf(d.score);
          const advice = assessment.dimensions.find((x) => x.id === d.id)!.advice;
          return (
            <li key={d.id} className="break-inside-avoid">
              <Card className="h-full p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{d.label}</h3>
                  <span className="text-lg font-bold text-slate-900">{d.score} / 100</span>
                </div>
                <Progress value={d.score} aria-label={`${d.label}: ${d.score} out of 100`} className="mt-2" />
                <Badge tone={bandTone[band]} className="mt-3">
                  {bandLabels[band]}
                </Badge>
                {d.score < GAP_BELOW && <p className="mt-2 text-sm text-slate-600">{advice}</p>}
              </Card>
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Programs that close your gaps</h2>
      {catalogue.isPending ? (
        <p className="mt-3 text-slate-600" role="status">
          Loading programs...
        </p>
      ) : catalogue.isError ? (
        <p className="mt-3 text-red-700" role="alert">
          The programs could not be loaded. Check your connection and{" "}
          <button type="button" className="underline" onClick={() => void catalogue.refetch()}>
            try again
          </button>
          .
        </p>
      ) : recommendations.length === 0 ? (
        <p className="mt-3 text-slate-700">
          Every dimension scores {GAP_BELOW} or more: no gap to close. Browse the <Link to={paths.programs} className="text-brand-700 underline">advanced programs</Link> to go further.
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          {recommendations.map(({ dimension, programs }) => (
            <section key={dimension.id} aria-labelledby={`gap-${dimension.id}`} className="break-inside-avoid">
              <h3 id={`gap-${dimension.id}`} className="font-semibold text-slate-900">
                {dimension.label} ({dimension.score} / 100)
              </h3>
              {programs.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">
                  No program of the catalogue covers this yet: <Link to={paths.contact} className="text-brand-700 underline">talk to us</Link> about a custom one.
                </p>
              ) : (
                <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                  {programs.map((p) => (
                    <li key={p.id}>
                      <Card className="h-full p-4">
                        <p className="font-medium text-slate-900">{p.title}</p>
                        <p className="mt-1 text-sm text-slate-600">
                          {programCategoryLabels[p.category]} · {programLevelLabels[p.level]} · {p.duration}
                        </p>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="text-sm text-slate-600 print:hidden">
            <Link to={paths.programs} className="text-brand-700 underline">
              See these programs in the catalogue
            </Link>{" "}
            to read more and enrol.
          </p>
        </div>
      )}

      <div className="mt-10 flex flex-wrap gap-3 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print Report
        </Button>
        {userId ? (
          <Button type="button" variant="outline" disabled={save.isPending || save.isSuccess} onClick={() => save.mutate({ answers, organisation_id: organisationId })}>
            {save.isPending ? "Saving..." : save.isSuccess ? "Saved" : "Save My Result"}
          </Button>
        ) : sessionLoading ? null : (
          <Button asChild variant="outline">
            <Link to={signInHref}>Sign In to Save</Link>
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onChangeAnswers}>
          Change My Answers
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm print:hidden">
        {save.isSuccess && <p className="text-green-800">Your result was saved on {formatDate(save.data.created_at)}. It is listed under Your saved results below.</p>}
        {save.isError && (
          <p className="text-red-700" role="alert">
            {save.error instanceof ApiError && save.error.status !== 0 ? save.error.message : "Your result could not be saved. Check your connection and try again."}
          </p>
        )}
        {!userId && !sessionLoading && <p className="text-slate-600">Nothing you answered leaves this page unless you sign in and save it.</p>}
      </div>
    </section>
  );
}
