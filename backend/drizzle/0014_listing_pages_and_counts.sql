CREATE TABLE "listing_counts" (
	"type" text NOT NULL,
	"collection" text NOT NULL,
	"writeups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_type_collection_pk" PRIMARY KEY("type","collection")
);
--> statement-breakpoint
DROP INDEX "writeups_public_type_rating_idx";--> statement-breakpoint
CREATE INDEX "writeups_public_type_card_date_idx" ON "writeups" USING btree ("type","card_date" desc,"id" desc) WHERE "writeups"."draft" = false;--> statement-breakpoint
CREATE INDEX "writeups_public_type_rating_idx" ON "writeups" USING btree ("type","rating" desc,"card_date" desc,"id" desc) WHERE "writeups"."draft" = false;