ALTER TABLE "comments" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_html" text;--> statement-breakpoint
ALTER TABLE "writeups" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "writeups" ADD COLUMN "notes_html" text;