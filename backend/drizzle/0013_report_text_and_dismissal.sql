-- Reports made before this migration keep the comment's current text as their reported text.
ALTER TABLE "comment_reports" ADD COLUMN "reported_content" text;--> statement-breakpoint
UPDATE "comment_reports" SET "reported_content" = "comments"."content" FROM "comments" WHERE "comments"."id" = "comment_reports"."comment_id";--> statement-breakpoint
ALTER TABLE "comment_reports" ALTER COLUMN "reported_content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "dismissed" timestamp with time zone;
