import { ArrowLeft, BookOpen, Clock, Layers, PartyPopper, SearchX } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import type { CurrentUser } from "~/features/auth/current-user";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { paths } from "#contracts/pages";
import { useModuleProgress, useMyEnrollments } from "./learn-api";
import type { Enrollment } from "#contracts/catalogue";
import { learningModules } from "./module-progress";
import { levelTones } from "./level-tones";
import { PageLoading } from "~/components/layout/page-loading";

// The learner's page for one enrolment (/dashboard/learn?enrollment=<id>): the program's modules
// as a checklist that records progress. A signed-in page, like the dashboard.

export function LearnPage() {
  return <SignedInPage title="Continue Learning">{(user) => <SignedInLearnPage user={user} />}</SignedInPage>;
}

function SignedInLearnPage({ user }: { user: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const enrollmentId = searchParams.get("enrollment");
  const enrollments = useMyEnrollments(user.id);

  if (enrollments.isPending) return <PageLoading title="Continue Learning" />;
  const enrollment = enrollmentId ? enrollments.data?.find((e) => e.id === enrollmentId) : undefined;
  if (!enrollment) return enrollments.isError ? <LoadFailed /> : <EnrollmentNotFound />;
  return <Learning userId={user.id} enrollment={enrollment} />;
}

function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 max-w-sm text-slate-600">{children}</p>
        <Button asChild className="mt-6">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </Card>
    </div>
  );
}

function EnrollmentNotFound() {
  return (
    <Notice title="Program Not Found">
      We could not find this enrolment in your account. Open your program from the dashboard to continue learning.
    </Notice>
  );
}

function LoadFailed() {
  return (
    <Notice title="Could Not Load Your Program">
      Your program could not be loaded just now. Please check your connection and try again from the dashboard.
    </Notice>
  );
}

function Learning({ userId, enrollment: saved }: { userId: string; enrollment: Enrollment }) {
  const { enrollment, toggle } = useModuleProgress(userId, saved);
  const { course: program, progress, status } = enrollment;
  const modules = learningModules(enrollment);
  const doneCount = modules.filter((m) => m.completed).length;
  const completed = status === "completed";
  const progressLabelId = useId();

  return (
    <>
      <section aria-labelledby="learn-title" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <BackToDashboard />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Badge tone="brand">{categoryLabel(program.category)}</Badge>
            <Badge tone={levelTones[program.level] ?? "neutral"}>{levelLabel(program.level)}</Badge>
            {completed ? <Badge tone="green">Completed</Badge> : <Badge tone="blue">Active</Badge>}
          </div>
          <h1 id="learn-title" className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {program.title}
          </h1>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Duration: </span>
              {program.duration}
            </li>
            <li className="flex items-center gap-1.5">
              <Layers aria-hidden="true" className="size-4 text-brand-600" />
              {modules.length} {modules.length === 1 ? "module" : "modules"}
            </li>
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <Card className="p-5 sm:p-6 lg:sticky lg:top-24 lg:self-start">
          <h2 id={progressLabelId} className="text-lg font-semibold text-slate-900">
            Your Progress
          </h2>
          <p className="mt-3 flex items-baseline justify-between gap-2">
            <span className="text-3xl font-bold text-slate-900">{progress}%</span>
            <span className="text-sm text-slate-600">
              {doneCount} of {modules.length} completed
            </span>
          </p>
          <Progress value={progress} aria-labelledby={progressLabelId} className="mt-3" />
          {/* Announced when it appears: the last module was just checked. */}
          <div aria-live="polite">
            {completed && (
              <p className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
                <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>Congratulations! You have completed this program.</span>
              </p>
            )}
          </div>
        </Card>

        <Card className="p-5 sm:p-6 lg:col-span-2">
          <fieldset>
            <legend className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
              Modules
            </legend>
            <p className="mt-1 text-sm text-slate-600">Tick a module when you have finished it. Your progress is saved as you go.</p>
            {modules.length === 0 ? (
              <p className="mt-4 text-slate-700">This program has no modules yet.</p>
            ) : (
              <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {modules.map((module) => {
                  const inputId = `module-${module.id}`;
                  return (
                    <li key={module.id}>
                      <label
                        htmlFor={inputId}
                        className="flex cursor-pointer items-start gap-3 p-4 transition-colors hover:bg-slate-50"
                      >
                        <input
                          id={inputId}
                          type="checkbox"
                          // One name in every browser (the label's two lines would be joined differently).
                          aria-label={`Module ${module.id}: ${module.title}`}
                          checked={module.completed}
                          onChange={(event) => toggle(module.id, event.target.checked)}
                          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
                        />
                        <span className="min-w-0">
                          <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                            Module {module.id}
                          </span>
                          <span className={module.completed ? "text-slate-600 line-through" : "text-slate-900"}>{module.title}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ol>
            )}
          </fieldset>
        </Card>
      </div>
    </>
  );
}
