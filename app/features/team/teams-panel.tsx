import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field, FormAlert } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { teamInputSchema, type Organisation, type TeamInput } from "#contracts/organisations";
import { useCreateTeam, useDeleteTeam, useRenameTeam, useTeams } from "./team-api";

// The teams of /team/people (managers and owners): add one, rename one in place, delete one after
// a confirmation. Names are checked with the server's schema; a clash of names is the server's
// answer (409 team_exists), shown beside the field.
const ConfirmDialog = lazy(() => import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

type Team = { id: string; name: string; member_count: number };

export function TeamsPanel({ organisation }: { organisation: Organisation }) {
  const teams = useTeams(organisation.id);
  const remove = useDeleteTeam(organisation.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <section aria-labelledby="teams-heading" className="grid gap-4">
        <div>
          <h2 id="teams-heading" className="text-lg font-semibold text-slate-900">
            Teams
          </h2>
          <p className="text-sm text-slate-600">Groups such as "Data" or "Sales": assign programs to a whole team at once.</p>
        </div>
        <NewTeamForm organisation={organisation} />
        {teams.isPending && <p className="text-sm text-slate-600">Loading teams...</p>}
        {teams.isError && <FormAlert message="Could not load the teams. Please reload the page." />}
        {teams.data && teams.data.teams.length === 0 && <p className="text-sm text-slate-600">No teams yet.</p>}
        {teams.data && teams.data.teams.length > 0 && (
          <ul aria-label="Teams" className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {teams.data.teams.map((team) => (
              <li key={team.id} aria-label={team.name} className="p-3 text-sm">
                {editing === team.id ? (
                  <RenameTeamForm organisation={organisation} team={team} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium text-slate-900">{team.name}</span>{" "}
                      <span className="text-slate-600">
                        ({team.member_count} {team.member_count === 1 ? "member" : "members"})
                      </span>
                    </span>
                    <span className="flex gap-2">
                      <Button variant="outline" size="sm" disabled={organisation.read_only} onClick={() => setEditing(team.id)}>
                        Rename<span className="sr-only"> team {team.name}</span>
                      </Button>
                      <Button variant="outline" size="sm" disabled={organisation.read_only} onClick={() => setDeleting(team)}>
                        Delete<span className="sr-only"> team {team.name}</span>
                      </Button>
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && closeDelete()}
            title={`Delete the team "${deleting.name}"?`}
            description={`Its ${deleting.member_count === 1 ? "member stays" : `${deleting.member_count} members stay`} in the organisation without a team, and programs assigned through it stay assigned.`}
            error={remove.error ? messageOf(remove.error) : undefined}
            confirmLabel="Delete team"
            busyLabel="Deleting..."
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(deleting.id).then(() => {
                toastSuccess({ title: "Team deleted", description: deleting.name });
                closeDelete();
              }, () => {})
            }
          />
        </Suspense>
      )}
    </Card>
  );
}

function NewTeamForm({ organisation }: { organisation: Organisation }) {
  const create = useCreateTeam(organisation.id);
  const form = useForm<TeamInput>({ resolver: zodResolver(teamInputSchema), defaultValues: { name: "" } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    const made = await create.mutateAsync(name).catch(() => null);
    if (made) {
      form.reset();
      toastSuccess({ title: "Team added", description: made.team.name });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a team" className="grid gap-2">
      <FormAlert message={create.error ? messageOf(create.error) : undefined} />
      <div className="flex flex-wrap items-start gap-3">
        <Field label="New team name" error={form.formState.errors.name?.message} className="min-w-48 flex-1">
          {(control) => <Input {...control} maxLength={60} disabled={organisation.read_only} {...form.register("name")} />}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={organisation.read_only || create.isPending}>
          {create.isPending ? "Adding..." : "Add team"}
        </Button>
      </div>
    </form>
  );
}

function RenameTeamForm({ organisation, team, onDone }: { organisation: Organisation; team: Team; onDone: () => void }) {
  const rename = useRenameTeam(organisation.id);
  const form = useForm<TeamInput>({ resolver: zodResolver(teamInputSchema), defaultValues: { name: team.name } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ teamId: team.id, name });
      toastSuccess({ title: "Team renamed", description: name });
      onDone();
    } catch (error) {
      form.setError("name", { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Rename team ${team.name}`} className="flex flex-wrap items-start gap-2" onKeyDown={(e) => e.key === "Escape" && onDone()}>
      <Field label={`New name for ${team.name}`} error={form.formState.errors.name?.message} className="min-w-48 flex-1">
        {(control) => <Input {...control} maxLength={60} autoFocus {...form.register("name")} />}
      </Field>
      <span className="flex gap-2 sm:mt-6">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? "Saving..." : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
