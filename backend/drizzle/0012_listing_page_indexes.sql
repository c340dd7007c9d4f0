DROP INDEX "writeups_public_type_rating_idx";--> statement-breakpoint
CREATE INDEX "writeups_public_type_card_date_idx" ON "writeups" USING btree ("type","card_date" desc,"id" desc) WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_type_rating_idx" ON "writeups" USING btree ("type","rating" desc,"card_date" desc,"id" desc) WHERE "writeups"."draft" = false;