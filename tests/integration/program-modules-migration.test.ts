import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server";
import { enrollmentById, markModule } from "../../server/enrollments/enrollments.server";
import { databaseKinds, freshDatabase } from "./test-app";

// The modules migration (drizzle/*_program-modules.sql, then *_modules-from-features.sql) on a
// database made with the old schema: programs whose modules were their features, enrolments
// with the numbers of the features ticked. Every recorded completion must survive as a
// completion of the module row at the same place, with progress and status unchanged.

const root = path.resolve(import.meta.dirname, "../..");

/** A copy of drizzle/ whose journal stops before the modules migrations: the old schema. */
function oldMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-migrations-"));
  fs.cpSync(path.join(root, "drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith("_program-modules"));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateTo(handle: DatabaseHandle, migrationsFolder: string) {
  const { migrate } =
    handle.kind === "pglite" ? await import("drizzle-orm/pglite/migrator") : await import("drizzle-orm/node-postgres/migrator");
  await migrate(handle.db as never, { migrationsFolder });
}

describe.each(databaseKinds)("the modules migration on %s", (kind) => {
  let handle: DatabaseHandle;
  let folder: string;
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    folder = oldMigrations();
    // freshDatabase migrates to the newest schema; start instead from an empty database.
    handle = await freshDatabase(kind);
    for (const statement of ["drop schema public cascade", "create schema public", "drop schema if exists drizzle cascade"]) {
      await handle.db.execute(sql.raw(statement));
    }
    await migrateTo(handle, folder);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("maps every completed feature number to the module row at that place, keeping progress", async () => {
    // The old schema: completed_modules exists, program_modules does not.
    expect(await rows(sql`select to_regclass('public.program_modules') as t`)).toEqual([{ t: null }]);
    await handle.db.execute(sql`insert into users (id, name, email) values ('u1', 'Asha', 'asha@example.com'), ('u2', 'Ravi', 'ravi@example.com')`);
    await handle.db.execute(sql`
      insert into programs (id, title, description, category, level, duration, price, features, is_active) values
        ('11111111-1111-4111-8111-111111111111', 'Four modules', 'd', 'nlp', 'beginner', '4 weeks', 100, array['A', 'B', 'C', 'D'], true),
        ('22222222-2222-4222-8222-222222222222', 'Retired', 'd', 'ai-ethics', 'advanced', '2 weeks', 0, array['X', 'Y'], false),
        ('33333333-3333-4333-8333-333333333333', 'No features', 'd', 'nlp', 'beginner', '1 week', 0, '{}', true)`);
    await handle.db.execute(sql`
      insert into enrollments (id, user_id, program_id, status, progress, completed_modules) values
        ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'u1', '11111111-1111-4111-8111-111111111111', 'active', 50, array[1, 3]),
        ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'u2', '11111111-1111-4111-8111-111111111111', 'active', 0, '{}'),
        ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'u1', '22222222-2222-4222-8222-222222222222', 'completed', 100, array[2, 1])`);

    await handle.migrate(); // the rest: the modules migrations

    const modules = await rows<{ program_id: string; position: number; title: string; summary: string }>(
      sql`select program_id, position, title, summary from program_modules order by program_id, position`,
    );
    expect(modules.map((m) => [m.program_id.slice(0, 1), m.position, m.title])).toEqual([
      ["1", 1, "A"],
      ["1", 2, "B"],
      ["1", 3, "C"],
      ["1", 4, "D"],
      ["2", 1, "X"],
      ["2", 2, "Y"],
    ]);
    const done = await rows<{ enrollment_id: string; title: string }>(sql`
      select c.enrollment_id, m.title from module_completions c join program_modules m on m.id = c.module_id order by c.enrollment_id, m.position`);
    expect(done.map((d) => [d.enrollment_id.slice(0, 1), d.title])).toEqual([
      ["a", "A"],
      ["a", "C"],
      ["c", "X"],
      ["c", "Y"],
    ]);
    expect(await rows(sql`select column_name from information_schema.columns where table_name = 'enrollments' and column_name = 'completed_modules'`)).toEqual([]);

    // As the API shows them: unchanged progress and status, the completed modules by id.
    const a = (await enrollmentById(handle.db, "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"))!;
    expect(a).toMatchObject({ status: "active", progress: 50 });
    expect(a.completed_modules).toHaveLength(2);
    const c = (await enrollmentById(handle.db, "cccccccc-cccc-4ccc-8ccc-cccccccccccc"))!;
    expect(c).toMatchObject({ status: "completed", progress: 100 });

    // And the learner carries on from there: the two modules left complete the program.
    const left = await rows<{ id: string }>(sql`
      select id from program_modules where program_id = '11111111-1111-4111-8111-111111111111' and title in ('B', 'D')`);
    for (const m of left) await markModule(handle.db, { userId: "u1", programId: "11111111-1111-4111-8111-111111111111", moduleId: m.id, completed: true });
    expect(await enrollmentById(handle.db, "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa")).toMatchObject({ status: "completed", progress: 100 });
  });
});
