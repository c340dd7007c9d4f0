CREATE INDEX "writeups_public_card_date_idx" ON "writeups" USING btree ("card_date") WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_rating_idx" ON "writeups" USING btree ("rating","card_date") WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_type_rating_idx" ON "writeups" USING btree ("type","rating","card_date") WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_release_year_idx" ON "writeups" USING btree ("release_year","card_date") WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_admin_card_date_idx" ON "writeups" USING btree ("admin_id","card_date") WHERE "writeups"."draft" = false;