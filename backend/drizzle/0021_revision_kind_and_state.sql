ALTER TABLE "writeup_revisions" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "writeup_revisions" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
-- Older revisions did not record their state: those saved once their writeup was out (its
-- publication time had come by then) were published saves; the rest stay drafts.
UPDATE "writeup_revisions" AS r SET "state" = 'published'
FROM "writeups" AS w
WHERE w."id" = r."writeup_id" AND NOT w."draft" AND w."visible_after" IS NOT NULL AND w."visible_after" <= r."created";
