ALTER TABLE "api_refresh_tokens" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" ADD COLUMN "family_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" ADD COLUMN "family_created_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" ADD COLUMN "family_expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" ADD CONSTRAINT "api_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_refresh_tokens_session_id_idx" ON "api_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "api_refresh_tokens_family_id_idx" ON "api_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" DROP COLUMN "session_token";--> statement-breakpoint
ALTER TABLE "api_refresh_tokens" DROP COLUMN "expires_at";