CREATE TABLE "mail_unsubscribes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_unsubscribes_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_unsubscribes_kind_check" CHECK ("mail_unsubscribes"."kind" in ('assignment-reminders', 'manager-digest', 'manager-escalations', 'session-reminders'))
);
--> statement-breakpoint
CREATE TABLE "reminder_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	CONSTRAINT "reminder_mails_key_unique" UNIQUE("key"),
	CONSTRAINT "reminder_mails_kind_check" CHECK ("reminder_mails"."kind" in ('assignment-reminders', 'manager-digest', 'manager-escalations', 'session-reminders'))
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_mails_user_idx" ON "reminder_mails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_due_date_idx" ON "assignments" USING btree ("due_date") WHERE "assignments"."due_date" is not null;--> statement-breakpoint
-- Existing enrolments: their last activity is their last module mark, and a completed one was completed then.
UPDATE "enrollments" e SET "last_activity_at" = m."last_at", "completed_at" = CASE WHEN e."status" = 'completed' THEN coalesce(m."last_at", e."enrolled_at") END
FROM (SELECT "enrollment_id", max("completed_at") AS "last_at" FROM "module_completions" GROUP BY "enrollment_id") m
WHERE m."enrollment_id" = e."id";--> statement-breakpoint
UPDATE "enrollments" SET "completed_at" = "enrolled_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;
