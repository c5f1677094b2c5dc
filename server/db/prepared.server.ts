import { sql, type SQL } from "drizzle-orm";
import { isEmbedded, type Database } from "./database.server";

// A statement that a busy request runs every time, planned once instead of at each run (issue 30:
// the newsletter's statement cost 1.1 ms on the embedded database, ~0.4 ms of it parsing and
// planning).
//
// On a PostgreSQL server there is nothing to do: postgres.js prepares every statement it sends on
// each connection and keeps it. PGlite's API has no named statements (every query is an unnamed
// one, parsed and planned again), so there the statement is PREPAREd once in its one session and
// run with EXECUTE, its values written as literals by drizzle's own quoting (quotes doubled), which
// is exact only with standard_conforming_strings on: checked when preparing.

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
    const run = () => db.execute(sql`execute ${sql.identifier(name)} (${sql.join(keys.map((key) => sql`${values[key]}`), sql`, `)})`.inlineParams());
    await (prepared.get(db) ?? prepare(db));
    return run();
  };
}
