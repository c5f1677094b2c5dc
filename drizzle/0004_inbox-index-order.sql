DROP INDEX "contact_inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_inquiries_status_created_at_idx";--> statement-breakpoint
DROP INDEX "enrollments_enrolled_at_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_created_at_idx" ON "contact_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at","id");