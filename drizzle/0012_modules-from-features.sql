-- Issue 16: a program's modules become rows of program_modules. Until now a learner's "modules"
-- were the program's features, numbered from 1, and enrollments.completed_modules held the
-- numbers ticked. Each feature becomes the module at the same place (its title; summary and
-- estimated duration left for staff to fill in), each recorded number becomes a completion of
-- that module, and the old column goes. Progress and status are unchanged: the count of
-- modules is the count of features it was computed from.
INSERT INTO "program_modules" ("program_id", "position", "title")
SELECT p."id", f."position", f."title"
FROM "programs" p
CROSS JOIN LATERAL unnest(p."features") WITH ORDINALITY AS f("title", "position")
WHERE NOT EXISTS (SELECT 1 FROM "program_modules" m WHERE m."program_id" = p."id");
--> statement-breakpoint
INSERT INTO "module_completions" ("enrollment_id", "module_id")
SELECT e."id", m."id"
FROM "enrollments" e
CROSS JOIN LATERAL unnest(e."completed_modules") AS c("position")
JOIN "program_modules" m ON m."program_id" = e."program_id" AND m."position" = c."position"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "completed_modules";
