import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isEmbedded, type Database } from "./database.server";

const dialect = new PgDialect();

// A write that a busy request makes every time, committed together with the same kind of writes of
// other requests on the embedded database (issue 30: the newsletter's statement cost 0.65-0.77 ms
// alone there, most of it the commit's flush to the disk and PGlite's work around each query).
//
// PGlite runs one query at a time, and each statement outside a transaction is a commit with its
// own fsync. Runs asked for in the same turn of the event loop are sent as one query of several
// statements, which PostgreSQL runs as one transaction: one commit, one flush for them all. Each is
// still answered only after that commit. When the group fails, nothing of it was written, and each
// of its runs is run again alone, so one run's error is never another's. A query of several
// statements cannot take protocol parameters, so there the values are written as literals by
// drizzle's own quoting (quotes doubled), which is exact only with standard_conforming_strings on:
// checked once per database.
//
// The statements are planned at each run, not PREPAREd: a prepared statement keeps a generic plan
// made when it was first run, and PGlite has no autovacuum to refresh statistics and drop it. After
// an ANALYZE of a small table, the newsletter's count kept a sequential scan while the table grew
// (0.39 -> 0.98 ms a run over 9,000 rows, and the load test fell from 828 to 280 req/s in a minute);
// planned each time it stays at 0.31-0.35 ms in groups of 10 (decision 018, eighth look).
//
// On a PostgreSQL server the statement is sent as it is, with parameters: each connection commits
// on its own, and the server groups commits itself.

export type GroupedValue = string | number | null;

export interface GroupedStatement<K extends string> {
  (runner: Pick<Database, "execute">, values: Record<K, GroupedValue>): Promise<unknown>;
}

/**
 * `types` names each value and its SQL type; `build` writes the statement with `arg(name)` where a
 * value goes. The result runs the statement on a database (grouped on the embedded one) or in a
 * transaction (sent as it is, with parameters, in the transaction).
 */
export function groupedStatement<K extends string>(types: Record<K, string>, build: (arg: (key: K) => SQL) => SQL): GroupedStatement<K> {
  const typed = (values: Record<K, GroupedValue>) => build((key) => sql`${values[key]}::${sql.raw(types[key])}`);
  return async (runner, values) => {
    if (!isEmbedded(runner as Database)) return runner.execute(typed(values));
    const db = runner as Database;
    // A query's text ends at a NUL character: a value holding one would cut the statement short.
    // PostgreSQL's text cannot hold it anyway (it refuses the same value sent as a parameter).
    if (Object.values<GroupedValue>(values).some((value) => typeof value === "string" && value.includes("\0"))) {
      throw new Error("A text value cannot hold a NUL character.");
    }
    await literalsAreExact(db);
    return runInGroup(db, dialect.sqlToQuery(typed(values).inlineParams()).sql);
  };
}

// Checked once per database, also when the first runs come together (a restore opens another database).
const checked = new WeakMap<Database, Promise<void>>();

function literalsAreExact(db: Database): Promise<void> {
  let check = checked.get(db);
  if (!check) {
    check = (async () => {
      const result = (await db.execute(sql`show standard_conforming_strings`)) as unknown as { rows: { standard_conforming_strings: string }[] };
      if (result.rows[0].standard_conforming_strings !== "on") throw new Error("standard_conforming_strings is off: values cannot be written as literals.");
    })();
    check.catch(() => checked.delete(db));
    checked.set(db, check);
  }
  return check;
}

interface Run {
  text: string;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}
type Exec = { exec(text: string): Promise<unknown[]> };

// The runs waiting on each embedded database for the next group.
const waiting = new WeakMap<Database, Run[]>();

function runInGroup(db: Database, text: string): Promise<unknown> {
  let runs = waiting.get(db);
  if (!runs) {
    // PGlite runs a query synchronously once its turn comes: started at once, a run would end
    // before the next request's bytes were even read, and no two would ever meet. The group starts
    // after the turn's I/O instead (setImmediate: the requests whose bytes came in that turn have
    // asked by then), not after a guessed delay.
    waiting.set(db, (runs = []));
    setImmediate(() => {
      waiting.delete(db);
      void runGroup(db, runs!);
    });
  }
  return new Promise<unknown>((resolve, reject) => runs.push({ text, resolve, reject }));
}

async function runGroup(db: Database, runs: Run[]) {
  const client = (db as unknown as { $client: Exec }).$client;
  const alone = (run: Run) =>
    client.exec(run.text).then(
      ([result]) => run.resolve(result),
      (error: unknown) => run.reject(error),
    );
  if (runs.length === 1) return alone(runs[0]);
  try {
    const results = await client.exec(runs.map((run) => run.text).join(";\n"));
    runs.forEach((run, i) => run.resolve(results[i]));
  } catch {
    for (const run of runs) await alone(run);
  }
}
