import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminTable, ListStates, td } from "~/features/admin/admin-table";
import { Field, FormAlert, Select } from "~/features/admin/form-fields";
import { toastSuccess } from "~/features/toast/toast";
import { ApiError } from "~/lib/api-client";
import { apiKeyInputSchema, organisationRoleLabels, organisationRoles, type Organisation, type OrganisationRole } from "#contracts/organisations";
import { InviteForm } from "./invite-form";
import { JoinDomainPanel } from "./join-domain-panel";
import { useApiKeys, useCreateApiKey, useUpdateMember, usePeople, useRemoveMember, useResend, useRevoke, useRevokeApiKey, useTeams } from "./team-api";
import { TeamsPanel } from "./teams-panel";
import { formatDate } from "~/lib/format";

// /team/people: invite people, the members and pending invitations with their team and role,
// resend or revoke an invitation, remove a member (each after a confirmation), move a member to
// another team, the teams themselves (teams-panel.tsx), and for owners join by domain and the
// organisation's read-only API keys.
const ConfirmDialog = lazy(() => import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

type Pending = { kind: "revoke" | "remove" | "revoke-key"; id: string; label: string };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

export function PeoplePage({ organisation }: { organisation: Organisation }) {
  const people = usePeople(organisation.id);
  const resend = useResend(organisation.id);
  const revoke = useRevoke(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const revokeKey = useRevokeApiKey(organisation.id);
  const teams = useTeams(organisation.id);
  const updateMember = useUpdateMember(organisation.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const action = pending?.kind === "revoke" ? revoke : pending?.kind === "remove" ? remove : revokeKey;
  const close = () => {
    setPending(null);
    action.reset();
  };

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Invite people</h2>
        <InviteForm organisation={organisation} onDone={(description) => toastSuccess({ title: "Invitations sent", description })} />
      </Card>

      <ListStates query={people} what="people">
        {(data) => (
          <section aria-labelledby="people-heading" className="grid gap-3">
            <h2 id="people-heading" className="text-lg font-semibold text-slate-900">
              Members and invitations <span className="text-base font-normal text-slate-600">({data.seats_used} of {data.seats} seats)</span>
            </h2>
            <AdminTable label="People" caption="Members, then pending invitations" columns={[{ label: "Person" }, { label: "Team" }, { label: "Role" }, { label: "Status" }, { label: "Actions", srOnly: true }]} className="min-w-[40rem]">
              {data.members.map((m) => (
                <tr key={m.user_id}>
                  <td className={td}>
                    <div className="font-medium text-slate-900">{m.name}</div>
                    <div className="break-all text-slate-600">{m.email}</div>
                  </td>
                  <td className={td}>
                    <Select
                      aria-label={`Team of ${m.email}`}
                      className="min-w-32"
                      value={m.team ?? ""}
                      disabled={updateMember.isPending || !teams.data}
                      onChange={(e) => {
                        const team = e.target.value || null;
                        updateMember.mutateAsync({ userId: m.user_id, team }).then(() => toastSuccess({ title: team ? `Moved to ${team}` : "No team now", description: m.email }), () => {});
                      }}
                    >
                      <option value="">No team</option>
                      {teams.data?.teams.map((t) => (
                        <option key={t.id} value={t.name}>
                          {t.name}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className={td}>
                    {organisation.role === "owner" ? (
                      // Owners change roles (the server keeps at least one owner: 409 last_owner).
                      <Select
                        aria-label={`Role of ${m.email}`}
                        className="min-w-28"
                        value={m.role}
                        disabled={updateMember.isPending}
                        onChange={(e) => {
                          const role = e.target.value as OrganisationRole;
                          updateMember.mutateAsync({ userId: m.user_id, role }).then(() => toastSuccess({ title: `${organisationRoleLabels[role]} now`, description: m.email }), () => {});
                        }}
                      >
                        {organisationRoles.map((r) => (
                          <option key={r} value={r}>
                            {organisationRoleLabels[r]}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      organisationRoleLabels[m.role]
                    )}
                  </td>
                  <td className={td}>
                    <Badge tone="green">Member</Badge>
                  </td>
                  <td className={`${td} text-right`}>
                    {m.role !== "owner" && (
                      <Button variant="outline" size="sm" onClick={() => setPending({ kind: "remove", id: m.user_id, label: m.email })}>
                        Remove<span className="sr-only"> {m.email}</span>
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
                  <td className={td}>{organisationRoleLabels[i.role]}</td>
                  <td className={td}>{i.expired ? <Badge tone="red">Expired</Badge> : <Badge tone="yellow">Invited, until {formatDate(i.expires_at)}</Badge>}</td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={organisation.read_only || resend.isPending}
                        onClick={() => resend.mutateAsync(i.id).then(() => toastSuccess({ title: "Invitation sent again", description: i.email }), () => {})}
                      >
                        Resend<span className="sr-only"> to {i.email}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setPending({ kind: "revoke", id: i.id, label: i.email })}>
                        Revoke<span className="sr-only"> {i.email}</span>
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
                <Users aria-hidden="true" className="size-4" /> Only you so far: invite your people above.
              </p>
            )}
          </section>
        )}
      </ListStates>

      <TeamsPanel organisation={organisation} />

      {organisation.role === "owner" && <JoinDomainPanel organisation={organisation} />}

      {organisation.role === "owner" && <ApiKeys organisation={organisation} onRevoke={(id, label) => setPending({ kind: "revoke-key", id, label })} />}

      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && close()}
            title={pending.kind === "remove" ? "Remove this member?" : pending.kind === "revoke" ? "Revoke this invitation?" : "Revoke this API key?"}
            description={
              pending.kind === "remove"
                ? `${pending.label} leaves the organisation and its assignments; their own progress and certificates stay theirs. The seat is free at once.`
                : pending.kind === "revoke"
                  ? `The link sent to ${pending.label} stops working and the seat is free at once.`
                  : `Systems using "${pending.label}" can no longer read the organisation's data.`
            }
            error={action.error ? messageOf(action.error) : undefined}
            confirmLabel={pending.kind === "remove" ? "Remove member" : pending.kind === "revoke" ? "Revoke invitation" : "Revoke key"}
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
  const form = useForm({ resolver: zodResolver(apiKeyInputSchema), defaultValues: { name: "" } });
  const named = form.watch("name").trim() !== "";
  const [secret, setSecret] = useState<string | null>(null);
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
          <KeyRound aria-hidden="true" className="size-5" /> API keys
        </h2>
        <p className="text-sm text-slate-600">Read-only keys for your HR systems: members, assignments and progress. Send as Authorization: Bearer &lt;key&gt;.</p>
      </div>
      {secret && (
        <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-medium">Copy the key now: it is shown only this once.</p>
          <code className="mt-1 block break-all">{secret}</code>
        </div>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Make an API key"
        onSubmit={submit}
      >
        <Field label="Key name" className="min-w-48 flex-1" error={form.formState.errors.name?.message}>
          {(control) => <Input {...control} maxLength={60} {...form.register("name")} />}
        </Field>
        <Button type="submit" disabled={create.isPending || !named}>
          Make key
        </Button>
      </form>
      {create.error && <FormAlert message={messageOf(create.error)} />}
      {keys.data && keys.data.keys.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {keys.data.keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium text-slate-900">{k.name}</span> <code className="text-slate-600">{k.prefix}…</code>
                <span className="block text-slate-600">{k.last_used_at ? `Last used ${formatDate(k.last_used_at)}` : "Never used"}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => onRevoke(k.id, k.name)}>
                Revoke<span className="sr-only"> key {k.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
