CREATE TABLE "writeup_comment_counts" (
	"writeup_id" uuid PRIMARY KEY NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writeup_comment_counts" ADD CONSTRAINT "writeup_comment_counts_writeup_id_writeups_id_fk" FOREIGN KEY ("writeup_id") REFERENCES "public"."writeups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every comment that is not hidden counts once for its writeup. Decrements never insert: when a
-- writeup is deleted its counts row goes with it, before or after its comments.
CREATE FUNCTION count_writeup_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND NOT OLD.hidden THEN
    UPDATE writeup_comment_counts SET comments = comments - 1 WHERE writeup_id = OLD.writeup_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.hidden THEN
    INSERT INTO writeup_comment_counts (writeup_id, comments) VALUES (NEW.writeup_id, 1)
      ON CONFLICT (writeup_id) DO UPDATE SET comments = writeup_comment_counts.comments + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_count_per_writeup" AFTER INSERT OR DELETE OR UPDATE OF hidden, writeup_id ON "comments"
  FOR EACH ROW EXECUTE FUNCTION count_writeup_comments();
--> statement-breakpoint
INSERT INTO writeup_comment_counts (writeup_id, comments)
  SELECT writeup_id, count(*) FROM comments WHERE NOT hidden GROUP BY writeup_id;
