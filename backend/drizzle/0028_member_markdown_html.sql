ALTER TABLE "log_entries" ADD COLUMN "review_html" text;--> statement-breakpoint
ALTER TABLE "list_entries" ADD COLUMN "note_html" text;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "description_html" text;