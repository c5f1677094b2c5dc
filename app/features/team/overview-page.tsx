import { BarChart3, Download } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminTable, td } from "~/features/admin/admin-table";
import { Field } from "~/components/ui/field";
import { Select } from "~/features/admin/form-fields";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/i18n";
import { TeamListStates } from "./team-frame";
import { formatDay, formatInstant, StateBadge } from "./report-format";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { assignmentStates, PEOPLE_PAGE_SIZE, reportTexts, type AssignmentState } from "#contracts/report-vocabulary";
import type { PeopleFilter, StateCounts } from "#contracts/reports";
import { exportUrls, usePeopleReport, useProgramReport, useTeamReport } from "./reports-api";
import { useTeams } from "./team-api";
import { TeamSkillGap } from "~/features/assessments/team-skill-gap";

// /team: the manager's overview (issue 27). Each assigned program's assignments by state, the
// completions per week and the same by team, each chart with a table of its numbers; then the
// people table, searchable and filtered (kept in the address, so Back returns to the same view),
// with its CSV and Excel downloads. The charts' module (Recharts) is loaded only here.

const Charts = {
  StateBarChart: lazy(() => import("./report-charts").then((m) => ({ default: m.StateBarChart }))),
  WeeklyChart: lazy(() => import("./report-charts").then((m) => ({ default: m.WeeklyChart }))),
};

export function OverviewPage({ organisation }: { organisation: Organisation }) {
  const { t, href, locale } = useT();
  const programs = useProgramReport(organisation.id);
  return (
    <div className="grid gap-6">
      <TeamListStates query={programs} what="report">
        {(report) =>
          report.programs.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <BarChart3 aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">{t("Nothing assigned yet")}</p>
              <p className="mt-1 max-w-md text-sm text-slate-600">{t("Assign programs to people or teams on the Assignments page: their progress shows here.")}</p>
              <Link to={`${href(paths.teamAssignments)}?org=${organisation.id}`} className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
                {t("Assignments")}
              </Link>
            </Card>
          ) : (
            <>
              {/* One card a row: the programs' table has six columns, which a half-width card hid behind a sideways scroll. */}
              <div className="grid gap-6">
                <ChartCard heading={t("Programs")}>
                  {/* Programs' titles are catalogue content, as staff wrote them (issue 29 item 4). */}
                  <div data-catalogue-content>
                    <Suspense fallback={<ChartLoading />}>
                      <Charts.StateBarChart rows={report.programs.map((p) => ({ ...p, label: p.title }))} />
                    </Suspense>
                  </div>
                  <CountsTable label={t("Assignments of each program by state")} caption={t("Assignments of each program by state")} first={t("Program")} catalogue rows={report.programs.map((p) => ({ key: p.program_id, label: p.title, ...p }))} />
                </ChartCard>
                <ChartCard heading={t("Completions per week")}>
                  <Suspense fallback={<ChartLoading />}>
                    <Charts.WeeklyChart label={t("Completions")} weeks={report.weekly.map((w) => ({ week: formatDay(w.week_start, locale), completed: w.completed }))} />
                  </Suspense>
                  <AdminTable label={t("Assignments completed each week (Monday to Sunday, UTC)")} caption={t("Assignments completed each week (Monday to Sunday, UTC)")} columns={[{ label: t("Week of") }, { label: t("Completions"), align: "right" }]}>
                    {report.weekly.map((w) => (
                      <tr key={w.week_start}>
                        <td className={td}>{formatDay(w.week_start, locale)}</td>
                        <td className={`${td} text-right tabular-nums`}>{w.completed}</td>
                      </tr>
                    ))}
                  </AdminTable>
                </ChartCard>
              </div>
              <TeamsSection orgId={organisation.id} programs={report.programs} />
              <PeopleSection orgId={organisation.id} programs={report.programs} />
            </>
          )
        }
      </TeamListStates>
      <TeamSkillGap orgId={organisation.id} readOnly={organisation.read_only} />
    </div>
  );
}

function ChartLoading() {
  const { t } = useT();
  return (
    <p role="status" className="grid h-40 place-items-center text-sm text-slate-600">
      {t("Loading chart...")}
    </p>
  );
}

// A region named by its heading, holding its controls and its table; the table's own scrolling
// region takes the caption as its name (two regions of one name failed axe's landmark-unique).
function ChartCard({ heading, controls, children }: { heading: string; controls?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="grid min-w-0 content-start gap-4 p-4 sm:p-6">
      <section aria-labelledby={id} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          {controls}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The numbers of a state chart: one row per program or team. */
function CountsTable({ label, caption, first, rows, catalogue }: { label: string; caption: string; first: string; rows: ({ key: string; label: string } & StateCounts)[]; catalogue?: boolean }) {
  const { t } = useT();
  return (
    <AdminTable
      label={label}
      caption={caption}
      className="min-w-[36rem]"
      columns={[
        { label: first },
        { label: t(reportTexts.assigned), align: "right" },
        ...assignmentStates.map((s) => ({ label: t(reportTexts.states[s]), align: "right" as const })),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" data-catalogue-content={catalogue || undefined} className={`${td} text-left font-medium text-slate-900`}>
            {row.label}
          </th>
          <td className={`${td} text-right tabular-nums`}>{row.assigned}</td>
          {assignmentStates.map((s) => (
            <td key={s} className={`${td} text-right tabular-nums`}>
              {row[s]}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}

type ProgramOption = { program_id: string; title: string };

/** "Program": every program, or one ("" for all); the teams chart's and the people table's filter. */
function ProgramFilter({ programs, value, onChange, className }: { programs: ProgramOption[]; value: string; onChange: (id: string) => void; className?: string }) {
  const { t } = useT();
  return (
    <Field label={t("Program")} className={className}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t("All programs")}</option>
          {programs.map((p) => (
            <option key={p.program_id} value={p.program_id} data-catalogue-content>
              {p.title}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function TeamsSection({ orgId, programs }: { orgId: string; programs: ProgramOption[] }) {
  const { t } = useT();
  const [programId, setProgramId] = useState("");
  const teams = useTeamReport(orgId, programId || undefined);
  return (
    <ChartCard
      heading={t("By team")}
      controls={
        <ProgramFilter programs={programs} value={programId} onChange={setProgramId} className="w-full sm:w-72" />
      }
    >
      <TeamListStates query={teams} what="teams">
        {(report) => {
          const rows = report.teams.map((team) => ({ ...team, key: team.team_id ?? "none", label: team.name || t(reportTexts.noTeam) }));
          return (
            <div className="grid gap-4">
              <Suspense fallback={<ChartLoading />}>
                <Charts.StateBarChart rows={rows} />
              </Suspense>
              <CountsTable label={t("Assignments of each team by state")} caption={t("Assignments of each team by state")} first={t("Team")} rows={rows} />
            </div>
          );
        }}
      </TeamListStates>
    </ChartCard>
  );
}

/** The people table's filters and page, from the address (?q=&team=&program=&state=&page=). */
function usePeopleFilters() {
  const [params, setParams] = useSearchParams();
  const state = params.get("state");
  const filter: PeopleFilter = {
    q: params.get("q") || undefined,
    team_id: params.get("team") || undefined,
    program_id: params.get("program") || undefined,
    state: assignmentStates.includes(state as AssignmentState) ? (state as AssignmentState) : undefined,
  };
  const page = Math.max(0, Number(params.get("page")) || 0);
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { filter, page, set };
}

function PeopleSection({ orgId, programs }: { orgId: string; programs: ProgramOption[] }) {
  const { t, href, locale } = useT();
  const { filter, page, set } = usePeopleFilters();
  const teams = useTeams(orgId);
  const people = usePeopleReport(orgId, filter, page * PEOPLE_PAGE_SIZE);
  const [search, setSearch] = useState(filter.q ?? "");
  // Typing searches once the person pauses, not on every key.
  useEffect(() => {
    if ((filter.q ?? "") === search.trim()) return;
    const timer = setTimeout(() => set({ q: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  });
  const downloads = exportUrls(orgId, filter);
  return (
    <ChartCard
      heading={t("People")}
      controls={
        <div className="flex flex-wrap gap-2">
          <a href={downloads.csv} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" />
            {t("Download CSV")}
          </a>
          <a href={downloads.xlsx} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" />
            {t("Download Excel")}
          </a>
        </div>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t("Search people")} hint={t("Name or e-mail address")}>
          {(control) => <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />}
        </Field>
        <Field label={t("Team")}>
          {(control) => (
            <Select {...control} value={filter.team_id ?? ""} onChange={(e) => set({ team: e.target.value || undefined })}>
              <option value="">{t("All teams")}</option>
              {teams.data?.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
              <option value="none">{t(reportTexts.noTeam)}</option>
            </Select>
          )}
        </Field>
        <ProgramFilter programs={programs} value={filter.program_id ?? ""} onChange={(id) => set({ program: id || undefined })} />
        <Field label={t("State")}>
          {(control) => (
            <Select {...control} value={filter.state ?? ""} onChange={(e) => set({ state: e.target.value || undefined })}>
              <option value="">{t("All states")}</option>
              {assignmentStates.map((s) => (
                <option key={s} value={s}>
                  {t(reportTexts.states[s])}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TeamListStates query={people} what="people">
        {(data) =>
          data.rows.length === 0 ? (
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              {t("No one matches these filters.")}
            </p>
          ) : (
            <div className="grid gap-3" aria-busy={people.isPlaceholderData || undefined}>
              <AdminTable
                label={t("Each person's assigned programs, by name")}
                caption={t("Each person's assigned programs, by name")}
                className="min-w-[56rem]"
                columns={[
                  { label: t("Person") },
                  { label: t("Team") },
                  { label: t("Program") },
                  { label: t("Progress"), align: "right" },
                  { label: t("State") },
                  { label: t("Due") },
                  { label: t("Last activity") },
                  { label: t("Certificate") },
                ]}
              >
                {data.rows.map((r) => (
                  <tr key={`${r.user_id}:${r.program_id}`}>
                    <td className={td}>
                      <Link to={`${href(paths.teamPerson)}?org=${orgId}&user=${encodeURIComponent(r.user_id)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {r.name}
                      </Link>
                      <div className="break-all text-slate-600">{r.email}</div>
                    </td>
                    <td className={td}>{r.team ?? "—"}</td>
                    <td data-catalogue-content className={td}>
                      {r.program_title}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{r.progress}%</td>
                    <td className={td}>
                      <StateBadge state={r.state} />
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDay(r.due_date, locale)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatInstant(r.last_activity_at, locale)}</td>
                    <td className={td}>
                      {r.certificate ? (
                        <a href={r.certificate.verification_url} className="text-brand-700 underline-offset-2 hover:underline">
                          {t("Verify")}
                          <span className="sr-only">
                            {" "}
                            {r.certificate.code}
                          </span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
              <nav aria-label={t("People pages")} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
                <span role="status" className="tabular-nums">
                  {t("{from}–{to} of {total}", { from: page * PEOPLE_PAGE_SIZE + 1, to: page * PEOPLE_PAGE_SIZE + data.rows.length, total: data.total })}
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={page === 0} onClick={() => set({ page: page > 1 ? String(page - 1) : undefined })}>
                    {t("Previous")}
                  </Button>
                  <Button variant="outline" size="sm" disabled={(page + 1) * PEOPLE_PAGE_SIZE >= data.total} onClick={() => set({ page: String(page + 1) })}>
                    {t("Next")}
                  </Button>
                </div>
              </nav>
            </div>
          )
        }
      </TeamListStates>
    </ChartCard>
  );
}
