-- Addresses subscribed before double opt-in (issue 18) were told "Successfully subscribed!" and
-- have been getting the newsletter: they stay subscribed, confirmed as of the day they asked.
-- Every newsletter mail now carries a one-click unsubscribe link.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
