import { sql, type SQL } from "drizzle-orm";
import { certificateVerifyPath } from "#contracts/certificate-code";
import { REPORT_WEEKS, type AssignmentState, type PeopleFilter, type PeopleRow, type PersonReport, type ProgramReport, type StateCounts, type TeamReport } from "#contracts/reports";
import type { Database } from "../db/client.server";

// The team reports (issue 27), set-based: each answer is one or two statements over the
// organisation's assignments, joined to the assignee's membership (team) and enrolment (progress,
// completion, last activity: columns of the enrolment row, kept by setModuleDone), never a loop
// over people. The organisation's id comes from organisationAccess() (decision 020): every
// statement starts from `assignments where organisation_id = scope`, which the unique index
// (organisation_id, program_id, user_id) serves. Progress is read only for assigned programs.

type Reader = Pick<Database, "execute">;

/** The day (UTC) the states are computed for: a due date before it is overdue. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One state per assignment; overdue wins over not started and in progress (contracts/reports.ts). */
const stateSql = (today: string) => sql`case
  when e.status = 'completed' or coalesce(e.progress, 0) >= 100 then 'completed'
  when a.due_date is not null and a.due_date < ${today} then 'overdue'
  when coalesce(e.progress, 0) > 0 then 'in_progress'
  else 'not_started' end`;

/** The organisation's assignments with their assignee's team and enrolment: every report starts here. */
const assignedSql = (orgId: string, today: string) => sql`
  select a.id, a.program_id, a.user_id, a.due_date, m.team_id, coalesce(e.progress, 0) as progress, e.id as enrollment_id,
         e.completed_at, e.last_activity_at, ${stateSql(today)} as state
  from assignments a
  join memberships m on m.organisation_id = a.organisation_id and m.user_id = a.user_id
  left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
  where a.organisation_id = ${orgId}`;

const countColumns = sql`count(*)::int as assigned,
  (count(*) filter (where s.state = 'not_started'))::int as not_started,
  (count(*) filter (where s.state = 'in_progress'))::int as in_progress,
  (count(*) filter (where s.state = 'completed'))::int as completed,
  (count(*) filter (where s.state = 'overdue'))::int as overdue`;

async function rows<T>(db: Reader, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The Monday (UTC) of the week of `day`. */
function mondayOf(day: Date): Date {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** Per assigned program: the counts by state; and the completions of the last weeks, every week listed. */
export async function programReport(db: Reader, orgId: string, now = new Date()): Promise<ProgramReport> {
  const today = dayOf(now);
  const firstWeek = mondayOf(now);
  firstWeek.setUTCDate(firstWeek.getUTCDate() - 7 * (REPORT_WEEKS - 1));
  const [programs, weeks] = await Promise.all([
    rows<{ program_id: string; title: string } & StateCounts>(
      db,
      sql`select s.program_id, p.title, ${countColumns}
          from (${assignedSql(orgId, today)}) s join programs p on p.id = s.program_id
          group by s.program_id, p.title order by p.title, s.program_id`,
    ),
    rows<{ week_start: string; completed: number }>(
      db,
      sql`select to_char(date_trunc('week', s.completed_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start, count(*)::int as completed
          from (${assignedSql(orgId, today)}) s
          where s.state = 'completed' and s.completed_at >= ${firstWeek.toISOString()}
          group by 1`,
    ),
  ]);
  const byWeek = new Map(weeks.map((w) => [w.week_start, w.completed]));
  const weekly = Array.from({ length: REPORT_WEEKS }, (_, i) => {
    const start = new Date(firstWeek);
    start.setUTCDate(start.getUTCDate() + 7 * i);
    const week_start = dayOf(start);
    return { week_start, completed: byWeek.get(week_start) ?? 0 };
  });
  return { as_of: today, programs, weekly };
}

/** Per team (members without a team together, last), optionally for one program. */
export async function teamReport(db: Reader, orgId: string, programId: string | undefined, now = new Date()): Promise<TeamReport> {
  const today = dayOf(now);
  const teams = await rows<{ team_id: string | null; name: string | null } & StateCounts>(
    db,
    sql`select s.team_id, t.name, ${countColumns}
        from (${assignedSql(orgId, today)}) s left join organisation_teams t on t.id = s.team_id
        ${programId ? sql`where s.program_id = ${programId}` : sql``}
        group by s.team_id, t.name order by t.name nulls last`,
  );
  return { as_of: today, teams: teams.map((t) => ({ ...t, name: t.name ?? "" })) };
}

/** `%text%` for LIKE, its own % and _ taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters' conditions, and any more (the export's keyset, the person page's member). */
function whereSql(filter: PeopleFilter, more: SQL[] = []): SQL {
  const parts: SQL[] = [...more];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern})`);
  }
  if (filter.team_id === "none") parts.push(sql`s.team_id is null`);
  else if (filter.team_id) parts.push(sql`s.team_id = ${filter.team_id}`);
  if (filter.program_id) parts.push(sql`s.program_id = ${filter.program_id}`);
  if (filter.state) parts.push(sql`s.state = ${filter.state}`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

interface PeopleDbRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  team: string | null;
  program_id: string;
  program_title: string;
  progress: number;
  state: AssignmentState;
  due_date: string | null;
  last_activity_at: string | null;
  completed_at: string | null;
  certificate_code: string | null;
  total?: number;
}

const peopleSelect = (orgId: string, today: string, filter: PeopleFilter, extra: SQL, more: SQL[] = []) => sql`
  select s.id, s.user_id, u.name, u.email, t.name as team, s.program_id, p.title as program_title, s.progress, s.state, s.due_date,
         ${iso(sql`s.last_activity_at`)} as last_activity_at, ${iso(sql`s.completed_at`)} as completed_at, c.code as certificate_code ${extra}
  from (${assignedSql(orgId, today)}) s
  join users u on u.id = s.user_id
  join programs p on p.id = s.program_id
  left join organisation_teams t on t.id = s.team_id
  left join certificates c on c.enrollment_id = s.enrollment_id and c.revoked_at is null
  ${whereSql(filter, more)}`;

/** The table's order: person, then program (ties by the assignment's id, for paging). */
const peopleOrder = sql`order by u.name, p.title, s.id`;

function peopleRow(origin: string, r: PeopleDbRow): PeopleRow {
  return {
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    team: r.team,
    program_id: r.program_id,
    program_title: r.program_title,
    progress: r.progress,
    state: r.state,
    due_date: r.due_date,
    last_activity_at: r.last_activity_at,
    completed_at: r.completed_at,
    certificate: r.certificate_code ? { code: r.certificate_code, verification_url: `${origin}${certificateVerifyPath(r.certificate_code)}` } : null,
  };
}

/** A page of the people table (one row per person and assigned program) and how many rows match. */
export async function peopleReport(
  db: Reader,
  { orgId, origin, filter, offset, limit, now = new Date() }: { orgId: string; origin: string; filter: PeopleFilter; offset: number; limit: number; now?: Date },
): Promise<{ rows: PeopleRow[]; total: number }> {
  const today = dayOf(now);
  const found = await rows<PeopleDbRow>(db, sql`${peopleSelect(orgId, today, filter, sql`, count(*) over ()::int as total`)} ${peopleOrder} limit ${limit} offset ${offset}`);
  let total = found[0]?.total ?? 0;
  if (!found.length && offset > 0) {
    // A page past the end still tells how many rows there are.
    const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from (${peopleSelect(orgId, today, filter, sql``)}) x`);
    total = count.total;
  }
  return { rows: found.map((r) => peopleRow(origin, r)), total };
}

/**
 * Every row of the filtered table, in the table's order, `batchSize` at a time: keyset paging (each
 * batch starts after the last row of the one before), so memory holds one batch, whatever the size.
 */
export async function* allPeopleRows(db: Reader, { orgId, origin, filter, now = new Date(), batchSize = 2000 }: { orgId: string; origin: string; filter: PeopleFilter; now?: Date; batchSize?: number }) {
  const today = dayOf(now);
  let after: { name: string; title: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql`(u.name, p.title, s.id) > (${after.name}, ${after.title}, ${after.id}::uuid)` : sql`true`;
    const page: PeopleDbRow[] = await rows<PeopleDbRow>(db, sql`${peopleSelect(orgId, today, filter, sql``, [keyset])} ${peopleOrder} limit ${batchSize}`);
    if (!page.length) return;
    yield page.map((r) => peopleRow(origin, r));
    if (page.length < batchSize) return;
    const last: PeopleDbRow = page[page.length - 1];
    after = { name: last.name, title: last.program_title, id: last.id };
  }
}

/** One member and their assigned programs, module by module; null when they are not a member. */
export async function personReport(db: Reader, { orgId, userId, origin, now = new Date() }: { orgId: string; userId: string; origin: string; now?: Date }): Promise<PersonReport | null> {
  const today = dayOf(now);
  const [person] = await rows<PersonReport["person"]>(
    db,
    sql`select u.id as user_id, u.name, u.email, t.name as team, m.role
        from memberships m join users u on u.id = m.user_id left join organisation_teams t on t.id = m.team_id
        where m.organisation_id = ${orgId} and m.user_id = ${userId}`,
  );
  if (!person) return null;
  const [programs, modules] = await Promise.all([
    rows<PeopleDbRow>(db, sql`${peopleSelect(orgId, today, {}, sql``, [sql`s.user_id = ${userId}`])} order by p.title, s.id`),
    rows<{ program_id: string; position: number; title: string; completed_at: string | null }>(
      db,
      sql`select pm.program_id, pm.position, pm.title, ${iso(sql`mc.completed_at`)} as completed_at
          from assignments a
          join program_modules pm on pm.program_id = a.program_id
          left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id
          left join module_completions mc on mc.enrollment_id = e.id and mc.module_id = pm.id
          where a.organisation_id = ${orgId} and a.user_id = ${userId}
          order by pm.program_id, pm.position`,
    ),
  ]);
  return {
    person,
    programs: programs.map((r) => {
      const { certificate, progress, state, due_date, last_activity_at, completed_at } = peopleRow(origin, r);
      return {
        program_id: r.program_id,
        title: r.program_title,
        progress,
        state,
        due_date,
        last_activity_at,
        completed_at,
        certificate,
        modules: modules.filter((m) => m.program_id === r.program_id).map(({ position, title, completed_at }) => ({ position, title, completed_at })),
      };
    }),
  };
}
