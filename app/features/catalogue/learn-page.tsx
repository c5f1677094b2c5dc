import { ArrowLeft, BookOpen, CheckCircle2, Circle, Clock, Layers, PartyPopper, SearchX } from "lucide-react";
import { Fragment, lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FactList } from "~/components/ui/fact-list";
import { Progress } from "~/components/ui/progress";
import type { CurrentUser } from "~/features/auth/current-user";
import { SignedInPage } from "~/features/auth/signed-in-page";
import { categoryLabel, levelLabel } from "#contracts/vocabulary";
import { paths } from "#contracts/pages";
import { useProgramModules, useModuleProgress, useMyEnrollments } from "./learn-api";
import type { LearnerModule } from "#contracts/catalogue";
import type { Enrollment } from "~/lib/programs";
import { formatMinutes, learningModules } from "./module-progress";
import { levelTones } from "./level-tones";
import { PageLoading } from "~/components/layout/page-loading";
import { useT } from "~/i18n/i18n";
import { useEnrollmentsIn } from "./program-texts";

// The learner's page for one enrolment (/dashboard/learn?enrollment=<id>): the program's modules
// in order, each with its summary, estimated duration and lesson text, and a box to mark it done
// that records progress. A signed-in page, like the dashboard.

const LessonText = lazy(() => import("./lesson-text"));
const ModuleQuiz = lazy(() => import("./module-quiz"));

export function LearnPage() {
  const { t } = useT();
  return <SignedInPage title={t("Continue Learning")}>{(user) => <SignedInLearnPage user={user} />}</SignedInPage>;
}

function SignedInLearnPage({ user }: { user: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const enrollmentId = searchParams.get("enrollment");
  const enrollments = useMyEnrollments(user.id);
  const { t, locale } = useT();
  // The program's title and duration in the page's language (the catalogue's ?lang), English until then.
  const list = useEnrollmentsIn(enrollments.data, locale);

  if (enrollments.isPending) return <PageLoading title={t("Continue Learning")} />;
  const enrollment = enrollmentId ? list?.find((e) => e.id === enrollmentId) : undefined;
  if (!enrollment) return enrollments.isError ? <LoadFailed /> : <EnrollmentNotFound />;
  return <LearningLoader userId={user.id} enrollment={enrollment} />;
}

function LearningLoader({ userId, enrollment }: { userId: string; enrollment: Enrollment }) {
  const { t, locale } = useT();
  const modules = useProgramModules(userId, enrollment.programId, locale);
  if (modules.isPending) return <PageLoading title={t("Continue Learning")} />;
  if (modules.isError) return <LoadFailed />;
  return <Learning userId={userId} enrollment={enrollment} modules={modules.data} />;
}

function BackToDashboard() {
  const { t, href } = useT();
  return (
    <Link
      to={href(paths.dashboard)}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("Back to Dashboard")}
    </Link>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const { t, href } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 max-w-sm text-slate-600">{children}</p>
        <Button asChild className="mt-6">
          <Link to={href(paths.dashboard)}>{t("Back to Dashboard")}</Link>
        </Button>
      </Card>
    </div>
  );
}

function EnrollmentNotFound() {
  const { t } = useT();
  return (
    <Notice title={t("Program Not Found")}>
      {t("We could not find this enrolment in your account. Open your program from the dashboard to continue learning.")}
    </Notice>
  );
}

function LoadFailed() {
  const { t } = useT();
  return (
    <Notice title={t("Could Not Load Your Program")}>
      {t("Your program could not be loaded just now. Please check your connection and try again from the dashboard.")}
    </Notice>
  );
}

function Learning({ userId, enrollment: saved, modules: programModules }: { userId: string; enrollment: Enrollment; modules: LearnerModule[] }) {
  const { enrollment, toggle } = useModuleProgress(
    userId,
    saved,
    programModules.map((m) => m.id),
  );
  const { program, progress, status } = enrollment;
  const modules = learningModules(enrollment, programModules);
  const doneCount = modules.filter((m) => m.completed).length;
  const completed = status === "completed";
  const totalMinutes = modules.reduce((sum, m) => sum + (m.duration_minutes ?? 0), 0);
  const progressLabelId = useId();
  const { t, tp, href } = useT();

  return (
    <>
      <section aria-labelledby="learn-title" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <BackToDashboard />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Badge tone="brand">{t(categoryLabel(program.category))}</Badge>
            <Badge tone={levelTones[program.level] ?? "neutral"}>{t(levelLabel(program.level))}</Badge>
            {completed ? <Badge tone="green">{t("Completed")}</Badge> : <Badge tone="blue">{t("Active")}</Badge>}
          </div>
          {/* The program's own title: Hindi where staff wrote it (program-texts.ts). */}
          <h1 id="learn-title" data-catalogue-content className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {program.title}
          </h1>
          <FactList
            className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
            gap="gap-1.5"
            facts={[
              { icon: Clock, label: t("Duration"), value: <span data-catalogue-content>{program.duration}</span> },
              { icon: Layers, value: tp(modules.length, "{count} module", "{count} modules") },
              totalMinutes > 0 && { icon: BookOpen, value: t("about {time} of lessons", { time: formatMinutes(totalMinutes, { tp }) }) },
            ]}
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
        <Card className="p-5 sm:p-6 lg:sticky lg:top-24 lg:self-start">
          <h2 id={progressLabelId} className="text-lg font-semibold text-slate-900">
            {t("Your Progress")}
          </h2>
          <p className="mt-3 flex items-baseline justify-between gap-2">
            <span className="text-3xl font-bold text-slate-900">{progress}%</span>
            <span className="text-sm text-slate-600">
              {t("{done} of {total} completed", { done: doneCount, total: modules.length })}
            </span>
          </p>
          <Progress value={progress} aria-labelledby={progressLabelId} className="mt-3" />
          {/* Announced when it appears: the last module was just checked. */}
          <div aria-live="polite">
            {completed && (
              <p className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
                <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{t("Congratulations! You have completed this program.")}</span>
              </p>
            )}
            {completed && (
              <p className="mt-2 text-sm text-slate-700">
                {/* The link wherever the language puts it: the message with its {link} left unfilled, split there. */}
                {t("Your certificate is ready: {link}.")
                  .split("{link}")
                  .map((part, i) =>
                    i === 0 ? (
                      part
                    ) : (
                      <Fragment key={i}>
                        <Link to={href(`${paths.dashboard}?tab=certificates`)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                          {t("view and download it")}
                        </Link>
                        {part}
                      </Fragment>
                    ),
                  )}
              </p>
            )}
          </div>
          {completed && doneCount < modules.length && (
            <p className="mt-3 text-sm text-slate-700">
              {t("New modules were added after you completed this program. Your completion stands; the new modules are there when you want them.")}
            </p>
          )}
        </Card>

        <Card className="p-5 sm:p-6 lg:col-span-2">
          <fieldset>
            <legend className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
              {t("Modules")}
            </legend>
            <p className="mt-1 text-sm text-slate-600">
              {t(
                "Work through the modules in order and tick each one when you have finished it; a module with a quiz is complete when you pass its quiz. Your progress is saved as you go.",
              )}
            </p>
            {modules.length === 0 ? (
              <p className="mt-4 text-slate-700">{t("This program has no modules yet.")}</p>
            ) : (
              <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {modules.map((module) => {
                  const inputId = `module-${module.id}`;
                  return (
                    <li key={module.id} className="p-4">
                      <div className="flex items-start gap-3">
                        {!module.has_quiz ? (
                          <input
                            id={inputId}
                            type="checkbox"
                            // One name in every browser (the label's lines would be joined differently).
                            aria-label={t("Module {position}: {title}", { position: module.position, title: module.title })}
                            checked={module.completed}
                            onChange={(event) => toggle(module.id, event.target.checked)}
                            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
                          />
                        ) : module.completed ? (
                          // Done by passing the quiz: no box to tick.
                          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                        ) : (
                          <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                        )}
                        <div className="min-w-0 flex-1">
                          <ModuleHeading label={!module.has_quiz} htmlFor={inputId}>
                            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                              <span>{t("Module {position}", { position: module.position })}</span>
                              {module.duration_minutes !== null && (
                                <span className="flex items-center gap-1 font-medium normal-case tracking-normal">
                                  <Clock aria-hidden="true" className="size-3.5" />
                                  <span className="sr-only">{t("Estimated duration: ")}</span>
                                  {formatMinutes(module.duration_minutes, { tp })}
                                </span>
                              )}
                            </span>
                            {/* The module's own texts: Hindi where staff wrote them (GET …/modules?lang). */}
                            <span data-catalogue-content className={module.completed ? "font-medium text-slate-600 line-through" : "font-medium text-slate-900"}>
                              {module.title}
                            </span>
                            {module.has_quiz && <span className="sr-only">{module.completed ? t(" (completed: quiz passed)") : t(" (completed by passing its quiz)")}</span>}
                          </ModuleHeading>
                          {module.summary && (
                            <p data-catalogue-content className="mt-1 text-sm text-slate-700">
                              {module.summary}
                            </p>
                          )}
                          {module.lesson_markdown && <Lesson title={module.title} markdown={module.lesson_markdown} />}
                          {module.has_quiz && (
                            <section aria-label={t("Quiz: {title}", { title: module.title })} className="mt-3 rounded-lg border border-brand-100 bg-white p-3 sm:p-4">
                              <h3 className="mb-2 text-sm font-semibold text-slate-900">
                                {t("Quiz:")} <span data-catalogue-content>{module.title}</span>
                              </h3>
                              <Suspense fallback={<p role="status" className="text-sm text-slate-600">{t("Loading the quiz...")}</p>}>
                                <ModuleQuiz userId={userId} programId={enrollment.programId} moduleId={module.id} moduleTitle={module.title} />
                              </Suspense>
                            </section>
                          )}
                        </div>
                      </div>
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

/** A module's title: the label of its box, or (a module done by its quiz) plain text. */
function ModuleHeading({ label, htmlFor, children }: { label: boolean; htmlFor: string; children: ReactNode }) {
  return label ? (
    <label htmlFor={htmlFor} className="block cursor-pointer">
      {children}
    </label>
  ) : (
    <div className="block">{children}</div>
  );
}

/** A module's lesson text behind a disclosure; the Markdown renderer loads when one is first opened. */
function Lesson({ title, markdown }: { title: string; markdown: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-slate-50" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        {t("Lesson:")} <span data-catalogue-content>{title}</span>
      </summary>
      <div className="border-t border-slate-200 bg-white p-4">
        {open && (
          <Suspense fallback={<p role="status" className="text-sm text-slate-600">{t("Loading lesson...")}</p>}>
            <LessonText markdown={markdown} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
