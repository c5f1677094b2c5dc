CREATE TABLE "module_quizzes" (
	"module_id" uuid PRIMARY KEY NOT NULL,
	"pass_mark" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"time_limit_minutes" integer,
	"draw_count" integer,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"show_answers" text DEFAULT 'after_last_attempt' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_quizzes_pass_mark_check" CHECK ("module_quizzes"."pass_mark" between 1 and 100),
	CONSTRAINT "module_quizzes_attempts_check" CHECK ("module_quizzes"."attempts_allowed" >= 1),
	CONSTRAINT "module_quizzes_time_check" CHECK ("module_quizzes"."time_limit_minutes" is null or "module_quizzes"."time_limit_minutes" > 0),
	CONSTRAINT "module_quizzes_draw_check" CHECK ("module_quizzes"."draw_count" is null or "module_quizzes"."draw_count" > 0),
	CONSTRAINT "module_quizzes_show_answers_check" CHECK ("module_quizzes"."show_answers" in ('never', 'after_pass', 'after_last_attempt'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"timed_out_at" timestamp with time zone,
	"score" integer,
	"passed" boolean,
	"results" jsonb,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" is null or "quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_boolean" boolean,
	"numeric_answer" double precision,
	"tolerance" double precision,
	"explanation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('single', 'multiple', 'true_false', 'numeric'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "module_quizzes" ADD CONSTRAINT "module_quizzes_module_id_program_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."program_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_module_id_module_quizzes_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."module_quizzes"("module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_module_id_module_quizzes_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."module_quizzes"("module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_enrollment_module_number_key" ON "quiz_attempts" USING btree ("enrollment_id","module_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_module_id_idx" ON "quiz_attempts" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_module_position_idx" ON "quiz_questions" USING btree ("module_id","position");