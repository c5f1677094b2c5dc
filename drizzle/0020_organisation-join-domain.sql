ALTER TABLE "organisations" ADD COLUMN "join_domain" text;--> statement-breakpoint
CREATE INDEX "organisations_join_domain_idx" ON "organisations" USING btree ("join_domain");