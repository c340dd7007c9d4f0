CREATE TABLE "site_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_version_one_row" CHECK ("site_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "writeups_public_stats_idx" ON "writeups" USING btree ("card_date","type","rating","word_count") WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_drafts_idx" ON "writeups" USING btree ("id") WHERE "writeups"."draft" = true;--> statement-breakpoint
-- The one row, and the triggers that bump it. Statement-level: a bulk insert bumps once. The
-- bump commits with the write it follows, so a reader never sees a version newer than the data.
INSERT INTO "site_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_site_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE "site_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "writeups_bump_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "writeups"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
--> statement-breakpoint
CREATE TRIGGER "comments_bump_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
--> statement-breakpoint
CREATE TRIGGER "announcements_bump_site_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
