CREATE TABLE "listing_counts" (
	"type" text NOT NULL,
	"collection" text NOT NULL,
	"writeups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_type_collection_pk" PRIMARY KEY("type","collection")
);
