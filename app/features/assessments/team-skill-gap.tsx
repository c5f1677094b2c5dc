import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Progress } from "~/components/ui/progress";
import { AdminTable, ListStates, td } from "~/features/admin/admin-table";
import { Field, Select } from "~/features/admin/form-fields";
import { useTeams } from "~/features/team/team-api";
import { ApiError } from "~/lib/api-client";
import { paths } from "#contracts/pages";
import { useSendSkillGap, useTeamSkillGap } from "./assessments-api";

// On /team (issue 28, item 6): a manager sends the Skill Gap Analyzer to a team (or everyone) and
// reads the team's mean score per skill area over the members' latest saved results.

export function TeamSkillGap({ orgId, readOnly }: { orgId: string; readOnly: boolean }) {
  const headingId = useId();
  const [teamId, setTeamId] = useState("");
  const teams = useTeams(orgId);
  const scores = useTeamSkillGap(orgId, teamId);
  const send = useSendSkillGap(orgId);
  const [confirming, setConfirming] = useState(false);
  const teamName = teams.data?.teams.find((t) => t.id === teamId)?.name;
  const audience = teamName ? `the members of ${teamName}` : "every member of your organisation";

  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              Skill gaps
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              The team's average <Link to={paths.skillGapAnalyzer} className="text-brand-700 underline">Skill Gap Analyzer</Link> scores, from each member's latest saved result.
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Team">
              {(control) => (
                <Select {...control} value={teamId} onChange={(e) => setTeamId(e.target.value)}>
                  <option value="">All teams</option>
                  {teams.data?.teams.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {!readOnly && (
              <Button type="button" onClick={() => setConfirming(true)}>
                Send Skill Gap Analyzer
              </Button>
            )}
          </div>
        </div>
        <div aria-live="polite" className="text-sm">
          {send.isSuccess && <p className="text-green-800">{send.data.sent === 1 ? "Sent to 1 person." : `Sent to ${send.data.sent} people.`}</p>}
        </div>
        <ListStates query={scores} what="skill gaps">
          {(data) =>
            data.answered === 0 ? (
              <p className="text-sm text-slate-700">No one in {teamName ?? "your organisation"} has saved a result yet ({data.members} members). Send them the analyzer.</p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  {data.answered} of {data.members} members answered.
                </p>
                <AdminTable
                  label="Average score by skill area"
                  caption="Average score by skill area"
                  columns={[{ label: "Skill area" }, { label: "Average score", align: "right" }, { label: "Chart", srOnly: true }]}
                >
                  {data.dimensions.map((d) => (
                    <tr key={d.id}>
                      <td className={td}>{d.label}</td>
                      <td className={`${td} text-right tabular-nums`}>{d.score === null ? "—" : `${d.score} / 100`}</td>
                      <td className={`${td} w-1/3 min-w-24`}>
                        <Progress value={d.score ?? 0} aria-label={`${d.label}: ${d.score ?? 0} out of 100`} />
                      </td>
                    </tr>
                  ))}
                </AdminTable>
              </>
            )
          }
        </ListStates>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) send.reset();
        }}
        role="dialog"
        title="Send the Skill Gap Analyzer?"
        description={`Everyone among ${audience} (except you) gets an e-mail with a link to the analyzer. Their saved results count in these averages; you never see their answers.`}
        confirmLabel="Send"
        busyLabel="Sending..."
        busy={send.isPending}
        error={send.isError ? (send.error instanceof ApiError && send.error.status !== 0 ? send.error.message : "The e-mails could not be sent. Check your connection and try again.") : undefined}
        onConfirm={() =>
          send.mutateAsync(teamId).then(
            () => setConfirming(false),
            () => undefined,
          )
        }
      />
    </Card>
  );
}
