DROP INDEX "media_owner_id_idx";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "media_owner_id_created_idx" ON "media" USING btree ("owner_id","created");--> statement-breakpoint
CREATE INDEX "media_unchecked_created_idx" ON "media" USING btree ("created") WHERE "media"."kept" = false;