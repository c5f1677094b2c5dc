ALTER TABLE "program_modules" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;