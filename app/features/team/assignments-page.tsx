import { useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { Suspense, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { useForm, useWatch } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminTable, td } from "~/features/admin/admin-table";
import { Field } from "~/components/ui/field";
import { FormAlert, Select } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { TeamListStates } from "./team-frame";
import { catalogueKeys, fetchActivePrograms } from "~/features/catalogue/catalogue-api";
import type { DueState, Organisation } from "#contracts/organisations";
import type { Assignment } from "~/lib/programs";
import { assignResolver, formField, preloadAssignCheck, type AssignInput, type AssignValues } from "./assign-form";
import { useAssign, useAssignments, usePeople, useRemoveAssignment, useTeams } from "./team-api";
import { formatDate } from "~/lib/format";

// /team/assignments: "Assign program" gives an active program to people or a team, with an
// optional due date (the assignees are enrolled); the list shows each assignee's progress in it
// and its due state. Removing an assignment keeps the learner's own progress.

const dueBadges: Record<DueState, { tone: "neutral" | "blue" | "red" | "green"; label: string }> = {
  none: { tone: "neutral", label: "No due date" },
  upcoming: { tone: "blue", label: "On track" },
  overdue: { tone: "red", label: "Overdue" },
  completed: { tone: "green", label: "Completed" },
};

export function AssignmentsPage({ organisation }: { organisation: Organisation }) {
  const assignments = useAssignments(organisation.id);
  const remove = useRemoveAssignment(organisation.id);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const translator = useT();
  const { t, locale } = translator;
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{t("Assign program")}</h2>
        <AssignForm organisation={organisation} />
      </Card>
      <TeamListStates query={assignments} what="assignments">
        {(data) =>
          data.assignments.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <ClipboardList aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">{t("No assignments yet")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("Assign a program above: the people you choose are enrolled and see it on their dashboard.")}</p>
            </Card>
          ) : (
            <AdminTable
              label={t("Assignments")}
              caption={t("Each assignee's progress and due state")}
              columns={[{ label: t("Program") }, { label: t("Person") }, { label: t("Due") }, { label: t("Progress"), align: "right" }, { label: t("State") }, { label: t("Actions"), srOnly: true }]}
              className="min-w-[44rem]"
            >
              {data.assignments.map((a) => (
                <tr key={a.id}>
                  {/* The program's own title, as staff wrote it (catalogue content, issue 29 item 4). */}
                  <td data-catalogue-content className={`${td} font-medium text-slate-900`}>
                    {a.programTitle}
                  </td>
                  <td className={td}>
                    <div className="text-slate-900">{a.name}</div>
                    <div className="break-all text-slate-600">{a.email}{a.team ? ` · ${a.team}` : ""}</div>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{a.due_date ? formatDate(`${a.due_date}T00:00:00Z`, locale) : "—"}</td>
                  <td className={`${td} text-right tabular-nums`}>{a.progress}%</td>
                  <td className={td}>
                    <Badge tone={dueBadges[a.due_state].tone}>{t(dueBadges[a.due_state].label)}</Badge>
                  </td>
                  <td className={`${td} text-right`}>
                    <Button variant="outline" size="sm" onClick={() => setRemoving(a)}>
                      {t("Remove")}
                      <span className="sr-only" data-catalogue-content>
                        {" "}
                        {t("{program} for {email}", { program: a.programTitle, email: a.email })}
                      </span>
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </TeamListStates>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title={t("Remove this assignment?")}
            description={t("{person} keeps their enrolment in {program}, their progress and any certificate; it is no longer assigned by {organisation}.", {
              person: removing.name,
              program: removing.programTitle,
              organisation: organisation.name,
            })}
            error={remove.error ? apiErrorText(remove.error, translator) : undefined}
            confirmLabel={t("Remove assignment")}
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(removing.id).then(close, () => {})}
          />
        </Suspense>
      )}
    </div>
  );
}

function AssignForm({ organisation }: { organisation: Organisation }) {
  const translator = useT();
  const { t, tp, locale } = translator;
  // The catalogue's own query (the programs page shares its cache): titles in the page's language.
  const programs = useQuery({ queryKey: catalogueKeys.active(locale), queryFn: () => fetchActivePrograms(locale) });
  const teams = useTeams(organisation.id);
  const people = usePeople(organisation.id);
  const assign = useAssign(organisation.id);
  const form = useForm<AssignValues, unknown, AssignInput>({
    resolver: assignResolver,
    defaultValues: { programId: "", due_date: "", to: "team", team_id: "", user_ids: [] },
  });
  const errors = form.formState.errors;
  const to = useWatch({ control: form.control, name: "to" });
  const userIds = useWatch({ control: form.control, name: "user_ids" });
  const [problem, setProblem] = useState<string | undefined>();

  const submit = form.handleSubmit(
    async (body) => {
      setProblem(undefined);
      try {
        const result = await assign.mutateAsync(body);
        const description = result.unchanged
          ? t("{assigned} assigned, {unchanged} had it already.", { assigned: result.assigned, unchanged: result.unchanged })
          : t("{assigned} assigned.", { assigned: result.assigned });
        toastSuccess({ title: t("Program assigned"), description });
        form.setValue("user_ids", []);
      } catch (error) {
        setProblem(apiErrorText(error, translator));
        if (error instanceof ApiError && error.fields) {
          for (const [name, message] of Object.entries(error.fields)) form.setError(formField(name), { type: "server", message });
        }
      }
    },
    () => setProblem(undefined),
  );

  const disabled = organisation.read_only || assign.isPending;
  return (
    <form onSubmit={submit} onFocusCapture={() => void preloadAssignCheck()} noValidate className="grid gap-4 md:grid-cols-2" aria-label={t("Assign program")}>
      <div className="md:col-span-2">
        <FormAlert message={problem} />
      </div>
      <Field label={t("Program")} error={errors.programId?.message}>
        {(control) => (
          <Select {...control} {...form.register("programId")} disabled={disabled}>
            <option value="">{t("Choose a program")}</option>
            {programs.data?.map((c) => (
              <option key={c.id} value={c.id} data-catalogue-content>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("Due date")} optional error={errors.due_date?.message}>
        {(control) => <Input {...control} type="date" {...form.register("due_date")} disabled={disabled} />}
      </Field>
      <fieldset className="grid gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t("Assign to")}</legend>
        <div className="flex gap-4">
          {(["team", "people"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-brand-600" {...form.register("to")} disabled={disabled} />
              {value === "team" ? t("A team") : t("People")}
            </label>
          ))}
        </div>
      </fieldset>
      {to === "team" ? (
        <Field label={t("Team")} error={errors.team_id?.message} className="md:col-span-2">
          {(control) => (
            <Select {...control} {...form.register("team_id")} disabled={disabled}>
              <option value="">{t("Choose a team")}</option>
              {teams.data?.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name} ({tp(team.member_count, "{count} member", "{count} members")})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <fieldset className="grid gap-1 md:col-span-2" aria-describedby={errors.user_ids ? "assign-people-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-900">{t("People")}</legend>
          <div className="grid max-h-56 gap-1 overflow-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            {people.data?.members.map((m) => (
              <label key={m.user_id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={userIds.includes(m.user_id)}
                  onChange={(e) =>
                    form.setValue("user_ids", e.target.checked ? [...userIds, m.user_id] : userIds.filter((id) => id !== m.user_id), { shouldValidate: form.formState.isSubmitted })
                  }
                  disabled={disabled}
                />
                <span className="truncate">
                  {m.name} <span className="text-slate-600">({m.email})</span>
                </span>
              </label>
            ))}
          </div>
          {errors.user_ids && (
            <p id="assign-people-error" className="text-sm text-red-700">
              {errors.user_ids?.message && t(errors.user_ids.message)}
            </p>
          )}
        </fieldset>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={disabled}>
          {assign.isPending ? t("Assigning...") : t("Assign program")}
        </Button>
      </div>
    </form>
  );
}
