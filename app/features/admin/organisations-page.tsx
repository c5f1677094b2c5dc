import { Building2 } from "lucide-react";
import { Suspense, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useAdminChangeOrganisation, useAdminOrganisations } from "~/features/team/team-api";
import { ApiError } from "~/lib/api-client";
import { organisationPlans, TRIAL_DAYS } from "#contracts/organisation-vocabulary";
import type { AdminOrganisation } from "#contracts/organisations";
import { isForbidden } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { AdminTable, formatDateTime, ListStates, td } from "./admin-table";

// /admin/organisations: every organisation with its plan, seats used, trial end and owner. Staff
// extend a trial, end it now, make a plan active or suspend an organisation, each after a confirmation; the
// server keeps every change in organisation_audit_events.

type Action = "extend" | "end_trial" | "activate" | "suspend";
const actionTexts: Record<Action, { button: string; title: string; describe: (o: AdminOrganisation) => string }> = {
  extend: { button: "Extend trial", title: "Extend this trial?", describe: (o) => `${o.name} gets ${TRIAL_DAYS} more days of trial (from today or its current end, whichever is later); its managers can invite and assign again.` },
  end_trial: { button: "End trial", title: "End this trial now?", describe: (o) => `${o.name}'s trial ends at once: its managers can still read everything but can no longer invite or assign until you extend the trial or activate the plan.` },
  activate: { button: "Activate", title: "Make this plan active?", describe: (o) => `${o.name} is on ${organisationPlans[o.plan].name} with no trial end.` },
  suspend: { button: "Suspend", title: "Suspend this organisation?", describe: (o) => `${o.name}'s managers can still read everything but can no longer invite or assign.` },
};

const tones = { trial: "blue", active: "green", suspended: "red" } as const;

export function OrganisationsPage() {
  const list = useAdminOrganisations();
  const change = useAdminChangeOrganisation();
  const [asking, setAsking] = useState<{ organisation: AdminOrganisation; action: Action } | null>(null);
  if (isForbidden(list.error)) return <NotAuthorised />;
  const close = () => {
    setAsking(null);
    change.reset();
  };
  return (
    <div className="grid gap-6">
      <ListStates query={list} what="organisations">
        {(data) =>
          data.organisations.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <Building2 aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">No organisations yet</p>
              <p className="mt-1 text-sm text-slate-600">They appear here when a customer starts a trial from the pricing cards.</p>
            </Card>
          ) : (
            <AdminTable label="Organisations" caption="Every organisation, by name" columns={[{ label: "Organisation" }, { label: "Plan" }, { label: "Seats used", align: "right" }, { label: "Status" }, { label: "Actions", srOnly: true }]} className="min-w-[52rem]">
              {data.organisations.map((o) => (
                <tr key={o.id}>
                  <td className={td}>
                    <div className="font-medium text-slate-900">{o.name}</div>
                    <div className="break-all text-slate-600">Owner: {o.owner_email ?? "none"}</div>
                  </td>
                  <td className={td}>{organisationPlans[o.plan].name}</td>
                  <td className={`${td} text-right tabular-nums`}>
                    {o.seats_used} of {o.seats}
                  </td>
                  <td className={td}>
                    <Badge tone={tones[o.status]}>{o.status === "trial" ? "Trial" : o.status === "active" ? "Active" : "Suspended"}</Badge>
                    {o.trial_ends_at && <div className="mt-1 text-xs text-slate-600">{new Date(o.trial_ends_at) < new Date() ? "Ended" : "Ends"} {formatDateTime(o.trial_ends_at)}</div>}
                  </td>
                  <td className={`${td} text-right`}>
                    <div className="flex flex-wrap justify-end gap-2">
                      {(["extend", "end_trial", "activate", "suspend"] as const)
                        .filter((a) => !(a === "activate" && o.status === "active") && !(a === "suspend" && o.status === "suspended"))
                        // Ending a trial is for a trial that is still running.
                        .filter((a) => a !== "end_trial" || (o.status === "trial" && o.trial_ends_at !== null && new Date(o.trial_ends_at) > new Date()))
                        .map((a) => (
                          <Button key={a} variant="outline" size="sm" onClick={() => setAsking({ organisation: o, action: a })}>
                            {actionTexts[a].button}
                            <span className="sr-only"> {o.name}</span>
                          </Button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </ListStates>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            role="alertdialog"
            onOpenChange={(open) => !open && close()}
            title={actionTexts[asking.action].title}
            description={actionTexts[asking.action].describe(asking.organisation)}
            error={change.error ? (change.error instanceof ApiError ? change.error.message : "Could not change the organisation. Please try again.") : undefined}
            confirmLabel={actionTexts[asking.action].button}
            busy={change.isPending}
            onConfirm={() => change.mutateAsync({ orgId: asking.organisation.id, action: asking.action }).then(close, () => {})}
          />
        </Suspense>
      )}
    </div>
  );
}
