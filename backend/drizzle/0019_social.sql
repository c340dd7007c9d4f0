CREATE TABLE "notification_actors" (
	"notification_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_actors_notification_id_actor_id_pk" PRIMARY KEY("notification_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "comments_user_id_idx";--> statement-breakpoint
ALTER TABLE "notification_events" ALTER COLUMN "writeup_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_events" ADD COLUMN "read" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notification_events_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_actor_id_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "comments_user_id_created_idx" ON "comments" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "notification_events_unread_idx" ON "notification_events" USING btree ("recipient_id","created") WHERE "notification_events"."read" = false;--> statement-breakpoint
CREATE INDEX "notification_events_actor_id_idx" ON "notification_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notification_events_writeup_id_idx" ON "notification_events" USING btree ("writeup_id","kind");--> statement-breakpoint
CREATE INDEX "notification_events_comment_id_idx" ON "notification_events" USING btree ("comment_id");