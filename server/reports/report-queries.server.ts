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

/** One state per assignment (`a` and its enrolment `e`); overdue wins over not started and in progress (contracts/reports.ts). */
const stateSql = (today: string) => sql`case
  when e.status = 'completed' or coalesce(e.progress, 0) >= 100 then 'completed'
  when a.due_date is not null and a.due_date < ${today} then 'overdue'
  when coalesce(e.progress, 0) > 0 then 'in_progress'
  else 'not_started' end`;

const enrolmentJoin = sql`left join enrollments e on e.user_id = a.user_id and e.program_id = a.program_id`;
const membershipJoin = sql`join memberships m on m.organisation_id = a.organisation_id and m.user_id = a.user_id`;

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
  // The counts are aggregated from the assignments and their enrolments alone (no names); the 20 or
  // so program titles are joined to the result. The weekly completions start from the enrolments
  // completed in the period (an index on completed_at), not from every assignment.
  const [programs, weeks] = await Promise.all([
    rows<{ program_id: string; title: string } & StateCounts>(
      db,
      sql`select c.*, p.title from (
            select s.program_id, ${countColumns}
            from (select a.program_id, ${stateSql(today)} as state from assignments a ${enrolmentJoin} where a.organisation_id = ${orgId}) s
            group by s.program_id
          ) c join programs p on p.id = c.program_id
          order by p.title, c.program_id`,
    ),
    rows<{ week_start: string; completed: number }>(
      db,
      sql`select to_char(date_trunc('week', e.completed_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start, count(*)::int as completed
          from enrollments e join assignments a on a.user_id = e.user_id and a.program_id = e.program_id and a.organisation_id = ${orgId}
          where e.completed_at >= ${firstWeek.toISOString()} and (e.status = 'completed' or e.progress >= 100)
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
    sql`select c.*, t.name from (
          select s.team_id, ${countColumns}
          from (select m.team_id, ${stateSql(today)} as state from assignments a ${membershipJoin} ${enrolmentJoin}
                where a.organisation_id = ${orgId} ${programId ? sql`and a.program_id = ${programId}` : sql``}) s
          group by s.team_id
        ) c left join organisation_teams t on t.id = c.team_id
        order by t.name nulls last`,
  );
  return { as_of: today, teams: teams.map((t) => ({ ...t, name: t.name ?? "" })) };
}

/** `%text%` for LIKE, its own % and _ taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The table's rows that match the filters (and any more conditions: the export's keyset), as
 * (assignment id, name, title), with only the joins the filters need: what paging, counting and the
 * export read. The order (person, then program, then assignment) can come from an index on users'
 * names, so a page near the start reads a few people, not the whole organisation.
 */
function matchingSql(orgId: string, today: string, filter: PeopleFilter, { ordered, more = [] }: { ordered: boolean; more?: SQL[] }): SQL {
  const where: SQL[] = [sql`a.organisation_id = ${orgId}`, ...more];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern})`);
  }
  if (filter.team_id === "none") where.push(sql`m.team_id is null`);
  else if (filter.team_id) where.push(sql`m.team_id = ${filter.team_id}`);
  if (filter.program_id) where.push(sql`a.program_id = ${filter.program_id}`);
  if (filter.state) where.push(sql`${stateSql(today)} = ${filter.state}`);
  return sql`select a.id ${ordered ? sql`, u.name, p.title` : sql``}
    from assignments a
    ${ordered || filter.q ? sql`join users u on u.id = a.user_id` : sql``}
    ${ordered ? sql`join programs p on p.id = a.program_id` : sql``}
    ${filter.team_id ? membershipJoin : sql``}
    ${filter.state ? enrolmentJoin : sql``}
    where ${sql.join(where, sql` and `)}`;
}

/** The table's order: person, then program (ties by the assignment's id, for paging). */
const matchingOrder = sql`order by u.name, p.title, a.id`;

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
}

/** The table's columns for the assignments of `picked` (a statement of ids, names and titles), in the table's order. */
const detailsSql = (picked: SQL, today: string) => sql`
  select a.id, a.user_id, u.name, u.email, t.name as team, a.program_id, p.title as program_title, coalesce(e.progress, 0) as progress,
         ${stateSql(today)} as state, a.due_date, ${iso(sql`e.last_activity_at`)} as last_activity_at, ${iso(sql`e.completed_at`)} as completed_at,
         c.code as certificate_code
  from (${picked}) k
  join assignments a on a.id = k.id
  join users u on u.id = a.user_id
  join programs p on p.id = a.program_id
  ${membershipJoin}
  left join organisation_teams t on t.id = m.team_id
  ${enrolmentJoin}
  left join certificates c on c.enrollment_id = e.id and c.revoked_at is null
  order by k.name, k.title, k.id`;

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
  const [found, [count]] = await Promise.all([
    rows<PeopleDbRow>(db, detailsSql(sql`${matchingSql(orgId, today, filter, { ordered: true })} ${matchingOrder} limit ${limit} offset ${offset}`, today)),
    rows<{ total: number }>(db, sql`select count(*)::int as total from (${matchingSql(orgId, today, filter, { ordered: false })}) x`),
  ]);
  return { rows: found.map((r) => peopleRow(origin, r)), total: count.total };
}

/**
 * Every row of the filtered table, in the table's order, `batchSize` at a time: keyset paging (each
 * batch starts after the last row of the one before), so memory holds one batch, whatever the size.
 */
export async function* allPeopleRows(db: Reader, { orgId, origin, filter, now = new Date(), batchSize = 2000 }: { orgId: string; origin: string; filter: PeopleFilter; now?: Date; batchSize?: number }) {
  const today = dayOf(now);
  let after: { name: string; title: string; id: string } | null = null;
  for (;;) {
    // `u.name >= last name` says the same as the row comparison's first column, in a form the index on names can serve.
    const keyset: SQL[] = after ? [sql`u.name >= ${after.name}`, sql`(u.name, p.title, a.id) > (${after.name}, ${after.title}, ${after.id}::uuid)`] : [];
    const page: PeopleDbRow[] = await rows<PeopleDbRow>(db, detailsSql(sql`${matchingSql(orgId, today, filter, { ordered: true, more: keyset })} ${matchingOrder} limit ${batchSize}`, today));
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
    rows<PeopleDbRow>(db, detailsSql(sql`${matchingSql(orgId, today, {}, { ordered: true, more: [sql`a.user_id = ${userId}`] })}`, today)),
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
