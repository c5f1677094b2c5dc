import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { isEmbedded } from "../../server/db/client.server";
import { groupedStatement } from "../../server/db/grouped.server";
import { createTestApp, databaseKinds, type TestApp } from "./test-app";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(databaseKinds)("a grouped statement on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const echo = groupedStatement({ text: "text", other: "text", count: "int", at: "timestamptz" }, (arg) =>
    sql`select ${arg("text")} as text, ${arg("other")} as other, ${arg("count")} + ${1} as next, ${arg("at")} = ${"2026-11-27T10:00:00Z"}::timestamptz as same_instant`,
  );

  it("gives back every value exactly as it was given, whatever characters it holds", async () => {
    const awkward = ["o'brien@example.com", "x'); drop table newsletter_subscribers; --", "back\\slash \\' and $1 $$ dollars", "हिन्दी में क्ष त्र श्री कि", "line\nbreak\ttab", "''"];
    for (const text of awkward) {
      const [row] = rowsOf(await echo(t.database.db, { text, other: null, count: 41, at: "2026-11-27T15:30:00+05:30" }));
      expect(row).toEqual({ text, other: null, next: 42, same_instant: true });
    }
    // A NUL character is refused, as PostgreSQL refuses it as a parameter, instead of ending the query's text.
    await expect(echo(t.database.db, { text: "cut\0'); drop table newsletter_subscribers; --", other: null, count: 1, at: "2026-11-27T10:00:00Z" })).rejects.toThrow();
    const [table] = rowsOf(await t.database.db.execute(sql`select to_regclass('newsletter_subscribers') is not null as present`));
    expect(table.present).toBe(true);
  });

  it("plans each run afresh: nothing is kept prepared, so no plan outlives the table's statistics", async () => {
    const statement = groupedStatement({ n: "int" }, (arg) => sql`select ${arg("n")} * 2 as doubled`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => statement(t.database.db, { n })));
    expect(answers.map((a) => rowsOf(a)[0].doubled)).toEqual(Array.from({ length: 20 }, (_, n) => n * 2));
    expect(rowsOf(await t.database.db.execute(sql`select name from pg_prepared_statements`))).toEqual([]);
  });

  it("runs in a transaction as it is, with the transaction's view", async () => {
    const count = groupedStatement({ email: "text" }, (arg) => sql`select count(*)::int as n from newsletter_subscribers where email = ${arg("email")}`);
    let inside: unknown;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into newsletter_subscribers (email) values ('in-tx@example.com')`);
        inside = rowsOf(await count(tx, { email: "in-tx@example.com" }))[0].n;
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toBe(1);
    expect(rowsOf(await count(t.database.db, { email: "in-tx@example.com" }))[0].n).toBe(0);
  });

  it("answers each of the runs asked together with its own result, and one that fails fails alone", async () => {
    const add = groupedStatement({ email: "text", n: "int" }, (arg) =>
      sql`insert into newsletter_subscribers (email) values (${arg("email")}) returning email, 12 / ${arg("n")} as quotient`,
    );
    const runs = [1, 2, 0, 3, 4].map((n) => add(t.database.db, { email: `group-${n}@example.com`, n }));
    const outcomes = await Promise.allSettled(runs);
    // The database's own error, as the driver gives it or wrapped by drizzle (as its cause).
    const message = (error: { message: string; cause?: { message: string } }) => error.cause?.message ?? error.message;
    expect(outcomes.map((o) => (o.status === "fulfilled" ? rowsOf(o.value)[0].quotient : message(o.reason)))).toEqual([12, 6, "division by zero", 4, 3]);
    // The failed run wrote nothing, and the others wrote once each.
    const rows = rowsOf(await t.database.db.execute(sql`select email from newsletter_subscribers where email like 'group-%' order by email`));
    expect(rows.map((row) => row.email)).toEqual(["group-1@example.com", "group-2@example.com", "group-3@example.com", "group-4@example.com"]);
  });

  it("commits the runs asked together as one transaction on the embedded database", async () => {
    const transaction = groupedStatement({ n: "int" }, (arg) => sql`select txid_current() as xid, ${arg("n")} as n`);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => transaction(t.database.db, { n })));
    expect(answers.map((a) => rowsOf(a)[0].n)).toEqual([0, 1, 2, 3, 4, 5]);
    const transactions = new Set(answers.map((a) => String(rowsOf(a)[0].xid)));
    // One commit (one flush of the log) for the six on PGlite; one each over a PostgreSQL pool.
    expect(transactions.size).toBe(isEmbedded(t.database.db) ? 1 : 6);
  });
});
