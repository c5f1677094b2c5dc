import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isEmbedded, type Database } from "./database.server";

const dialect = new PgDialect();

// A statement that a busy request runs every time, planned once instead of at each run (issue 30:
// the newsletter's statement cost 1.1 ms on the embedded database, ~0.4 ms of it parsing and
// planning).
//
// On a PostgreSQL server the statement is sent as it is, with parameters (node-postgres's unnamed
// statements): it is planned in the server's process, beside the other connections, and each
// connection commits on its own (the server groups commits itself). PGlite's API has no named statements (every query is an unnamed
// one, parsed and planned again), so there the statement is PREPAREd once in its one session and
// run with EXECUTE, its values written as literals by drizzle's own quoting (quotes doubled), which
// is exact only with standard_conforming_strings on: checked when preparing.
//
// There, runs that are asked for in the same turn of the event loop also commit together: they
// are sent as one query, which PostgreSQL runs as one transaction with one commit, so one flush of
// the write-ahead log to the disk (an fsync, ~0.25 ms here) serves them all. Each is still answered
// only after that commit. Measured on a fresh database with fsync on (1,500 runs of the newsletter's
// statement): 0.65–0.77 ms a run alone, 0.22–0.24 ms in groups of 5, 0.13–0.15 ms in groups of 20.
// When a group fails, nothing of it was written, and each of its runs is then run alone, so one
// run's error is never another's.

export type PreparedValue = string | number | null;

export interface PreparedStatement<K extends string> {
  (runner: Pick<Database, "execute">, values: Record<K, PreparedValue>): Promise<unknown>;
}

/**
 * `types` names each value and its SQL type, in order; `build` writes the statement with `arg(name)`
 * where a value goes. The result runs the statement on a database or in a transaction (which is
 * then sent as it is, with parameters).
 */
export function preparedStatement<K extends string>(name: string, types: Record<K, string>, build: (arg: (key: K) => SQL) => SQL): PreparedStatement<K> {
  const keys = Object.keys(types) as K[];
  // One PREPARE per database, also when the first requests come together. PGlite has one session,
  // as long as the database is open (a restore opens another database).
  const prepared = new WeakMap<object, Promise<void>>();
  const prepare = (db: Database) => {
    const done = prepareIn(db).catch((error: unknown) => {
      prepared.delete(db);
      throw error;
    });
    prepared.set(db, done);
    return done;
  };
  const prepareIn = async (db: Database) => {
    const result = (await db.execute(sql`show standard_conforming_strings`)) as unknown as { rows: { standard_conforming_strings: string }[] };
    const [setting] = result.rows;
    if (setting.standard_conforming_strings !== "on") throw new Error("standard_conforming_strings is off: values cannot be written as literals.");
    const body = build((key) => sql.raw(`$${keys.indexOf(key) + 1}`)).inlineParams();
    await db.execute(sql`prepare ${sql.identifier(name)} (${sql.raw(keys.map((key) => types[key]).join(", "))}) as ${body}`);
  };
  return async (runner, values) => {
    if (!isEmbedded(runner as Database)) return runner.execute(build((key) => sql`${values[key]}::${sql.raw(types[key])}`));
    const db = runner as Database;
    await (prepared.get(db) ?? prepare(db));
    const execute = sql`execute ${sql.identifier(name)} (${sql.join(keys.map((key) => sql`${values[key]}`), sql`, `)})`.inlineParams();
    return runInGroup(db, dialect.sqlToQuery(execute).sql);
  };
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
    // PGlite runs a query synchronously once its turn comes, so runs asked for in one turn of the
    // event loop could never meet. The group starts after the turn's I/O instead (setImmediate: the
    // requests whose bytes came in that turn have asked by then), not after a guessed delay.
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
