CREATE TABLE "newsletter_issues" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"cursor" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("id") WHERE "newsletter_subscribers"."confirmed" is not null;