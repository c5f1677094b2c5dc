-- Refresh tokens issued before they were tied to a session (and given a family) are dropped, so
-- the next migration can add its NOT NULL columns: API clients sign in again once. Their access
-- tokens (sessions) keep working until they expire.
DELETE FROM "api_refresh_tokens";
