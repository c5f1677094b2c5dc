import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CheckCircle2,
  ClipboardCheck,
  Clock,
  RotateCcw,
  XCircle,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ApiError, call } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import type {
  Attempt,
  AttemptQuestion,
  LearnerQuiz,
  QuestionFeedback,
} from "#contracts/quizzes";
import { useT, type Translator } from "~/i18n/i18n";

// A module's quiz on the learning page: its rules, the learner's attempts with their scores, and
// the attempt itself (questions from the server, without answers; the server scores). A pass
// completes the module: the enrolment is read again so the progress shows it.

interface Props {
  userId: string;
  programId: string;
  moduleId: string;
  moduleTitle: string;
}

export default function ModuleQuiz({
  userId,
  programId,
  moduleId,
  moduleTitle,
}: Props) {
  const queryClient = useQueryClient();
  const { t, tp } = useT();
  const params = { courseId: programId, moduleId };
  const key = meKeys.quiz(userId, programId, moduleId);
  const quiz = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call("GET /courses/{courseId}/modules/{moduleId}/quiz", {
        params,
        signal,
      }),
  });
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const start = useMutation({
    mutationFn: () =>
      call("POST /courses/{courseId}/modules/{moduleId}/quiz/attempts", {
        params,
      }),
    onMutate: () => setProblem(null),
    onSuccess: ({ attempt }) => setAttempt(attempt),
    onError: (error) => setProblem(messageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const view = useMutation({
    mutationFn: (attemptId: string) =>
      call(
        "GET /courses/{courseId}/modules/{moduleId}/quiz/attempts/{attemptId}",
        { params: { ...params, attemptId } },
      ),
    onSuccess: ({ attempt }) => setAttempt(attempt),
    onError: (error) => setProblem(messageOf(error)),
  });

  const onSubmitted = (scored: Attempt) => {
    setAttempt(scored);
    void queryClient.invalidateQueries({ queryKey: key });
    // A pass marks the module done (and may complete the program): the page's enrolment follows.
    void queryClient.invalidateQueries({
      queryKey: meKeys.enrollments(userId),
    });
    void queryClient.invalidateQueries({
      queryKey: meKeys.certificates(userId),
    });
  };
  useEffect(() => {
    if (attempt?.status === "submitted") resultRef.current?.focus();
  }, [attempt?.id, attempt?.status]);

  if (quiz.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("Loading the quiz...")}
      </p>
    );
  if (quiz.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("The quiz could not be loaded. Please reload the page.")}
      </p>
    );
  const rules = quiz.data.quiz;

  if (attempt && attempt.status === "in_progress") {
    return (
      <AttemptForm
        key={attempt.id}
        attempt={attempt}
        params={params}
        moduleTitle={moduleTitle}
        onSubmitted={onSubmitted}
        onTimedOut={(message) => {
          setAttempt(null);
          setProblem(message);
          void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
    );
  }

  const used = rules.attempts.length;
  const left = rules.attempts_allowed - used;
  const open = rules.attempts.find((a) => a.status === "in_progress");
  return (
    <div className="space-y-4">
      <QuizRules rules={rules} />
      {attempt && attempt.status !== "in_progress" && (
        <Result attempt={attempt} rules={rules} headingRef={resultRef} />
      )}
      {problem && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {/* Our own message is an English id; the server's refusals are shown as it sends them. */}
          {t(problem)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {open ? (
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            <ClipboardCheck aria-hidden="true" /> {t("Continue attempt {number}", { number: open.number })}
          </Button>
        ) : left > 0 ? (
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {used === 0 ? (
              <ClipboardCheck aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            {start.isPending
              ? t("Starting...")
              : used === 0
                ? t("Start quiz")
                : t("Retry quiz")}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">
            {t("You have used all {count} attempts.", { count: rules.attempts_allowed })}
          </p>
        )}
        {left > 0 && !open && used > 0 && (
          <span className="text-sm text-slate-600">
            {tp(left, "{count} attempt left", "{count} attempts left")}
          </span>
        )}
      </div>
      {used > 0 && (
        <AttemptList rules={rules} onView={(id) => view.mutate(id)} />
      )}
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status !== 0
    ? error.message
    : "The quiz could not be reached. Please check your connection and try again.";
}

function QuizRules({ rules }: { rules: LearnerQuiz }) {
  const { t, tp } = useT();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {rules.passed ? (
        <Badge tone="green">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />{" "}
          {rules.best_score !== null ? t("Passed: best {score}%", { score: rules.best_score }) : t("Passed")}
        </Badge>
      ) : (
        <Badge tone="yellow">{t("Not passed yet")}</Badge>
      )}
      <span>{t("Pass mark {mark}%", { mark: rules.pass_mark })}</span>
      <span aria-hidden="true">·</span>
      <span>
        {tp(rules.question_count, "{count} question", "{count} questions")}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {tp(rules.attempts_allowed, "{count} attempt", "{count} attempts")}
      </span>
      {rules.time_limit_minutes !== null && (
        <>
          <span aria-hidden="true">·</span>
          <span>{t("Time limit {minutes} min", { minutes: rules.time_limit_minutes })}</span>
        </>
      )}
    </div>
  );
}

function AttemptList({
  rules,
  onView,
}: {
  rules: LearnerQuiz;
  onView: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{t("Your attempts")}</h4>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        {rules.attempts.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span className="text-slate-800">
              {a.status === "in_progress"
                ? t("Attempt {number}: in progress", { number: a.number })
                : a.status === "timed_out"
                  ? t("Attempt {number}: time ran out (0%)", { number: a.number })
                  : a.passed
                    ? t("Attempt {number}: {score}% (passed)", { number: a.number, score: a.score ?? 0 })
                    : t("Attempt {number}: {score}% (not passed)", { number: a.number, score: a.score ?? 0 })}
            </span>
            {a.status === "submitted" && (
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                onClick={() => onView(a.id)}
                aria-label={t("View the result of attempt {number}", { number: a.number })}
              >
                {t("View result")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Result({
  attempt,
  rules,
  headingRef,
}: {
  attempt: Attempt;
  rules: LearnerQuiz;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const passed = attempt.passed === true;
  const { t } = useT();
  return (
    <section
      aria-labelledby={`result-${attempt.id}`}
      className={
        passed
          ? "rounded-lg border border-green-200 bg-green-50 p-4"
          : "rounded-lg border border-amber-200 bg-amber-50 p-4"
      }
    >
      <h4
        id={`result-${attempt.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 focus:outline-none"
      >
        {passed ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
        ) : (
          <XCircle aria-hidden="true" className="size-5 text-amber-700" />
        )}
        {attempt.status === "timed_out"
          ? t("Attempt {number}: time ran out", { number: attempt.number })
          : t("Attempt {number}: you scored {score}%", { number: attempt.number, score: attempt.score ?? 0 })}
      </h4>
      <p className="mt-1 text-sm text-slate-800">
        {passed
          ? t("You passed this quiz, and the module is complete.")
          : t("You need {mark}% to pass.", { mark: rules.pass_mark })}
        {!attempt.feedback &&
          rules.show_answers !== "never" &&
          (rules.show_answers === "after_pass"
            ? t(" The answers are shown once you pass.")
            : t(" The answers are shown after your last attempt."))}
      </p>
      {attempt.feedback && <Feedback attempt={attempt} />}
    </section>
  );
}

/** An option's text: staff's as written; true/false's two, which the server names in English, in the page's language. */
function optionText(question: AttemptQuestion, option: AttemptQuestion["options"][number], t: Translator["t"]): string {
  if (question.kind !== "true_false") return option.text;
  return option.id === "true" ? t("True") : option.id === "false" ? t("False") : option.text;
}

function answerText(
  question: AttemptQuestion,
  answer: QuestionFeedback["given"] | QuestionFeedback["right_answer"],
  t: Translator["t"],
): string {
  if (answer === null || (Array.isArray(answer) && answer.length === 0))
    return t("no answer");
  if (typeof answer === "number") return String(answer);
  return answer
    .map((id) => {
      const option = question.options.find((o) => o.id === id);
      return option ? optionText(question, option, t) : id;
    })
    .join(", ");
}

function Feedback({ attempt }: { attempt: Attempt }) {
  const { t } = useT();
  return (
    <ol className="mt-3 space-y-3">
      {attempt.questions.map((q, index) => {
        const f = attempt.feedback?.find((x) => x.question_id === q.id);
        if (!f) return null;
        return (
          <li key={q.id} className="rounded-md bg-white p-3 text-sm">
            {/* Questions have no other language than the one staff wrote them in (no translations in the schema). */}
            <p className="font-medium text-slate-900">
              {index + 1}. <span data-catalogue-content>{q.prompt}</span>
            </p>
            <p
              className={
                f.correct ? "mt-1 text-green-800" : "mt-1 text-red-800"
              }
            >
              {t(f.correct ? "Correct: your answer was {answer}." : "Not correct: your answer was {answer}.", { answer: answerText(q, f.given, t) })}
            </p>
            {!f.correct && (
              <p className="mt-1 text-slate-800">
                {f.tolerance
                  ? t("The right answer: {answer} (within {tolerance}).", { answer: answerText(q, f.right_answer, t), tolerance: f.tolerance })
                  : t("The right answer: {answer}.", { answer: answerText(q, f.right_answer, t) })}
              </p>
            )}
            {f.explanation && (
              <p data-catalogue-content className="mt-1 text-slate-700">
                {f.explanation}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

type Answers = Record<string, string | string[] | false | undefined>;

/** The attempt's questions as a form: radio buttons, check boxes or a number field, each in a fieldset with the question as its legend. */
function AttemptForm({
  attempt,
  params,
  moduleTitle,
  onSubmitted,
  onTimedOut,
}: {
  attempt: Attempt;
  params: { courseId: string; moduleId: string };
  moduleTitle: string;
  onSubmitted: (attempt: Attempt) => void;
  onTimedOut: (message: string) => void;
}) {
  const formId = useId();
  const { t } = useT();
  const { register, handleSubmit } = useForm<Answers>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (answers: Answers) =>
      call(
        "POST /courses/{courseId}/modules/{moduleId}/quiz/attempts/{attemptId}/submit",
        {
          params: { ...params, attemptId: attempt.id },
          body: {
            answers: attempt.questions.map((q) => {
              const value = answers[q.id];
              if (q.kind === "numeric")
                return {
                  question_id: q.id,
                  value:
                    typeof value === "string" && value.trim() !== ""
                      ? Number(value)
                      : null,
                };
              return {
                question_id: q.id,
                option_ids: Array.isArray(value)
                  ? value
                  : typeof value === "string"
                    ? [value]
                    : [],
              };
            }),
          },
        },
      ),
    onMutate: () => setProblem(null),
    onSuccess: ({ attempt: scored }) => onSubmitted(scored),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "quiz_time_over")
        onTimedOut(error.message);
      else if (error instanceof ApiError && error.code === "attempt_submitted")
        onTimedOut(error.message);
      else setProblem(messageOf(error));
    },
  });

  return (
    <form
      id={formId}
      aria-label={t("Quiz: {title}, attempt {number}", { title: moduleTitle, number: attempt.number })}
      onSubmit={handleSubmit((answers) => submit.mutate(answers))}
      className="space-y-4"
    >
      {attempt.deadline && <Countdown deadline={attempt.deadline} />}
      <ol className="space-y-4">
        {attempt.questions.map((q, index) => (
          <li key={q.id}>
            <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t("Question {number} of {total}", { number: index + 1, total: attempt.questions.length })}
              </legend>
              <p
                className="text-slate-900 whitespace-pre-line"
                id={`${formId}-${q.id}`}
                data-catalogue-content
              >
                {q.prompt}
              </p>
              {q.kind === "numeric" ? (
                <div className="mt-2">
                  <label
                    htmlFor={`${formId}-${q.id}-value`}
                    className="text-sm text-slate-700"
                  >
                    {t("Your answer (a number)")}
                  </label>
                  <input
                    id={`${formId}-${q.id}-value`}
                    type="number"
                    step="any"
                    inputMode="decimal"
                    aria-describedby={`${formId}-${q.id}`}
                    {...register(q.id)}
                    className="mt-1 block h-11 w-full max-w-xs rounded-md border border-slate-300 px-3 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                </div>
              ) : (
                <div
                  className="mt-2 space-y-1"
                  role={q.kind === "multiple" ? "group" : "radiogroup"}
                  aria-labelledby={`${formId}-${q.id}`}
                >
                  {q.kind === "multiple" && (
                    <p className="text-xs text-slate-600">
                      {t("Choose every right answer.")}
                    </p>
                  )}
                  {q.options.map((o) => (
                    <label
                      key={o.id}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-slate-50"
                    >
                      <input
                        type={q.kind === "multiple" ? "checkbox" : "radio"}
                        value={o.id}
                        {...register(q.id)}
                        className="size-5 shrink-0 accent-brand-600"
                      />
                      {q.kind === "true_false" ? (
                        <span className="text-slate-900">{optionText(q, o, t)}</span>
                      ) : (
                        <span data-catalogue-content className="text-slate-900">
                          {o.text}
                        </span>
                      )}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {problem && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {t(problem)}
        </p>
      )}
      <Button
        type="submit"
        disabled={submit.isPending}
        className="w-full sm:w-auto"
      >
        {submit.isPending ? t("Submitting...") : t("Submit answers")}
      </Button>
    </form>
  );
}

/** The time left, by the server's deadline. Announced politely once a minute is left, not every second. */
function Countdown({ deadline }: { deadline: string }) {
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { t } = useT();
  const left = Math.max(0, Math.round((end - now) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
      <Clock aria-hidden="true" className="size-4" />
      <span role="timer" aria-label={t("Time left")}>
        {t("Time left: {time}", { time: text })}
      </span>
      <span className="sr-only" aria-live="polite">
        {left === 60 ? t("One minute left.") : left === 0 ? t("Time is up.") : ""}
      </span>
    </div>
  );
}
