import { BarChart3, Download } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { AdminTable, ListStates, td } from "~/features/admin/admin-table";
import { Field, Select } from "~/features/admin/form-fields";
import { cn } from "~/lib/cn";
import { formatCount, formatDate } from "~/lib/format";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { assignmentStates, PEOPLE_PAGE_SIZE, reportTexts, type AssignmentState, type PeopleFilter, type StateCounts } from "#contracts/reports";
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

/** The words of this page, once (translations replace this object). */
const overviewTexts = {
  programsHeading: "Programs",
  programsCaption: "Assignments of each program by state",
  weeklyHeading: "Completions per week",
  weeklyCaption: "Assignments completed each week (Monday to Sunday, UTC)",
  weekOf: "Week of",
  completions: "Completions",
  teamsHeading: "By team",
  teamsCaption: "Assignments of each team by state",
  program: "Program",
  team: "Team",
  state: "State",
  allPrograms: "All programs",
  allTeams: "All teams",
  allStates: "All states",
  search: "Search people",
  searchHint: "Name or e-mail address",
  peopleHeading: "People",
  peopleCaption: "Each person's assigned programs, by name",
  person: "Person",
  progress: "Progress",
  due: "Due",
  lastActivity: "Last activity",
  certificate: "Certificate",
  verify: "Verify",
  downloadCsv: "Download CSV",
  downloadExcel: "Download Excel",
  noAssignments: "Nothing assigned yet",
  noAssignmentsHint: "Assign programs to people or teams on the Assignments page: their progress shows here.",
  assignmentsLink: "Assignments",
  noRows: "No one matches these filters.",
  previous: "Previous",
  next: "Next",
  shown: (from: number, to: number, total: number) => `${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}`,
  chartLoading: "Loading chart...",
} as const;

const stateTones: Record<AssignmentState, "neutral" | "blue" | "green" | "red"> = { not_started: "neutral", in_progress: "blue", completed: "green", overdue: "red" };
export const StateBadge = ({ state }: { state: AssignmentState }) => <Badge tone={stateTones[state]}>{reportTexts.states[state]}</Badge>;

export const formatDay = (day: string | null) => (day ? formatDate(`${day}T00:00:00Z`) : "—");
export const formatInstant = (iso: string | null) => (iso ? formatDate(iso) : "—");

export function OverviewPage({ organisation }: { organisation: Organisation }) {
  const programs = useProgramReport(organisation.id);
  return (
    <div className="grid gap-6">
      <ListStates query={programs} what="report">
        {(report) =>
          report.programs.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <BarChart3 aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">{overviewTexts.noAssignments}</p>
              <p className="mt-1 max-w-md text-sm text-slate-600">{overviewTexts.noAssignmentsHint}</p>
              <Link to={`${paths.teamAssignments}?org=${organisation.id}`} className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
                {overviewTexts.assignmentsLink}
              </Link>
            </Card>
          ) : (
            <>
              {/* One card a row: the programs' table has six columns, which a half-width card hid behind a sideways scroll. */}
              <div className="grid gap-6">
                <ChartCard heading={overviewTexts.programsHeading}>
                  <Suspense fallback={<ChartLoading />}>
                    <Charts.StateBarChart rows={report.programs.map((p) => ({ ...p, label: p.title }))} />
                  </Suspense>
                  <CountsTable label={overviewTexts.programsCaption} caption={overviewTexts.programsCaption} first={overviewTexts.program} rows={report.programs.map((p) => ({ key: p.program_id, label: p.title, ...p }))} />
                </ChartCard>
                <ChartCard heading={overviewTexts.weeklyHeading}>
                  <Suspense fallback={<ChartLoading />}>
                    <Charts.WeeklyChart label={overviewTexts.completions} weeks={report.weekly.map((w) => ({ week: formatDay(w.week_start), completed: w.completed }))} />
                  </Suspense>
                  <AdminTable label={overviewTexts.weeklyCaption} caption={overviewTexts.weeklyCaption} columns={[{ label: overviewTexts.weekOf }, { label: overviewTexts.completions, align: "right" }]}>
                    {report.weekly.map((w) => (
                      <tr key={w.week_start}>
                        <td className={td}>{formatDay(w.week_start)}</td>
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
      </ListStates>
      <TeamSkillGap orgId={organisation.id} readOnly={organisation.read_only} />
    </div>
  );
}

function ChartLoading() {
  return (
    <p role="status" className="grid h-40 place-items-center text-sm text-slate-600">
      {overviewTexts.chartLoading}
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
function CountsTable({ label, caption, first, rows }: { label: string; caption: string; first: string; rows: ({ key: string; label: string } & StateCounts)[] }) {
  return (
    <AdminTable
      label={label}
      caption={caption}
      className="min-w-[36rem]"
      columns={[
        { label: first },
        { label: reportTexts.assigned, align: "right" },
        ...assignmentStates.map((s) => ({ label: reportTexts.states[s], align: "right" as const })),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
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
  return (
    <Field label={overviewTexts.program} className={className}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{overviewTexts.allPrograms}</option>
          {programs.map((p) => (
            <option key={p.program_id} value={p.program_id}>
              {p.title}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function TeamsSection({ orgId, programs }: { orgId: string; programs: ProgramOption[] }) {
  const [programId, setProgramId] = useState("");
  const teams = useTeamReport(orgId, programId || undefined);
  return (
    <ChartCard
      heading={overviewTexts.teamsHeading}
      controls={
        <ProgramFilter programs={programs} value={programId} onChange={setProgramId} className="w-full sm:w-72" />
      }
    >
      <ListStates query={teams} what="teams">
        {(report) => {
          const rows = report.teams.map((t) => ({ ...t, key: t.team_id ?? "none", label: t.name || reportTexts.noTeam }));
          return (
            <div className="grid gap-4">
              <Suspense fallback={<ChartLoading />}>
                <Charts.StateBarChart rows={rows} />
              </Suspense>
              <CountsTable label={overviewTexts.teamsCaption} caption={overviewTexts.teamsCaption} first={overviewTexts.team} rows={rows} />
            </div>
          );
        }}
      </ListStates>
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
      heading={overviewTexts.peopleHeading}
      controls={
        <div className="flex flex-wrap gap-2">
          <a href={downloads.csv} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" />
            {overviewTexts.downloadCsv}
          </a>
          <a href={downloads.xlsx} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" />
            {overviewTexts.downloadExcel}
          </a>
        </div>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={overviewTexts.search} hint={overviewTexts.searchHint}>
          {(control) => <Input {...control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />}
        </Field>
        <Field label={overviewTexts.team}>
          {(control) => (
            <Select {...control} value={filter.team_id ?? ""} onChange={(e) => set({ team: e.target.value || undefined })}>
              <option value="">{overviewTexts.allTeams}</option>
              {teams.data?.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
              <option value="none">{reportTexts.noTeam}</option>
            </Select>
          )}
        </Field>
        <ProgramFilter programs={programs} value={filter.program_id ?? ""} onChange={(id) => set({ program: id || undefined })} />
        <Field label={overviewTexts.state}>
          {(control) => (
            <Select {...control} value={filter.state ?? ""} onChange={(e) => set({ state: e.target.value || undefined })}>
              <option value="">{overviewTexts.allStates}</option>
              {assignmentStates.map((s) => (
                <option key={s} value={s}>
                  {reportTexts.states[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ListStates query={people} what="people">
        {(data) =>
          data.rows.length === 0 ? (
            <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              {overviewTexts.noRows}
            </p>
          ) : (
            <div className="grid gap-3" aria-busy={people.isPlaceholderData || undefined}>
              <AdminTable
                label={overviewTexts.peopleCaption}
                caption={overviewTexts.peopleCaption}
                className="min-w-[56rem]"
                columns={[
                  { label: overviewTexts.person },
                  { label: overviewTexts.team },
                  { label: overviewTexts.program },
                  { label: overviewTexts.progress, align: "right" },
                  { label: overviewTexts.state },
                  { label: overviewTexts.due },
                  { label: overviewTexts.lastActivity },
                  { label: overviewTexts.certificate },
                ]}
              >
                {data.rows.map((r) => (
                  <tr key={`${r.user_id}:${r.program_id}`}>
                    <td className={td}>
                      <Link to={`${paths.teamPerson}?org=${orgId}&user=${encodeURIComponent(r.user_id)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {r.name}
                      </Link>
                      <div className="break-all text-slate-600">{r.email}</div>
                    </td>
                    <td className={td}>{r.team ?? "—"}</td>
                    <td className={td}>{r.program_title}</td>
                    <td className={`${td} text-right tabular-nums`}>{r.progress}%</td>
                    <td className={td}>
                      <StateBadge state={r.state} />
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDay(r.due_date)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatInstant(r.last_activity_at)}</td>
                    <td className={td}>
                      {r.certificate ? (
                        <a href={r.certificate.verification_url} className="text-brand-700 underline-offset-2 hover:underline">
                          {overviewTexts.verify}
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
              <nav aria-label={`${overviewTexts.peopleHeading} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
                <span role="status" className="tabular-nums">
                  {overviewTexts.shown(page * PEOPLE_PAGE_SIZE + 1, page * PEOPLE_PAGE_SIZE + data.rows.length, data.total)}
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={page === 0} onClick={() => set({ page: page > 1 ? String(page - 1) : undefined })}>
                    {overviewTexts.previous}
                  </Button>
                  <Button variant="outline" size="sm" disabled={(page + 1) * PEOPLE_PAGE_SIZE >= data.total} onClick={() => set({ page: String(page + 1) })}>
                    {overviewTexts.next}
                  </Button>
                </div>
              </nav>
            </div>
          )
        }
      </ListStates>
    </ChartCard>
  );
}
