import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { categoryOptions, PROGRAM_LIMITS, programInputSchema, type ProgramInput } from "#contracts/programs";
import { programLevels, programLevelLabels } from "#contracts/vocabulary";
import type { z } from "#contracts/zod";
import { Field } from "~/components/ui/field";
import { FormAlert, Select, Textarea, useSave } from "./form-fields";

// The program form (create and edit): every field of the spec's `programs` table, checked by the
// same schema as the server (contracts/programs.ts); the server's messages land beside the fields.
// Each text has its Hindi version beside it (issue 29): left empty, Hindi pages show the English
// one, and the field says so.

type FormValues = ProgramInput;
type FormInput = z.input<typeof programInputSchema>;

const emptyProgram: FormValues = {
  title: "",
  description: "",
  category: "data-science",
  level: "beginner",
  duration: "",
  price: 0,
  features: [""],
  is_active: true,
};

interface ProgramFormProps {
  /** The values the form starts from; a new program's without. */
  initial?: FormValues;
  /** Create: the Active box is on the form. Edit: activation has its own confirmed action. */
  mode: "create" | "edit";
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: FormValues) => Promise<unknown>;
}

export function ProgramForm({ initial = emptyProgram, mode, submitLabel, saving, onSubmit }: ProgramFormProps) {
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(programInputSchema), defaultValues: initial });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const { submit, formError } = useSave(form, onSubmit, "program");
  const hindi = useWatch({ control, name: "translations.hi" });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={mode === "create" ? "New program" : "Program details"}>
      <FormAlert message={formError} />
      <Field label="Title" error={errors.title?.message}>
        {(a) => <Input {...a} autoComplete="off" maxLength={PROGRAM_LIMITS.title + 20} {...register("title")} />}
      </Field>
      <Field label="Title in Hindi" optional error={errors.translations?.hi?.title?.message} hint={hindiHint(hindi?.title)}>
        {(a) => <Input {...a} lang="hi" autoComplete="off" {...register("translations.hi.title")} />}
      </Field>
      <Field label="Description" error={errors.description?.message} hint="Shown on the program's card in the catalogue.">
        {(a) => <Textarea {...a} rows={4} {...register("description")} />}
      </Field>
      <Field label="Description in Hindi" optional error={errors.translations?.hi?.description?.message} hint={hindiHint(hindi?.description)}>
        {(a) => <Textarea {...a} lang="hi" rows={4} {...register("translations.hi.description")} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category" error={errors.category?.message}>
          {(a) => (
            <Select {...a} {...register("category")}>
              {categoryOptions.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Level" error={errors.level?.message}>
          {(a) => (
            <Select {...a} {...register("level")}>
              {programLevels.map((level) => (
                <option key={level} value={level}>
                  {programLevelLabels[level]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Duration" error={errors.duration?.message} hint="As learners read it, e.g. 8 weeks.">
          {(a) => <Input {...a} autoComplete="off" {...register("duration")} />}
        </Field>
        <Field label="Duration in Hindi" optional error={errors.translations?.hi?.duration?.message} hint={hindiHint(hindi?.duration)}>
          {(a) => <Input {...a} lang="hi" autoComplete="off" {...register("translations.hi.duration")} />}
        </Field>
        <Field label="Price in rupees" error={errors.price?.message} hint="A whole number; 0 for a free program.">
          {(a) => <Input {...a} type="number" inputMode="numeric" min={0} step={1} {...register("price", { valueAsNumber: true })} />}
        </Field>
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <FeatureList
            values={field.value}
            onChange={field.onChange}
            firstRef={field.ref}
            error={errors.features?.message ?? errors.features?.root?.message}
            itemErrors={Array.isArray(errors.features) ? errors.features.map((e) => e?.message) : []}
          />
        )}
      />
      <Controller
        control={control}
        name="translations.hi.features"
        render={({ field }) => (
          <Field label="Features in Hindi, one per line" optional error={errors.translations?.hi?.features?.message} hint={hindiHint(field.value?.join(""))}>
            {(a) => (
              <Textarea
                {...a}
                lang="hi"
                rows={3}
                ref={field.ref}
                value={(field.value ?? []).join("\n")}
                onChange={(event) => field.onChange(event.target.value.split("\n"))}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      {mode === "create" && (
        <div className="flex items-start gap-3">
          <input id="program-active" type="checkbox" className="mt-0.5 size-5 accent-brand-600" {...register("is_active")} />
          <div>
            <label htmlFor="program-active" className="text-sm font-medium text-slate-900">
              Active: show it in the catalogue
            </label>
            <p className="text-sm text-slate-600">Leave it off to prepare the program and its modules before learners see it.</p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving || (mode === "edit" && !isDirty)}>
          {saving ? "Saving..." : submitLabel}
        </Button>
        {mode === "edit" && !isDirty && <span className="text-sm text-slate-600">No unsaved changes.</span>}
      </div>
    </form>
  );
}

/** What a Hindi field's emptiness means for learners: staff see at once what is not translated. */
export const hindiHint = (value: string | null | undefined) =>
  value?.trim() ? "Shown on the Hindi pages." : "Not translated yet: the Hindi pages show the English text.";

interface FeatureListProps {
  values: string[];
  onChange: (values: string[]) => void;
  firstRef: (element: HTMLInputElement | null) => void;
  error?: string;
  itemErrors: (string | undefined)[];
}

/** The program's features (its highlights; a catalogue card shows the first 3): one field each. */
function FeatureList({ values, onChange, firstRef, error, itemErrors }: FeatureListProps) {
  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => {
    onChange(values.filter((_, i) => i !== index));
    // Focus stays in the list: on the field that takes the removed one's place, or the new last one.
    requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>("[data-feature-input]");
      inputs[Math.min(index, inputs.length - 1)]?.focus();
    });
  };
  const add = () => {
    onChange([...values, ""]);
    requestAnimationFrame(() => [...document.querySelectorAll<HTMLInputElement>("[data-feature-input]")].at(-1)?.focus());
  };
  return (
    <fieldset className="grid gap-2" aria-describedby="features-hint features-error">
      <legend className="text-sm font-medium text-slate-900">Features</legend>
      <p id="features-hint" className="text-sm text-slate-600">
        The program's highlights, 1 to {PROGRAM_LIMITS.features}; a catalogue card shows the first 3.
      </p>
      <ol className="grid gap-2">
        {values.map((value, index) => (
          <li key={index} className="grid gap-1">
            <div className="flex gap-2">
              <Input
                ref={index === 0 ? firstRef : undefined}
                data-feature-input=""
                aria-label={`Feature ${index + 1}`}
                aria-invalid={itemErrors[index] ? true : undefined}
                aria-describedby={itemErrors[index] ? `feature-${index}-error` : undefined}
                value={value}
                onChange={(event) => set(index, event.target.value)}
              />
              <Button type="button" variant="outline" size="icon" aria-label={`Remove feature ${index + 1}`} onClick={() => remove(index)} disabled={values.length === 1}>
                <X aria-hidden="true" />
              </Button>
            </div>
            {itemErrors[index] && (
              <p id={`feature-${index}-error`} className="text-sm text-red-700">
                Feature {index + 1}: {itemErrors[index]}
              </p>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={values.length >= PROGRAM_LIMITS.features}>
          <Plus aria-hidden="true" />
          Add feature
        </Button>
      </div>
      <p id="features-error" className="text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
