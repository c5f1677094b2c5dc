import { Suspense, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import type { Organisation, TeamInput } from "#contracts/organisations";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { useCreateTeam, useDeleteTeam, useRenameTeam, useTeams } from "./team-api";

// The server's schema, loaded when a form is first focused or checked, not with the page.
const teamValidation = lazyZodResolver<TeamInput>(() => import("#contracts/organisations").then((m) => m.teamInputSchema));

// The teams of /team/people (managers and owners): add one, rename one in place, delete one after
// a confirmation. Names are checked with the server's schema; a clash of names is the server's
// answer (409 team_exists), shown beside the field.

type Team = { id: string; name: string; member_count: number };

export function TeamsPanel({ organisation }: { organisation: Organisation }) {
  const teams = useTeams(organisation.id);
  const remove = useDeleteTeam(organisation.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const translator = useT();
  const { t, tp } = translator;
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <section aria-labelledby="teams-heading" className="grid gap-4">
        <div>
          <h2 id="teams-heading" className="text-lg font-semibold text-slate-900">
            {t("Teams")}
          </h2>
          <p className="text-sm text-slate-600">{t("Groups such as \"Data\" or \"Sales\": assign programs to a whole team at once.")}</p>
        </div>
        <NewTeamForm organisation={organisation} />
        {teams.isPending && <p className="text-sm text-slate-600">{t("Loading teams...")}</p>}
        {teams.isError && <FormAlert message={t("Could not load the teams. Please reload the page.")} />}
        {teams.data && teams.data.teams.length === 0 && <p className="text-sm text-slate-600">{t("No teams yet.")}</p>}
        {teams.data && teams.data.teams.length > 0 && (
          <ul aria-label={t("Teams")} className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {teams.data.teams.map((team) => (
              <li key={team.id} aria-label={team.name} className="p-3 text-sm">
                {editing === team.id ? (
                  <RenameTeamForm organisation={organisation} team={team} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium text-slate-900">{team.name}</span>{" "}
                      <span className="text-slate-600">
                        ({tp(team.member_count, "{count} member", "{count} members")})
                      </span>
                    </span>
                    <span className="flex gap-2">
                      <Button variant="outline" size="sm" disabled={organisation.read_only} onClick={() => setEditing(team.id)}>
                        {t("Rename")}<span className="sr-only"> {t("team {name}", { name: team.name })}</span>
                      </Button>
                      <Button variant="outline" size="sm" disabled={organisation.read_only} onClick={() => setDeleting(team)}>
                        {t("Delete")}<span className="sr-only"> {t("team {name}", { name: team.name })}</span>
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
            title={t("Delete the team \"{name}\"?", { name: deleting.name })}
            description={tp(
              deleting.member_count,
              "Its member stays in the organisation without a team, and programs assigned through it stay assigned.",
              "Its {count} members stay in the organisation without a team, and programs assigned through it stay assigned.",
            )}
            error={remove.error ? apiErrorText(remove.error, translator) : undefined}
            confirmLabel={t("Delete team")}
            busyLabel={t("Deleting...")}
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(deleting.id).then(() => {
                toastSuccess({ title: t("Team deleted"), description: deleting.name });
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
  const translator = useT();
  const { t } = translator;
  const form = useForm<TeamInput>({ resolver: teamValidation.resolver, defaultValues: { name: "" } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    const made = await create.mutateAsync(name).catch(() => null);
    if (made) {
      form.reset();
      toastSuccess({ title: t("Team added"), description: made.team.name });
    }
  });
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void teamValidation.preload()} noValidate aria-label={t("Add a team")} className="grid gap-2">
      <FormAlert message={create.error ? apiErrorText(create.error, translator) : undefined} />
      <div className="flex flex-wrap items-start gap-3">
        <Field label={t("New team name")} error={form.formState.errors.name?.message} className="min-w-48 flex-1">
          {(control) => <Input {...control} maxLength={60} disabled={organisation.read_only} {...form.register("name")} />}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={organisation.read_only || create.isPending}>
          {create.isPending ? t("Adding...") : t("Add team")}
        </Button>
      </div>
    </form>
  );
}

function RenameTeamForm({ organisation, team, onDone }: { organisation: Organisation; team: Team; onDone: () => void }) {
  const rename = useRenameTeam(organisation.id);
  const translator = useT();
  const { t } = translator;
  const form = useForm<TeamInput>({ resolver: teamValidation.resolver, defaultValues: { name: team.name } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ teamId: team.id, name });
      toastSuccess({ title: t("Team renamed"), description: name });
      onDone();
    } catch (error) {
      form.setError("name", { message: apiErrorText(error, translator) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} onFocusCapture={() => void teamValidation.preload()} noValidate aria-label={t("Rename team {name}", { name: team.name })} className="flex flex-wrap items-start gap-2" onKeyDown={(e) => e.key === "Escape" && onDone()}>
      <Field label={t("New name for {name}", { name: team.name })} error={form.formState.errors.name?.message} className="min-w-48 flex-1">
        {(control) => <Input {...control} maxLength={60} autoFocus {...form.register("name")} />}
      </Field>
      <span className="flex gap-2 sm:mt-6">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? t("Saving...") : t("Save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t("Cancel")}
        </Button>
      </span>
    </form>
  );
}
