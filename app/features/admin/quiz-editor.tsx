import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { toastError, toastSuccess } from "~/features/toast/toast";
import {
  answerVisibilities,
  answerVisibilityLabels,
  questionInputSchema,
  questionKindLabels,
  questionKinds,
  quizImportSchema,
  quizSettingsSchema,
  type ImportReport,
  type QuestionInput,
  type QuestionStat,
  type QuizImport,
  type QuizSettings,
  type StaffQuestion,
  type StaffQuiz,
} from "#contracts/quizzes";
import type { z } from "#contracts/zod";
import { Field } from "~/components/ui/field";
import { FormAlert, Select, Textarea, useSave } from "./form-fields";
import { useQuizMutations, useQuizStats, useStaffQuiz } from "./quiz-api";

// A module's quiz in the program editor: its settings, its question bank (add, edit, remove),
// import from GIFT or CSV with the report of rejected lines, and each question's statistics.
// Loaded when staff open a module's quiz (the forms bring react-hook-form and zod).

interface Props {
  programId: string;
  moduleId: string;
  moduleTitle: string;
}

export default function QuizEditor({ programId, moduleId, moduleTitle }: Props) {
  const quiz = useStaffQuiz(programId, moduleId);
  const stats = useQuizStats(programId, moduleId, !!quiz.data);
  const mutations = useQuizMutations(programId, moduleId);
  const [removingQuiz, setRemovingQuiz] = useState(false);

  if (quiz.isPending) return <p role="status" className="text-sm text-slate-700">Loading the quiz...</p>;
  if (quiz.isError) return <p role="alert" className="text-sm text-red-700">The quiz could not be loaded. Please reload the page.</p>;
  const data = quiz.data;

  return (
    <div className="grid gap-5">
      <SettingsForm key={data ? "saved" : "new"} quiz={data} moduleTitle={moduleTitle} onSave={async (settings) => {
        await mutations.save.mutateAsync(settings);
        toastSuccess({ title: data ? "Quiz settings saved" : "Quiz created", description: moduleTitle });
      }} saving={mutations.save.isPending} />
      {data && (
        <>
          <QuestionBank programId={programId} moduleId={moduleId} quiz={data} stats={stats.data} />
          <ImportForm programId={programId} moduleId={moduleId} />
          <div>
            <Button variant="outline" size="sm" onClick={() => setRemovingQuiz(true)}>
              <Trash2 aria-hidden="true" /> Remove quiz
            </Button>
          </div>
          <ConfirmDialog
            open={removingQuiz}
            onOpenChange={setRemovingQuiz}
            role="alertdialog"
            title="Remove this quiz?"
            description={`The quiz of “${moduleTitle}” goes with its ${data.questions.length} questions and every learner's attempts. Learners then tick the module as done. Certificates already issued keep their score. This cannot be undone.`}
            confirmLabel="Remove quiz"
            busy={mutations.remove.isPending}
            onConfirm={async () => {
              try {
                await mutations.remove.mutateAsync();
                toastSuccess({ title: "Quiz removed", description: moduleTitle });
                setRemovingQuiz(false);
              } catch (error) {
                console.error("Removing the quiz failed:", error);
                toastError({ title: "Not removed", description: "The quiz could not be removed. Please try again." });
              }
            }}
          />
        </>
      )}
    </div>
  );
}

// ---- settings ------------------------------------------------------------------------------------

type SettingsValues = z.input<typeof quizSettingsSchema>;
/** A number field: a blank one is null (no limit), anything else a number for the schema to judge. */
const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

function SettingsForm({ quiz, moduleTitle, saving, onSave }: { quiz: StaffQuiz | null; moduleTitle: string; saving: boolean; onSave: (s: QuizSettings) => Promise<unknown> }) {
  const form = useForm<SettingsValues, unknown, QuizSettings>({
    resolver: zodResolver(quizSettingsSchema),
    defaultValues: quiz ?? { pass_mark: 70, attempts_allowed: 3, time_limit_minutes: null, draw_count: null, shuffle_options: true, show_answers: "after_last_attempt" },
  });
  const { register, formState: { errors } } = form;
  const { submit, formError } = useSave(form, onSave, "quiz");
  return (
    <form noValidate onSubmit={submit} aria-label={`Quiz settings of ${moduleTitle}`} className="grid gap-4">
      {!quiz && <p className="text-sm text-slate-700">This module has no quiz. Save the settings to give it one; then add questions. A module with a quiz is complete only when the learner passes it.</p>}
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Pass mark (%)" error={errors.pass_mark?.message}>
          {(a) => <Input {...a} type="number" inputMode="numeric" min={1} max={100} {...register("pass_mark", { valueAsNumber: true })} />}
        </Field>
        <Field label="Attempts allowed" error={errors.attempts_allowed?.message}>
          {(a) => <Input {...a} type="number" inputMode="numeric" min={1} {...register("attempts_allowed", { valueAsNumber: true })} />}
        </Field>
        <Field label="Time limit (minutes)" optional hint="Blank: no limit. The server refuses answers sent after it." error={errors.time_limit_minutes?.message}>
          {(a) => <Input {...a} type="number" inputMode="numeric" min={1} {...register("time_limit_minutes", { setValueAs: numberOrNull })} />}
        </Field>
        <Field label="Questions per attempt" optional hint="Drawn at random from the bank. Blank: every question." error={errors.draw_count?.message}>
          {(a) => <Input {...a} type="number" inputMode="numeric" min={1} {...register("draw_count", { setValueAs: numberOrNull })} />}
        </Field>
        <Field label="Answers shown" error={errors.show_answers?.message}>
          {(a) => (
            <Select {...a} {...register("show_answers")}>
              {answerVisibilities.map((v) => (
                <option key={v} value={v}>
                  {answerVisibilityLabels[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-900">
          <input type="checkbox" className="size-5 accent-brand-600" {...register("shuffle_options")} />
          Shuffle the options of each question
        </label>
      </div>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : quiz ? "Save quiz settings" : "Create quiz"}
        </Button>
      </div>
    </form>
  );
}

// ---- the bank ------------------------------------------------------------------------------------

function QuestionBank({ programId, moduleId, quiz, stats }: { programId: string; moduleId: string; quiz: StaffQuiz; stats?: QuestionStat[] }) {
  const mutations = useQuizMutations(programId, moduleId);
  const [editing, setEditing] = useState<StaffQuestion | "new" | null>(null);
  const [removing, setRemoving] = useState<StaffQuestion | null>(null);
  const drawn = quiz.draw_count === null ? quiz.questions.length : Math.min(quiz.draw_count, quiz.questions.length);
  return (
    <section aria-label="Questions" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">
          Questions ({quiz.questions.length}
          {quiz.questions.length > 0 && `; ${drawn} per attempt`})
        </h4>
        <Button size="sm" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Add question
        </Button>
      </div>
      {editing === "new" && (
        <QuestionForm
          submitLabel="Add question"
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            await mutations.addQuestion.mutateAsync(body);
            toastSuccess({ title: "Question added", description: body.prompt });
            setEditing(null);
          }}
        />
      )}
      {quiz.questions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">No questions yet: add them here or import a GIFT or CSV file below.</p>
      ) : (
        <ol className="grid gap-2">
          {quiz.questions.map((q, index) =>
            editing !== null && editing !== "new" && editing.id === q.id ? (
              <li key={q.id}>
                <QuestionForm
                  question={q}
                  submitLabel="Save question"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body) => {
                    await mutations.updateQuestion.mutateAsync({ questionId: q.id, body });
                    toastSuccess({ title: "Question saved", description: body.prompt });
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li key={q.id} className="rounded-lg border border-slate-200 p-3">
                <QuestionSummary question={q} index={index} stat={stats?.find((s) => s.question_id === q.id)} />
                <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={`Actions for question ${index + 1}`}>
                  <Button variant="outline" size="sm" aria-label={`Edit question ${index + 1}`} onClick={() => setEditing(q)}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                  <Button variant="outline" size="sm" aria-label={`Remove question ${index + 1}`} onClick={() => setRemoving(q)}>
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        role="alertdialog"
        title="Remove this question?"
        description={removing && `“${removing.prompt}” leaves the bank. Attempts already made keep it. This cannot be undone.`}
        confirmLabel="Remove question"
        busy={mutations.removeQuestion.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await mutations.removeQuestion.mutateAsync(removing.id);
            toastSuccess({ title: "Question removed", description: removing.prompt });
            setRemoving(null);
          } catch (error) {
            console.error("Removing the question failed:", error);
            toastError({ title: "Not removed", description: "The question could not be removed. Please try again." });
          }
        }}
      />
    </section>
  );
}

function QuestionSummary({ question: q, index, stat }: { question: StaffQuestion; index: number; stat?: QuestionStat }) {
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{index + 1}.</span>
        <Badge tone="neutral">{questionKindLabels[q.kind]}</Badge>
        {stat?.nobody_right && (
          <Badge tone="red">
            <AlertTriangle aria-hidden="true" className="size-3.5" /> Nobody has answered this right
          </Badge>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-900">{q.prompt}</p>
      {q.kind === "single" || q.kind === "multiple" ? (
        <ul className="mt-1 list-disc pl-5 text-slate-700">
          {q.options.map((o) => (
            <li key={o.id}>
              {o.text}
              {o.correct && <strong className="text-green-800"> (right)</strong>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-700">
          Answer: {q.kind === "true_false" ? (q.correct_boolean ? "True" : "False") : `${q.numeric_answer}${q.tolerance ? ` ± ${q.tolerance}` : ""}`}
        </p>
      )}
      {q.explanation && <p className="mt-1 text-slate-600">Explanation: {q.explanation}</p>}
      <p className="mt-1 text-slate-600">
        {!stat || stat.attempts === 0
          ? "Not answered yet."
          : `Answered right in ${Math.round((stat.correct_share ?? 0) * 100)}% of ${stat.attempts} ${stat.attempts === 1 ? "attempt" : "attempts"}${stat.most_chosen_wrong ? `; most chosen wrong answer: ${stat.most_chosen_wrong}` : ""}.`}
      </p>
    </div>
  );
}

type QuestionValues = z.input<typeof questionInputSchema>;
const questionResolver = zodResolver(questionInputSchema);
/** The fields the chosen kind uses (options left in the form from another kind are not sent). */
const forKind = (v: QuestionValues): QuestionValues => (v.kind === "single" || v.kind === "multiple" ? v : { ...v, options: [] });

function QuestionForm({ question, submitLabel, onSubmit, onCancel }: { question?: StaffQuestion; submitLabel: string; onSubmit: (q: QuestionInput) => Promise<unknown>; onCancel: () => void }) {
  const form = useForm<QuestionValues, unknown, QuestionInput>({
    resolver: (values, context, options) => questionResolver(forKind(values), context, options),
    defaultValues: {
      kind: question?.kind ?? "single",
      prompt: question?.prompt ?? "",
      options: question?.options.length ? question.options.map(({ text, correct }) => ({ text, correct })) : [{ text: "", correct: true }, { text: "", correct: false }],
      correct_boolean: question?.correct_boolean ?? true,
      numeric_answer: question?.numeric_answer ?? null,
      tolerance: question?.tolerance ?? 0,
      explanation: question?.explanation ?? "",
    },
  });
  const { register, control, formState: { errors } } = form;
  const kind = useWatch({ control, name: "kind" });
  const options = useFieldArray({ control, name: "options" });
  const { submit, formError } = useSave(form, onSubmit, "question");
  const optionsError = (errors.options as { message?: string; root?: { message?: string } } | undefined);
  return (
    <form noValidate onSubmit={submit} aria-label={question ? "Edit question" : "New question"} className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:p-4">
      <FormAlert message={formError} />
      <Field label="Kind" error={errors.kind?.message}>
        {(a) => (
          <Select {...a} {...register("kind")} className="max-w-60">
            {questionKinds.map((k) => (
              <option key={k} value={k}>
                {questionKindLabels[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Question" error={errors.prompt?.message}>
        {(a) => <Textarea {...a} rows={2} className="min-h-16" {...register("prompt")} />}
      </Field>
      {(kind === "single" || kind === "multiple") && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-900">Options (tick the right {kind === "single" ? "one" : "ones"})</legend>
          {options.fields.map((field, i) => (
            <div key={field.id} className="flex items-center gap-2">
              <input type="checkbox" aria-label={`Option ${i + 1} is right`} className="size-5 shrink-0 accent-brand-600" {...register(`options.${i}.correct`)} />
              <Input aria-label={`Option ${i + 1}`} aria-invalid={errors.options?.[i]?.text ? true : undefined} {...register(`options.${i}.text`)} />
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove option ${i + 1}`} onClick={() => options.remove(i)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {(optionsError?.message || optionsError?.root?.message) && <p className="text-sm text-red-700">{optionsError.message ?? optionsError.root?.message}</p>}
          {options.fields.some((_, i) => errors.options?.[i]?.text) && <p className="text-sm text-red-700">Every option needs a text.</p>}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => options.append({ text: "", correct: false })} disabled={options.fields.length >= 10}>
              <Plus aria-hidden="true" /> Add option
            </Button>
          </div>
        </fieldset>
      )}
      {kind === "true_false" && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="text-sm font-medium text-slate-900">The right answer</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input type="radio" value={String(value)} className="size-5 accent-brand-600" {...register("correct_boolean", { setValueAs: (v) => v === true || v === "true" })} defaultChecked={(question?.correct_boolean ?? true) === value} />
              {value ? "True" : "False"}
            </label>
          ))}
        </fieldset>
      )}
      {kind === "numeric" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Right answer" error={errors.numeric_answer?.message}>
            {(a) => <Input {...a} type="number" step="any" inputMode="decimal" {...register("numeric_answer", { setValueAs: numberOrNull })} />}
          </Field>
          <Field label="Tolerance" hint="How far from it an answer may be and still count." error={errors.tolerance?.message}>
            {(a) => <Input {...a} type="number" step="any" min={0} inputMode="decimal" {...register("tolerance", { setValueAs: numberOrNull })} />}
          </Field>
        </div>
      )}
      <Field label="Explanation" optional hint="Shown with the answers, when the quiz shows them." error={errors.explanation?.message}>
        {(a) => <Textarea {...a} rows={2} className="min-h-16" {...register("explanation")} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// ---- import --------------------------------------------------------------------------------------

function ImportForm({ programId, moduleId }: { programId: string; moduleId: string }) {
  const { importQuestions } = useQuizMutations(programId, moduleId);
  const [report, setReport] = useState<ImportReport | null>(null);
  const form = useForm<QuizImport>({ resolver: zodResolver(quizImportSchema), defaultValues: { format: "gift", text: "" } });
  const { register, setValue, formState: { errors } } = form;
  const { submit, formError } = useSave(
    form,
    async (body) => {
      setReport(null);
      const result = await importQuestions.mutateAsync(body);
      setReport(result);
      form.reset({ format: body.format, text: "" });
    },
    "import",
  );
  return (
    <section aria-label="Import questions" className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <h4 className="font-semibold text-slate-900">Import questions</h4>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <FormAlert message={formError} />
        <Field label="Format" hint="GIFT as Moodle exports it; or CSV with the columns kind,question,options,correct,tolerance,explanation (options and right option numbers separated by |).">
          {(a) => (
            <Select {...a} {...register("format")} className="max-w-60">
              <option value="gift">Moodle GIFT</option>
              <option value="csv">CSV</option>
            </Select>
          )}
        </Field>
        <Field label="File" optional>
          {(a) => (
            <input
              {...a}
              type="file"
              accept=".gift,.txt,.csv,text/plain,text/csv"
              className="text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (file) setValue("text", await file.text(), { shouldValidate: true });
              }}
            />
          )}
        </Field>
        <Field label="Questions to import" hint="Paste the file's text here, or choose the file above." error={errors.text?.message}>
          {(a) => <Textarea {...a} rows={6} className="font-mono" {...register("text")} />}
        </Field>
        <div>
          <Button type="submit" variant="outline" disabled={importQuestions.isPending}>
            <Upload aria-hidden="true" /> {importQuestions.isPending ? "Importing..." : "Import"}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {report && (
          <div className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">
              Imported {report.imported} {report.imported === 1 ? "question" : "questions"}
              {report.rejected.length > 0 ? `; ${report.rejected.length} rejected:` : "."}
            </p>
            {report.rejected.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-slate-800">
                {report.rejected.map((r) => (
                  <li key={`${r.line}-${r.reason}`}>
                    Line {r.line}: {r.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
