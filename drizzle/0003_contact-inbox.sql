DROP INDEX "contact_inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_inquiries_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "contact_inquiries"."name" || ' ' || "contact_inquiries"."email" || ' ' || replace("contact_inquiries"."email", '@', ' ') || ' ' || coalesce("contact_inquiries"."company", '') || ' ' || coalesce("contact_inquiries"."phone", '') || ' ' || coalesce("contact_inquiries"."subject", '') || ' ' || "contact_inquiries"."message")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_inquiries_client_ip_created_at_idx" ON "contact_inquiries" USING btree ("client_ip","created_at") WHERE "contact_inquiries"."client_ip" is not null;--> statement-breakpoint
CREATE INDEX "contact_inquiries_search_idx" ON "contact_inquiries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_created_at_idx" ON "contact_inquiries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);