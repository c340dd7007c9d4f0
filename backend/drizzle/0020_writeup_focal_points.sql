ALTER TABLE "writeups" ADD COLUMN "poster_focus" text DEFAULT '50% 50%' NOT NULL;--> statement-breakpoint
ALTER TABLE "writeups" ADD COLUMN "image_focus" text DEFAULT '50% 50%' NOT NULL;