import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert, Select, Textarea } from "~/features/admin/form-fields";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { MAX_INVITES_PER_REQUEST } from "#contracts/organisation-vocabulary";
import type { Invitee, Organisation } from "#contracts/organisations";
import { useInvite } from "./team-api";

// "Invite people": addresses pasted one per line, or a CSV file with name,email,team (a header
// row is optional). Each line is checked with the server's own schema before anything is sent;
// the server then takes all of them or, when the seats do not reach, none (409 no_seats_left).

/** Reads pasted lines or CSV rows into invitees, with the lines that are not addresses. */
export async function readInvitees(text: string, csv: boolean): Promise<{ people: Invitee[]; bad: string[] }> {
  const rows: string[][] = csv
    ? ((await import("csv-parse/browser/esm/sync")).parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][])
    : text.split(/\r?\n/).map((line) => [line.trim()]).filter(([line]) => line);
  // The server's own schema, loaded with the first invitation rather than with the page.
  const { inviteeSchema } = await import("#contracts/organisations");
  const people: Invitee[] = [];
  const bad: string[] = [];
  for (const row of rows) {
    const [first = "", second, third] = row;
    const candidate = csv ? { name: first, email: second ?? "", team: third } : { email: first };
    if (csv && /^name$/i.test(first) && /^e-?mail$/i.test(second ?? "")) continue; // the header row
    const parsed = inviteeSchema.safeParse(candidate);
    if (parsed.success) people.push(parsed.data);
    else bad.push(csv ? row.join(",") : first);
  }
  return { people, bad };
}

interface InviteValues {
  text: string;
  file: FileList | null;
  role: "learner" | "manager";
}

export function InviteForm({ organisation, onDone }: { organisation: Organisation; onDone: (message: string) => void }) {
  const invite = useInvite(organisation.id);
  // No resolver: each line is checked with the server's inviteeSchema (readInvitees), and the
  // refusal is one message at the top, not a field's.
  const form = useForm<InviteValues>({ defaultValues: { text: "", file: null, role: "learner" } });
  const fileName = useWatch({ control: form.control, name: "file" })?.[0]?.name ?? "";
  const [problem, setProblem] = useState<string | undefined>();
  const translator = useT();
  const { t, tp, rich } = translator;

  const submit = form.handleSubmit(async ({ text, file, role }) => {
    setProblem(undefined);
    const csvText = file?.[0] ? await file[0].text() : null;
    const pasted = await readInvitees(text, false);
    const fromFile = csvText ? await readInvitees(csvText, true) : { people: [], bad: [] };
    const people = [...pasted.people, ...fromFile.people];
    const bad = [...pasted.bad, ...fromFile.bad];
    if (bad.length) {
      const shown = bad.slice(0, 3).join("; ");
      return setProblem(bad.length > 3 ? t("Not an e-mail address: {lines} and {more} more.", { lines: shown, more: bad.length - 3 }) : t("Not an e-mail address: {lines}.", { lines: shown }));
    }
    if (!people.length) return setProblem(t("Add at least one e-mail address, or choose a CSV file."));
    if (people.length > MAX_INVITES_PER_REQUEST) return setProblem(t("At most {max} people at once.", { max: MAX_INVITES_PER_REQUEST }));
    try {
      const result = await invite.mutateAsync({ people, role });
      form.reset({ text: "", file: null, role });
      const sent = tp(result.invited.length, "{count} invitation sent.", "{count} invitations sent.");
      const skipped = result.already_members.length ? ` ${t("{count} already a member.", { count: result.already_members.length })}` : "";
      onDone(`${sent}${skipped}`);
    } catch (error) {
      setProblem(apiErrorText(error, translator, "Could not send the invitations. Please try again."));
    }
  });

  const disabled = organisation.read_only || invite.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("Invite people")}>
      <FormAlert message={problem} />
      <Field label={t("E-mail addresses")} hint={t("One per line.")} optional>
        {(control) => <Textarea {...control} {...form.register("text")} disabled={disabled} placeholder={"ravi@example.com\nmeera@example.com"} />}
      </Field>
      <Field label={t("Or a CSV file")} hint={
          fileName ? (
            t("Chosen: {file}", { file: fileName })
          ) : (
            // The column names are what the file must hold, in any language: shown as code.
            rich("Columns {columns}; one person per row.", "columns", <code>name,email,team</code>)
          )
        } optional>
        {(control) => <input {...control} type="file" accept=".csv,text/csv" {...form.register("file")} disabled={disabled} className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm" />}
      </Field>
      {organisation.role === "owner" && (
        <Field label={t("Role")}>
          {(control) => (
            <Select {...control} {...form.register("role")} disabled={disabled}>
              <option value="learner">{t("Learner")}</option>
              <option value="manager">{t("Manager")}</option>
            </Select>
          )}
        </Field>
      )}
      <div>
        <Button type="submit" disabled={disabled}>
          {invite.isPending ? t("Sending...") : t("Send invitations")}
        </Button>
      </div>
    </form>
  );
}
