-- Caches no longer rest on one site-wide version that every write bumps: shared caches are
-- purged by surrogate key (src/http-cache). The triggers go before the row they updated.
DROP TRIGGER IF EXISTS "writeups_bump_site_version" ON "writeups";--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_bump_site_version" ON "comments";--> statement-breakpoint
DROP TRIGGER IF EXISTS "announcements_bump_site_version" ON "announcements";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_bump_site_version" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_site_version();--> statement-breakpoint
DROP TABLE "site_version" CASCADE;
