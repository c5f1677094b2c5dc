import { Suspense, useId, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "~/components/ui/lazy-confirm-dialog";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { AdminTable, ListStates, td } from "~/features/admin/admin-table";
import { Field } from "~/components/ui/field";
import { Select } from "~/features/admin/form-fields";
import { useTeams } from "~/features/team/team-api";
import { apiErrorText } from "~/i18n/api-error-text";
import { useT } from "~/i18n/i18n";
import { paths } from "#contracts/pages";
import { useSendSkillGap, useTeamSkillGap } from "./assessments-api";

// On /team (issue 28, item 6): a manager sends the Skill Gap Analyzer to a team (or everyone) and
// reads the team's mean score per skill area over the members' latest saved results.

export function TeamSkillGap({ orgId, readOnly }: { orgId: string; readOnly: boolean }) {
  const headingId = useId();
  const translator = useT();
  const { t, tp, href, rich } = translator;
  const [teamId, setTeamId] = useState("");
  const teams = useTeams(orgId);
  const scores = useTeamSkillGap(orgId, teamId);
  const send = useSendSkillGap(orgId);
  const [confirming, setConfirming] = useState(false);
  const teamName = teams.data?.teams.find((t) => t.id === teamId)?.name;

  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {t("Skill gaps")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {rich(
                "The team's average {tool} scores, from each member's latest saved result.",
                "tool",
                <Link to={href(paths.skillGapAnalyzer)} className="text-brand-700 underline">
                  {t("Skill Gap Analyzer")}
                </Link>,
              )}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t("Team")}>
              {(control) => (
                <Select {...control} value={teamId} onChange={(e) => setTeamId(e.target.value)}>
                  <option value="">{t("All teams")}</option>
                  {teams.data?.teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {!readOnly && (
              <Button type="button" onClick={() => setConfirming(true)}>
                {t("Send Skill Gap Analyzer")}
              </Button>
            )}
          </div>
        </div>
        <div aria-live="polite" className="text-sm">
          {send.isSuccess && <p className="text-green-800">{tp(send.data.sent, "Sent to {count} person.", "Sent to {count} people.")}</p>}
        </div>
        <ListStates query={scores} what="skill gaps">
          {(data) =>
            data.answered === 0 ? (
              <p className="text-sm text-slate-700">
                {teamName
                  ? t("No one in {team} has saved a result yet ({members} members). Send them the analyzer.", { team: teamName, members: data.members })
                  : t("No one in your organisation has saved a result yet ({members} members). Send them the analyzer.", { members: data.members })}
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  {t("{answered} of {members} members answered.", { answered: data.answered, members: data.members })}
                </p>
                <AdminTable
                  label={t("Average score by skill area")}
                  caption={t("Average score by skill area")}
                  columns={[{ label: t("Skill area") }, { label: t("Average score"), align: "right" }, { label: t("Chart"), srOnly: true }]}
                >
                  {data.dimensions.map((d) => (
                    <tr key={d.id}>
                      <td className={td}>{t(d.label)}</td>
                      <td className={`${td} text-right tabular-nums`}>{d.score === null ? "—" : `${d.score} / 100`}</td>
                      <td className={`${td} w-1/3 min-w-24`}>
                        <Progress value={d.score ?? 0} aria-label={t("{area}: {score} out of 100", { area: t(d.label), score: d.score ?? 0 })} />
                      </td>
                    </tr>
                  ))}
                </AdminTable>
              </>
            )
          }
        </ListStates>
      </section>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) send.reset();
            }}
            role="dialog"
            title={t("Send the Skill Gap Analyzer?")}
            description={
              teamName
                ? t("Every member of {team} (except you) gets an e-mail with a link to the analyzer. Their saved results count in these averages; you never see their answers.", { team: teamName })
                : t("Every member of your organisation (except you) gets an e-mail with a link to the analyzer. Their saved results count in these averages; you never see their answers.")
            }
            confirmLabel={t("Send")}
            busyLabel={t("Sending...")}
            busy={send.isPending}
            error={send.isError ? apiErrorText(send.error, translator, "The e-mails could not be sent. Check your connection and try again.") : undefined}
            onConfirm={() =>
              send.mutateAsync(teamId).then(
                () => setConfirming(false),
                () => undefined,
              )
            }
          />
        </Suspense>
      )}
    </Card>
  );
}
