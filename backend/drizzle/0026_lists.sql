CREATE TABLE "list_entries" (
	"list_id" uuid NOT NULL,
	"writeup_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	CONSTRAINT "list_entries_list_id_writeup_id_pk" PRIMARY KEY("list_id","writeup_id")
);
--> statement-breakpoint
CREATE TABLE "list_likes" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_likes_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ranked" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_visibility_check" CHECK ("lists"."visibility" in ('public', 'unlisted', 'private')),
	CONSTRAINT "lists_title_check" CHECK (char_length("lists"."title") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "list_entries" ADD CONSTRAINT "list_entries_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_entries" ADD CONSTRAINT "list_entries_writeup_id_writeups_id_fk" FOREIGN KEY ("writeup_id") REFERENCES "public"."writeups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_likes" ADD CONSTRAINT "list_likes_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_likes" ADD CONSTRAINT "list_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_entries_list_id_position_idx" ON "list_entries" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "list_entries_writeup_id_idx" ON "list_entries" USING btree ("writeup_id");--> statement-breakpoint
CREATE INDEX "list_likes_user_id_idx" ON "list_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lists_user_id_created_idx" ON "lists" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "lists_public_created_idx" ON "lists" USING btree ("created") WHERE "lists"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "lists_public_likes_idx" ON "lists" USING btree ("likes","created") WHERE "lists"."visibility" = 'public';