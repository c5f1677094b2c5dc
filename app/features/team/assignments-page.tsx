import { useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminTable, ListStates, td } from "~/features/admin/admin-table";
import { Field, FormAlert, Select } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError, call } from "~/lib/api-client";
import { assignSchema, type Assignment, type DueState, type Organisation } from "#contracts/organisations";
import { useAssign, useAssignments, usePeople, useRemoveAssignment, useTeams } from "./team-api";
import { formatDate } from "~/lib/format";

// /team/assignments: "Assign program" gives an active program to people or a team, with an
// optional due date (the assignees are enrolled); the list shows each assignee's progress in it
// and its due state. Removing an assignment keeps the learner's own progress.
const ConfirmDialog = lazy(() => import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

const dueBadges: Record<DueState, { tone: "neutral" | "blue" | "red" | "green"; label: string }> = {
  none: { tone: "neutral", label: "No due date" },
  upcoming: { tone: "blue", label: "On track" },
  overdue: { tone: "red", label: "Overdue" },
  completed: { tone: "green", label: "Completed" },
};

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

export function AssignmentsPage({ organisation }: { organisation: Organisation }) {
  const assignments = useAssignments(organisation.id);
  const remove = useRemoveAssignment(organisation.id);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Assign program</h2>
        <AssignForm organisation={organisation} />
      </Card>
      <ListStates query={assignments} what="assignments">
        {(data) =>
          data.assignments.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <ClipboardList aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">No assignments yet</p>
              <p className="mt-1 text-sm text-slate-600">Assign a program above: the people you choose are enrolled and see it on their dashboard.</p>
            </Card>
          ) : (
            <AdminTable label="Assignments" caption="Each assignee's progress and due state" columns={[{ label: "Program" }, { label: "Person" }, { label: "Due" }, { label: "Progress", align: "right" }, { label: "State" }, { label: "Actions", srOnly: true }]} className="min-w-[44rem]">
              {data.assignments.map((a) => (
                <tr key={a.id}>
                  <td className={`${td} font-medium text-slate-900`}>{a.course_title}</td>
                  <td className={td}>
                    <div className="text-slate-900">{a.name}</div>
                    <div className="break-all text-slate-600">{a.email}{a.team ? ` · ${a.team}` : ""}</div>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{a.due_date ? formatDate(`${a.due_date}T00:00:00Z`) : "—"}</td>
                  <td className={`${td} text-right tabular-nums`}>{a.progress}%</td>
                  <td className={td}>
                    <Badge tone={dueBadges[a.due_state].tone}>{dueBadges[a.due_state].label}</Badge>
                  </td>
                  <td className={`${td} text-right`}>
                    <Button variant="outline" size="sm" onClick={() => setRemoving(a)}>
                      Remove<span className="sr-only"> {a.course_title} for {a.email}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </ListStates>
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title="Remove this assignment?"
            description={`${removing.name} keeps their enrolment in ${removing.course_title}, their progress and any certificate; it is no longer assigned by ${organisation.name}.`}
            error={remove.error ? messageOf(remove.error) : undefined}
            confirmLabel="Remove assignment"
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(removing.id).then(close, () => {})}
          />
        </Suspense>
      )}
    </div>
  );
}

function AssignForm({ organisation }: { organisation: Organisation }) {
  const courses = useQuery({ queryKey: ["courses", "all-active"], queryFn: ({ signal }) => call("GET /courses", { query: { limit: 100 }, signal }) });
  const teams = useTeams(organisation.id);
  const people = usePeople(organisation.id);
  const assign = useAssign(organisation.id);
  const [courseId, setCourseId] = useState("");
  const [to, setTo] = useState<"team" | "people">("team");
  const [teamId, setTeamId] = useState("");
  const [userIds, setUserIds] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const body = { course_id: courseId, due_date: dueDate, ...(to === "team" ? { team_id: teamId || undefined, user_ids: [] } : { user_ids: userIds }) };
    // The server's own schema first, for the field messages.
    const parsed = assignSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      if (to === "team" && !teamId) fields.team_id = "Choose a team";
      return setErrors(fields);
    }
    setErrors({});
    try {
      const result = await assign.mutateAsync(body);
      toastSuccess({ title: "Program assigned", description: `${result.assigned} assigned${result.unchanged ? `, ${result.unchanged} had it already` : ""}.` });
      setUserIds([]);
    } catch (error) {
      setProblem(messageOf(error));
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  };

  const disabled = organisation.read_only || assign.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2" aria-label="Assign program">
      <div className="md:col-span-2">
        <FormAlert message={problem} />
      </div>
      <Field label="Program" error={errors.course_id}>
        {(control) => (
          <Select {...control} value={courseId} onChange={(e) => setCourseId(e.target.value)} disabled={disabled}>
            <option value="">Choose a program</option>
            {courses.data?.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Due date" optional error={errors.due_date}>
        {(control) => <Input {...control} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} disabled={disabled} />}
      </Field>
      <fieldset className="grid gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Assign to</legend>
        <div className="flex gap-4">
          {(["team", "people"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="assign-to" className="size-4 accent-brand-600" checked={to === value} onChange={() => setTo(value)} disabled={disabled} />
              {value === "team" ? "A team" : "People"}
            </label>
          ))}
        </div>
      </fieldset>
      {to === "team" ? (
        <Field label="Team" error={errors.team_id} className="md:col-span-2">
          {(control) => (
            <Select {...control} value={teamId} onChange={(e) => setTeamId(e.target.value)} disabled={disabled}>
              <option value="">Choose a team</option>
              {teams.data?.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.member_count} {t.member_count === 1 ? "member" : "members"})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <fieldset className="grid gap-1 md:col-span-2" aria-describedby={errors.user_ids ? "assign-people-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-900">People</legend>
          <div className="grid max-h-56 gap-1 overflow-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            {people.data?.members.map((m) => (
              <label key={m.user_id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={userIds.includes(m.user_id)}
                  onChange={(e) => setUserIds((ids) => (e.target.checked ? [...ids, m.user_id] : ids.filter((id) => id !== m.user_id)))}
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
              {errors.user_ids}
            </p>
          )}
        </fieldset>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={disabled}>
          {assign.isPending ? "Assigning..." : "Assign program"}
        </Button>
      </div>
    </form>
  );
}
