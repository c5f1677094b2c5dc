// Measures the team reports (issue 27, server/reports/): an organisation of 5,000 members in 10
// teams, 20 programs of 5 modules, 60,000 assignments (12 per member) with progress, completions and
// due dates; the overview's statements (per program with the weekly completions, per team) and the
// people table (first page, a team + state filter, a search, a far page) each run RUNS times: p50,
// p95 and max in milliseconds, with the CPU time each run used (on a shared machine the wall clock
// also counts the waits for a core), on the embedded database (fsync on, as the server runs) and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, when set). Then the organisation gets
// 100,000 assignments (20 per member) and the CSV and Excel exports of every row are streamed to a
// counting sink while the process's resident memory is sampled: its growth over the start of the
// export is what the issue bounds (50 MiB). On PostgreSQL the database is another process, so the
// growth is the server's alone; in-process PGlite's own memory is counted too.
// Run: node --import tsx bench/team-reports.ts        (RUNS=40 by default)
import { withScratchPostgres } from "./lib/scratch-postgres";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase, type DatabaseHandle } from "../server/db/client.server";
import { peopleCsv, peopleXlsx } from "../server/reports/export.server";
import { allPeopleRows, peopleReport, programReport, teamReport } from "../server/reports/report-queries.server";

const RUNS = Number(process.env.RUNS ?? 40);
const MEMBERS = 5_000;
const PROGRAMS = 20;
const logger = pino({ level: "silent" });
const mib = (bytes: number) => (bytes / 1048576).toFixed(1);

async function build(database: DatabaseHandle): Promise<{ orgId: string; teamId: string; programId: string }> {
  const db = database.db;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  const org = ((await run(sql`insert into organisations (name, plan, seats, status) values ('Bench Org', 'corporate', 10000, 'active') returning id`)) as unknown as { rows: { id: string }[] }).rows[0].id;
  await run(sql`insert into organisation_teams (organisation_id, name) select ${org}, 'Team ' || g from generate_series(1, 10) g`);
  await run(sql`insert into programs (title, description, category, level, duration, price)
                select 'Bench Program ' || lpad(g::text, 2, '0'), 'Bench', 'data-science', 'beginner', '4 weeks', 0 from generate_series(1, ${PROGRAMS}) g`);
  await run(sql`insert into program_modules (program_id, position, title) select p.id, g, 'Module ' || g from programs p, generate_series(1, 5) g where p.title like 'Bench Program %'`);
  await run(sql`insert into users (id, name, email, email_verified) select 'bench-' || g, 'Person ' || lpad(g::text, 5, '0'), 'person' || g || '@bench.example', true from generate_series(1, ${MEMBERS}) g`);
  await run(sql`insert into memberships (organisation_id, user_id, role, team_id)
                select ${org}, 'bench-' || g, case when g <= 5 then 'manager' else 'learner' end,
                       (select id from organisation_teams t where t.organisation_id = ${org} order by name offset (g % 10) limit 1)
                from generate_series(1, ${MEMBERS}) g`);
  return { orgId: org, ...(await assign(database, org, 12)) };
}

/** Gives every member the first `perMember` programs, enrolled, with progress spread over the states. */
async function assign(database: DatabaseHandle, org: string, perMember: number): Promise<{ teamId: string; programId: string }> {
  const db = database.db;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`insert into assignments (organisation_id, program_id, user_id, due_date)
                select ${org}, p.id, m.user_id, to_char(current_date + ((hashtext(m.user_id || p.id) % 60) - 20), 'YYYY-MM-DD')
                from memberships m cross join (select id from programs where title like 'Bench Program %' order by title limit ${perMember}) p
                where m.organisation_id = ${org}
                on conflict do nothing`);
  await run(sql`insert into enrollments (user_id, program_id, payment_method, progress, status, completed_at, last_activity_at)
                select a.user_id, a.program_id, 'organisation', x.progress, case when x.progress = 100 then 'completed' else 'active' end,
                       case when x.progress = 100 then now() - (abs(hashtext(a.id::text)) % 90) * interval '1 day' end,
                       case when x.progress > 0 then now() - (abs(hashtext(a.id::text)) % 30) * interval '1 day' end
                from assignments a cross join lateral (select (abs(hashtext(a.id::text || 'p')) % 6) * 20 as progress) x
                where a.organisation_id = ${org}
                on conflict do nothing`);
  await run(sql`analyze`);
  const ids = ((await run(sql`select (select id from organisation_teams where organisation_id = ${org} order by name limit 1) as team_id,
                                       (select id from programs where title = 'Bench Program 01') as program_id`)) as unknown as { rows: { team_id: string; program_id: string }[] }).rows[0];
  return { teamId: ids.team_id, programId: ids.program_id };
}

/**
 * The CPU time (ms) PostgreSQL's server processes for this database have used so far, from /proc
 * (Linux; null elsewhere): what the statements cost on the server, whatever else the machine runs.
 */
async function serverCpuMs(database: DatabaseHandle): Promise<number | null> {
  const result = (await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of result.rows) {
    try {
      // Fields 14 and 15 (utime, stime), after the command name in parentheses.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Runs `fn` RUNS times: wall-clock p50/p95/max, and the CPU time each run used in this process
 * (p50/p95: on PGlite the database runs in this thread, so that is the statement's cost alone,
 * without the waits for a core that a shared machine adds) and, on PostgreSQL, the server's CPU
 * time per run (mean over the runs, from /proc at 10 ms resolution).
 */
async function time(label: string, database: DatabaseHandle, fn: () => Promise<unknown>) {
  await fn(); // warm
  const ms: number[] = [];
  const cpu: number[] = [];
  const server0 = database.kind === "pglite" ? null : await serverCpuMs(database);
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const server1 = database.kind === "pglite" ? null : await serverCpuMs(database);
  const q = (values: number[], at: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(at * values.length) - 1)].toFixed(1);
  const server = server0 !== null && server1 !== null ? ((server1 - server0) / RUNS).toFixed(1) : "–";
  console.log(`| ${label} | ${q(ms, 0.5)} | ${q(ms, 0.95)} | ${Math.max(...ms).toFixed(1)} | ${q(cpu, 0.5)} | ${q(cpu, 0.95)} | ${server} |`);
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.length;
  }
}

async function exportMemory(database: DatabaseHandle, orgId: string, kind: "csv" | "xlsx") {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t = performance.now();
  const batches = allPeopleRows(database.db, { orgId, origin: "https://bench.example", filter: {} });
  const bytes = await drain(kind === "csv" ? peopleCsv(batches, logger) : peopleXlsx(batches, logger, "People"));
  clearInterval(sampler);
  console.log(`export ${kind}: ${mib(bytes)} MiB written in ${((performance.now() - t) / 1000).toFixed(1)} s; RSS ${mib(base)} → peak ${mib(peak)} MiB (+${mib(peak - base)} MiB)`);
}

async function measure(label: string, database: DatabaseHandle) {
  await database.migrate();
  const t0 = performance.now();
  const { orgId, teamId, programId } = await build(database);
  const count = ((await database.db.execute(sql`select count(*)::int as n from assignments where organisation_id = ${orgId}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
  console.log(`\n${label}: ${MEMBERS} members, ${PROGRAMS} programs, ${count} assignments (made in ${((performance.now() - t0) / 1000).toFixed(1)} s); ${RUNS} runs each\n`);
  console.log(`load average at the start: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} (${os.cpus().length} cores)\n`);
  console.log("| query | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms | server CPU ms |\n|---|---|---|---|---|---|---|");
  const db = database.db;
  const origin = "https://bench.example";
  await time("overview: per program + weekly", database, () => programReport(db, orgId));
  await time("overview: per team", database, () => teamReport(db, orgId, undefined));
  await time("overview: per team, one program", database, () => teamReport(db, orgId, programId));
  await time("people: first page", database, () => peopleReport(db, { orgId, origin, filter: {}, offset: 0, limit: 50 }));
  await time("people: team + state filter", database, () => peopleReport(db, { orgId, origin, filter: { team_id: teamId, state: "overdue" }, offset: 0, limit: 50 }));
  await time("people: search", database, () => peopleReport(db, { orgId, origin, filter: { q: "person 012" }, offset: 0, limit: 50 }));
  await time("people: page 1,000", database, () => peopleReport(db, { orgId, origin, filter: {}, offset: 50_000, limit: 50 }));
  await assign(database, orgId, 20);
  const total = ((await db.execute(sql`select count(*)::int as n from assignments where organisation_id = ${orgId}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}`);
  console.log(`\n${label}: exports of all ${total} rows`);
  await exportMemory(database, orgId, "csv");
  await exportMemory(database, orgId, "xlsx");
}

const which = process.env.ONLY;
if (!which || which === "pglite") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reports-bench-"));
  const pglite = await openDatabase({ dataDir: dir });
  await measure("PGlite (fsync on)", pglite);
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url && (!which || which === "postgres")) {
  await withScratchPostgres(url, "reports_bench", (postgres) => measure("PostgreSQL 15", postgres));
}
