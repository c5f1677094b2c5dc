import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { MODULE_LIMITS, moduleInputSchema, type AdminModule, type ModuleInput } from "#contracts/programs";
import type { z } from "#contracts/zod";
import { Field } from "~/components/ui/field";
import { FormAlert, Textarea, useSave } from "./form-fields";
import { hindiHint } from "./program-form";

// A module's form (add and edit), in a dialog: the same schema as the server. Each text has its
// Hindi version beside it; left empty, Hindi pages show the English one.

type FormValues = z.input<typeof moduleInputSchema>;

interface ModuleFormProps {
  module?: AdminModule;
  saving: boolean;
  submitLabel: string;
  onSubmit: (input: ModuleInput) => Promise<unknown>;
}

export function ModuleForm({ module, saving, submitLabel, onSubmit }: ModuleFormProps) {
  const form = useForm<FormValues, unknown, ModuleInput>({
    resolver: zodResolver(moduleInputSchema),
    defaultValues: {
      title: module?.title ?? "",
      summary: module?.summary ?? "",
      duration_minutes: module?.duration_minutes ?? Number.NaN,
      lesson_markdown: module?.lesson_markdown ?? "",
      translations: { hi: { title: "", summary: "", lesson_markdown: "", ...module?.translations.hi } },
    },
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;
  const { submit, formError } = useSave(form, onSubmit, "module");
  const hindi = useWatch({ control: form.control, name: "translations.hi" });

  // The dialog opens at once and this form may appear a moment later (its code loads on demand):
  // the form puts the focus on its first field itself.
  useEffect(() => setFocus("title"), [setFocus]);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={formError} />
      <Field label="Title" error={errors.title?.message}>
        {(a) => <Input {...a} autoComplete="off" {...register("title")} />}
      </Field>
      <Field label="Title in Hindi" optional error={errors.translations?.hi?.title?.message} hint={hindiHint(hindi?.title)}>
        {(a) => <Input {...a} lang="hi" autoComplete="off" {...register("translations.hi.title")} />}
      </Field>
      <Field label="Summary" error={errors.summary?.message} hint={`One or two sentences, at most ${MODULE_LIMITS.summary} characters.`}>
        {(a) => <Textarea {...a} rows={2} className="min-h-16" {...register("summary")} />}
      </Field>
      <Field label="Summary in Hindi" optional error={errors.translations?.hi?.summary?.message} hint={hindiHint(hindi?.summary)}>
        {(a) => <Textarea {...a} lang="hi" rows={2} className="min-h-16" {...register("translations.hi.summary")} />}
      </Field>
      <Field label="Estimated duration in minutes" error={errors.duration_minutes?.message}>
        {(a) => <Input {...a} type="number" inputMode="numeric" min={1} step={1} className="max-w-40" {...register("duration_minutes", { valueAsNumber: true })} />}
      </Field>
      <Field
        label="Lesson text"
        optional
        error={errors.lesson_markdown?.message}
        hint="Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link. HTML is not shown to learners."
      >
        {(a) => <Textarea {...a} rows={8} className="font-mono" {...register("lesson_markdown")} />}
      </Field>
      <Field label="Lesson text in Hindi" optional error={errors.translations?.hi?.lesson_markdown?.message} hint={hindiHint(hindi?.lesson_markdown)}>
        {(a) => <Textarea {...a} lang="hi" rows={8} className="font-mono" {...register("translations.hi.lesson_markdown")} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
