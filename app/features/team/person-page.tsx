import { ArrowLeft, CheckCircle2, Circle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { organisationRoleLabels, type OrganisationRole } from "#contracts/organisation-vocabulary";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { formatDay, formatInstant, StateBadge } from "./report-format";
import { usePersonReport } from "./reports-api";
import { useT } from "~/i18n/i18n";
import { TeamListStates } from "./team-frame";

// /team/person?org=…&user=…: one member's assigned programs, module by module (issue 27): what
// they have done and when, the due date, and the certificate's verification link.

export function PersonPage({ organisation }: { organisation: Organisation }) {
  const [params] = useSearchParams();
  const userId = params.get("user") ?? "";
  const report = usePersonReport(organisation.id, userId);
  const { t, href, locale } = useT();
  const back = (
    <Link to={`${href(paths.team)}?org=${organisation.id}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("Back to the overview")}
    </Link>
  );
  if (!userId) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="status">{t("No member of this organisation was chosen.")}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {back}
      <TeamListStates query={report} what="person">
        {({ person, programs }) => (
          <>
            <Card className="p-4 sm:p-6">
              <h2 className="text-xl font-semibold text-slate-900">{person.name}</h2>
              <p className="break-all text-slate-600">
                {person.email}
                {person.team ? ` · ${person.team}` : ""} · {person.role in organisationRoleLabels ? t(organisationRoleLabels[person.role as OrganisationRole]) : person.role}
              </p>
            </Card>
            {programs.length === 0 && <p role="status">{t("Nothing is assigned to this person yet.")}</p>}
            {programs.map((p) => (
              <Card key={p.program_id} className="grid gap-4 p-4 sm:p-6">
                <section aria-labelledby={`program-${p.program_id}`} className="grid gap-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`program-${p.program_id}`} data-catalogue-content className="text-lg font-semibold text-slate-900">
                      {p.title}
                    </h3>
                    <StateBadge state={p.state} />
                  </div>
                  <div className="flex items-center gap-3">
                    <Progress data-catalogue-content value={p.progress} aria-label={t("Progress in {title}", { title: p.title })} className="max-w-md" />
                    <span className="text-sm tabular-nums text-slate-700">{p.progress}%</span>
                  </div>
                  <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
                    <div>
                      <dt className="text-slate-600">{t("Due")}</dt>
                      <dd className="font-medium text-slate-900">{formatDay(p.due_date, locale)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t("Last activity")}</dt>
                      <dd className="font-medium text-slate-900">{formatInstant(p.last_activity_at, locale)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t("Completed")}</dt>
                      <dd className="font-medium text-slate-900">{formatInstant(p.completed_at, locale)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t("Certificate")}</dt>
                      <dd className="font-medium text-slate-900">
                        {p.certificate ? (
                          <a href={p.certificate.verification_url} className="text-brand-700 underline-offset-2 hover:underline">
                            {t("Verify certificate")}
                          </a>
                        ) : (
                          "—"
                        )}
                      </dd>
                    </div>
                  </dl>
                  <div>
                    <h4 className="mb-2 text-sm font-semibold text-slate-900">{t("Modules")}</h4>
                    <ol className="grid gap-2">
                      {p.modules.map((m) => (
                        <li key={m.position} className="flex items-start gap-2 text-sm">
                          {m.completed_at ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" /> : <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />}
                          <span>
                            <span data-catalogue-content className="text-slate-900">
                              {m.position}. {m.title}
                            </span>
                            <span className="block text-slate-600">{m.completed_at ? t("Done on {date}", { date: formatInstant(m.completed_at, locale) }) : t("Not done yet")}</span>
                          </span>
                        </li>
                      ))}
                    </ol>
                  </div>
                </section>
              </Card>
            ))}
          </>
        )}
      </TeamListStates>
    </div>
  );
}
