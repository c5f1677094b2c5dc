CREATE TABLE "account_erasures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 24: a copy of the database must open nothing. Sessions were kept as their tokens, and every
-- copy made before this version holds them: they end here rather than being hashed in place (which
-- would keep those copies working for up to 30 days). Everyone signs in once more; API clients log
-- in again (their refresh tokens go with the sessions).
DELETE FROM "sessions";
--> statement-breakpoint
-- Reset links made before, whose tokens older copies hold, end too (ask for another link). The other
-- verification rows (pending two-factor sign-ins, provider sign-ins under way, trusted devices) go
-- on working: their identifier becomes what better-auth's storeIdentifier "hashed" looks up
-- (base64url of its SHA-256, without padding).
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
--> statement-breakpoint
UPDATE "verifications" SET "identifier" = rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
-- Providers' tokens were kept in plain text; they are now encrypted with the auth secret. We never
-- use them after the sign-in, so the old ones are dropped (the next sign-in stores new ones).
UPDATE "accounts" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL WHERE "access_token" IS NOT NULL OR "refresh_token" IS NOT NULL OR "id_token" IS NOT NULL;
--> statement-breakpoint
-- Staff's reasons for revoking certificates of learners who have since deleted their account.
UPDATE "certificate_audit_events" SET "reason" = '(redacted: the learner deleted their account)' WHERE "reason" IS NOT NULL AND "certificate_id" NOT IN (SELECT "id" FROM "certificates");
