CREATE TABLE "log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"writeup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"watched_on" date NOT NULL,
	"rewatch" boolean DEFAULT false NOT NULL,
	"score" integer,
	"review" text,
	"spoiler" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"edited" timestamp with time zone,
	CONSTRAINT "log_entries_score_check" CHECK ("log_entries"."score" is null or ("log_entries"."score" between 10 and 100 and "log_entries"."score" % 10 = 0)),
	CONSTRAINT "log_entries_watched_on_check" CHECK ("log_entries"."watched_on" >= '1888-01-01'::date),
	CONSTRAINT "log_entries_review_check" CHECK ("log_entries"."review" is null or char_length("log_entries"."review") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "log_likes" (
	"log_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_likes_log_id_user_id_pk" PRIMARY KEY("log_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "log_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"reported_content" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_events" ADD COLUMN "log_id" uuid;--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_writeup_id_writeups_id_fk" FOREIGN KEY ("writeup_id") REFERENCES "public"."writeups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_likes" ADD CONSTRAINT "log_likes_log_id_log_entries_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_likes" ADD CONSTRAINT "log_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_reports" ADD CONSTRAINT "log_reports_log_id_log_entries_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_reports" ADD CONSTRAINT "log_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_entries_diary_idx" ON "log_entries" USING btree ("user_id","watched_on" DESC NULLS LAST,"created" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "log_entries"."hidden" = false;--> statement-breakpoint
CREATE INDEX "log_entries_popular_reviews_idx" ON "log_entries" USING btree ("writeup_id","likes" DESC NULLS LAST,"created" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "log_entries"."hidden" = false and "log_entries"."review" is not null;--> statement-breakpoint
CREATE INDEX "log_entries_recent_reviews_idx" ON "log_entries" USING btree ("writeup_id","created" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "log_entries"."hidden" = false and "log_entries"."review" is not null;--> statement-breakpoint
CREATE INDEX "log_entries_user_id_created_idx" ON "log_entries" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "log_likes_user_id_idx" ON "log_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "log_reports_log_id_user_id_key" ON "log_reports" USING btree ("log_id","user_id");--> statement-breakpoint
CREATE INDEX "log_reports_user_id_idx" ON "log_reports" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_log_id_log_entries_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_events_log_id_idx" ON "notification_events" USING btree ("log_id");