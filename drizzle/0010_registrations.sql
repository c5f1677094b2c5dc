CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "registrations_item_kind_check" CHECK ("registrations"."item_kind" in ('workshop', 'seminar', 'event', 'webinar', 'masterclass')),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('registered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_user_item_live_key" ON "registrations" USING btree ("user_id","item_kind","item_id") WHERE "registrations"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "registrations_item_live_idx" ON "registrations" USING btree ("item_kind","item_id","created_at") WHERE "registrations"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "registrations_user_created_at_idx" ON "registrations" USING btree ("user_id","created_at");