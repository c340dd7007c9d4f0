CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"writeup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"edited" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"picture" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"favorite_movie" text DEFAULT '' NOT NULL,
	"favorite_show" text DEFAULT '' NOT NULL,
	"watching" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'user' NOT NULL,
	"login_type" text DEFAULT 'email' NOT NULL,
	"provider_subject" text,
	"third_party_picture" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writeups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"slug" text,
	"headline" text DEFAULT '' NOT NULL,
	"runtime" integer,
	"season" integer,
	"release_year" integer,
	"mpaa" text DEFAULT '' NOT NULL,
	"director" text DEFAULT '' NOT NULL,
	"genre" text[] DEFAULT '{}'::text[] NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"admin_id" uuid NOT NULL,
	"visible_after" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"card_date" timestamp with time zone GENERATED ALWAYS AS (coalesce("writeups"."visible_after", "writeups"."updated")) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("writeups"."title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("writeups"."headline", '') || ' ' || coalesce("writeups"."director", '')), 'B') || setweight(to_tsvector('english'::regconfig, immutable_array_to_string("writeups"."genre") || ' ' || immutable_array_to_string("writeups"."tags")), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("writeups"."content", '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_writeup_id_writeups_id_fk" FOREIGN KEY ("writeup_id") REFERENCES "public"."writeups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writeups" ADD CONSTRAINT "writeups_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created");--> statement-breakpoint
CREATE INDEX "comments_writeup_id_created_idx" ON "comments" USING btree ("writeup_id","created");--> statement-breakpoint
CREATE INDEX "comments_user_id_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_type_provider_subject_key" ON "users" USING btree ("login_type","provider_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "writeups_slug_key" ON "writeups" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "writeups_listing_idx" ON "writeups" USING btree ("type","draft","card_date");--> statement-breakpoint
CREATE INDEX "writeups_rating_idx" ON "writeups" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "writeups_release_year_idx" ON "writeups" USING btree ("release_year");--> statement-breakpoint
CREATE INDEX "writeups_title_lower_idx" ON "writeups" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "writeups_admin_id_idx" ON "writeups" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "writeups_collections_idx" ON "writeups" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "writeups_search_idx" ON "writeups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "writeups_title_trgm_idx" ON "writeups" USING gin ("title" gin_trgm_ops);