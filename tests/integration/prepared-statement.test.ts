import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { isEmbedded } from "../../server/db/client.server";
import { preparedStatement } from "../../server/db/prepared.server";
import { createTestApp, databaseKinds, type TestApp } from "./test-app";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(databaseKinds)("a prepared statement on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const echo = preparedStatement("test_echo", { text: "text", other: "text", count: "int", at: "timestamptz" }, (arg) =>
    sql`select ${arg("text")} as text, ${arg("other")} as other, ${arg("count")} + ${1} as next, ${arg("at")} = ${"2026-11-27T10:00:00Z"}::timestamptz as same_instant`,
  );

  it("gives back every value exactly as it was given, whatever characters it holds", async () => {
    const awkward = ["o'brien@example.com", "x'); drop table newsletter_subscribers; --", "back\\slash \\' and $1 $$ dollars", "हिन्दी में क्ष त्र श्री कि", "line\nbreak\ttab", "''"];
    for (const text of awkward) {
      const [row] = rowsOf(await echo(t.database.db, { text, other: null, count: 41, at: "2026-11-27T15:30:00+05:30" }));
      expect(row).toEqual({ text, other: null, next: 42, same_instant: true });
    }
    const [table] = rowsOf(await t.database.db.execute(sql`select to_regclass('newsletter_subscribers') is not null as present`));
    expect(table.present).toBe(true);
  });

  it("is prepared once on the embedded database, also when its first runs come together", async () => {
    const statement = preparedStatement("test_together", { n: "int" }, (arg) => sql`select ${arg("n")} * 2 as doubled`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => statement(t.database.db, { n })));
    expect(answers.map((a) => rowsOf(a)[0].doubled)).toEqual(Array.from({ length: 20 }, (_, n) => n * 2));
    const prepared = rowsOf(await t.database.db.execute(sql`select name from pg_prepared_statements where name = 'test_together'`));
    // On PostgreSQL the driver prepares statements itself, under its own names, on each connection.
    expect(prepared).toHaveLength(isEmbedded(t.database.db) ? 1 : 0);
  });

  it("runs in a transaction as it is, with the transaction's view", async () => {
    const count = preparedStatement("test_in_tx", { email: "text" }, (arg) => sql`select count(*)::int as n from newsletter_subscribers where email = ${arg("email")}`);
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
});
