import { KeyRound, Users } from "lucide-react";
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
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { TeamListStates } from "./team-frame";
import { organisationRoleLabels, organisationRoles, type OrganisationRole } from "#contracts/organisation-vocabulary";
import type { Organisation } from "#contracts/organisations";
import { lazyZodResolver } from "~/lib/lazy-resolver";
import { InviteForm } from "./invite-form";
import { JoinDomainPanel } from "./join-domain-panel";
import { useApiKeys, useCreateApiKey, useUpdateMember, usePeople, useRemoveMember, useResend, useRevoke, useRevokeApiKey, useTeams } from "./team-api";
import { TeamsPanel } from "./teams-panel";
import { formatDate } from "~/lib/format";

// The server's schema, loaded when the form is first focused or checked, not with the page.
const keyValidation = lazyZodResolver<{ name: string }>(() => import("#contracts/organisations").then((m) => m.apiKeyInputSchema));

// /team/people: invite people, the members and pending invitations with their team and role,
// resend or revoke an invitation, remove a member (each after a confirmation), move a member to
// another team, the teams themselves (teams-panel.tsx), and for owners join by domain and the
// organisation's read-only API keys.

type Pending = { kind: "revoke" | "remove" | "revoke-key"; id: string; label: string };

export function PeoplePage({ organisation }: { organisation: Organisation }) {
  const people = usePeople(organisation.id);
  const resend = useResend(organisation.id);
  const revoke = useRevoke(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const revokeKey = useRevokeApiKey(organisation.id);
  const teams = useTeams(organisation.id);
  const updateMember = useUpdateMember(organisation.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const translator = useT();
  const { t, locale } = translator;
  const messageOf = (error: unknown) => apiErrorText(error, translator);
  const action = pending?.kind === "revoke" ? revoke : pending?.kind === "remove" ? remove : revokeKey;
  const close = () => {
    setPending(null);
    action.reset();
  };

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{t("Invite people")}</h2>
        <InviteForm organisation={organisation} onDone={(description) => toastSuccess({ title: t("Invitations sent"), description })} />
      </Card>

      <TeamListStates query={people} what="people">
        {(data) => (
          <section aria-labelledby="people-heading" className="grid gap-3">
            <h2 id="people-heading" className="text-lg font-semibold text-slate-900">
              {t("Members and invitations")} <span className="text-base font-normal text-slate-600">({t("{used} of {seats} seats", { used: data.seats_used, seats: data.seats })})</span>
            </h2>
            <AdminTable
              label={t("People")}
              caption={t("Members, then pending invitations")}
              columns={[{ label: t("Person") }, { label: t("Team") }, { label: t("Role") }, { label: t("Status") }, { label: t("Actions"), srOnly: true }]}
              className="min-w-[40rem]"
            >
              {data.members.map((m) => (
                <tr key={m.user_id}>
                  <td className={td}>
                    <div className="font-medium text-slate-900">{m.name}</div>
                    <div className="break-all text-slate-600">{m.email}</div>
                  </td>
                  <td className={td}>
                    <Select
                      aria-label={t("Team of {email}", { email: m.email })}
                      className="min-w-32"
                      value={m.team ?? ""}
                      disabled={updateMember.isPending || !teams.data}
                      onChange={(e) => {
                        const team = e.target.value || null;
                        updateMember.mutateAsync({ userId: m.user_id, team }).then(() => toastSuccess({ title: team ? t("Moved to {team}", { team }) : t("No team now"), description: m.email }), () => {});
                      }}
                    >
                      <option value="">{t("No team")}</option>
                      {teams.data?.teams.map((team) => (
                        <option key={team.id} value={team.name}>
                          {team.name}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className={td}>
                    {organisation.role === "owner" ? (
                      // Owners change roles (the server keeps at least one owner: 409 last_owner).
                      <Select
                        aria-label={t("Role of {email}", { email: m.email })}
                        className="min-w-28"
                        value={m.role}
                        disabled={updateMember.isPending}
                        onChange={(e) => {
                          const role = e.target.value as OrganisationRole;
                          updateMember.mutateAsync({ userId: m.user_id, role }).then(() => toastSuccess({ title: t("{role} now", { role: t(organisationRoleLabels[role]) }), description: m.email }), () => {});
                        }}
                      >
                        {organisationRoles.map((r) => (
                          <option key={r} value={r}>
                            {t(organisationRoleLabels[r])}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      t(organisationRoleLabels[m.role])
                    )}
                  </td>
                  <td className={td}>
                    <Badge tone="green">{t("Member")}</Badge>
                  </td>
                  <td className={`${td} text-right`}>
                    {m.role !== "owner" && (
                      <Button variant="outline" size="sm" onClick={() => setPending({ kind: "remove", id: m.user_id, label: m.email })}>
                        {t("Remove")}<span className="sr-only"> {m.email}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {data.invitations.map((i) => (
                <tr key={i.id}>
                  <td className={td}>
                    {i.name && <div className="font-medium text-slate-900">{i.name}</div>}
                    <div className="break-all text-slate-600">{i.email}</div>
                  </td>
                  <td className={td}>{i.team ?? "—"}</td>
                  <td className={td}>{t(organisationRoleLabels[i.role])}</td>
                  <td className={td}>{i.expired ? <Badge tone="red">{t("Expired")}</Badge> : <Badge tone="yellow">{t("Invited, until {date}", { date: formatDate(i.expires_at, locale) })}</Badge>}</td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={organisation.read_only || resend.isPending}
                        onClick={() => resend.mutateAsync(i.id).then(() => toastSuccess({ title: t("Invitation sent again"), description: i.email }), () => {})}
                      >
                        {t("Resend")}<span className="sr-only"> {t("to {email}", { email: i.email })}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setPending({ kind: "revoke", id: i.id, label: i.email })}>
                        {t("Revoke")}<span className="sr-only"> {i.email}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
            {resend.error && <FormAlert message={messageOf(resend.error)} />}
            {updateMember.error && <FormAlert message={messageOf(updateMember.error)} />}
            {data.members.length === 1 && data.invitations.length === 0 && (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Users aria-hidden="true" className="size-4" /> {t("Only you so far: invite your people above.")}
              </p>
            )}
          </section>
        )}
      </TeamListStates>

      <TeamsPanel organisation={organisation} />

      {organisation.role === "owner" && <JoinDomainPanel organisation={organisation} />}

      {organisation.role === "owner" && <ApiKeys organisation={organisation} onRevoke={(id, label) => setPending({ kind: "revoke-key", id, label })} />}

      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title={pending.kind === "remove" ? t("Remove this member?") : pending.kind === "revoke" ? t("Revoke this invitation?") : t("Revoke this API key?")}
            description={
              pending.kind === "remove"
                ? t("{person} leaves the organisation and its assignments; their own progress and certificates stay theirs. The seat is free at once.", { person: pending.label })
                : pending.kind === "revoke"
                  ? t("The link sent to {person} stops working and the seat is free at once.", { person: pending.label })
                  : t("Systems using \"{key}\" can no longer read the organisation's data.", { key: pending.label })
            }
            error={action.error ? messageOf(action.error) : undefined}
            confirmLabel={pending.kind === "remove" ? t("Remove member") : pending.kind === "revoke" ? t("Revoke invitation") : t("Revoke key")}
            busy={action.isPending}
            onConfirm={() => action.mutateAsync(pending.id).then(close, () => {})}
          />
        </Suspense>
      )}
    </div>
  );
}

function ApiKeys({ organisation, onRevoke }: { organisation: Organisation; onRevoke: (id: string, label: string) => void }) {
  const keys = useApiKeys(organisation.id, true);
  const create = useCreateApiKey(organisation.id);
  const form = useForm<{ name: string }>({ resolver: keyValidation.resolver, defaultValues: { name: "" } });
  const named = useWatch({ control: form.control, name: "name" }).trim() !== "";
  const [secret, setSecret] = useState<string | null>(null);
  const translator = useT();
  const { t, rich, locale } = translator;
  const submit = form.handleSubmit(({ name }) =>
    create.mutateAsync(name).then(
      (made) => {
        setSecret(made.secret);
        form.reset();
      },
      () => {},
    ),
  );
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5" /> {t("API keys")}
        </h2>
        <p className="text-sm text-slate-600">
          {/* The header is code, the same in every language. */}
          {rich("Read-only keys for your HR systems: members, assignments and progress. Send as {header}.", "header", <code>Authorization: Bearer &lt;key&gt;</code>)}
        </p>
      </div>
      {secret && (
        <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-medium">{t("Copy the key now: it is shown only this once.")}</p>
          <code className="mt-1 block break-all">{secret}</code>
        </div>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label={t("Make an API key")}
        onSubmit={submit}
        onFocusCapture={() => void keyValidation.preload()}
      >
        <Field label={t("Key name")} className="min-w-48 flex-1" error={form.formState.errors.name?.message}>
          {(control) => <Input {...control} maxLength={60} {...form.register("name")} />}
        </Field>
        <Button type="submit" disabled={create.isPending || !named}>
          {t("Make key")}
        </Button>
      </form>
      {create.error && <FormAlert message={apiErrorText(create.error, translator)} />}
      {keys.data && keys.data.keys.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {keys.data.keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium text-slate-900">{k.name}</span> <code className="text-slate-600">{k.prefix}…</code>
                <span className="block text-slate-600">{k.last_used_at ? t("Last used {date}", { date: formatDate(k.last_used_at, locale) }) : t("Never used")}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => onRevoke(k.id, k.name)}>
                {t("Revoke")}<span className="sr-only"> {t("key {name}", { name: k.name })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
