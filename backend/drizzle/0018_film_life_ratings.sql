CREATE TABLE "writeup_rating_stats" (
	"writeup_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum" integer DEFAULT 0 NOT NULL,
	"histogram" integer[] DEFAULT '{0,0,0,0,0,0,0,0,0,0}' NOT NULL,
	"score" integer GENERATED ALWAYS AS (case when count >= 3 then round(sum::numeric / count)::integer end) STORED
);
--> statement-breakpoint
ALTER TABLE "writeup_rating_stats" ADD CONSTRAINT "writeup_rating_stats_writeup_id_writeups_id_fk" FOREIGN KEY ("writeup_id") REFERENCES "public"."writeups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writeup_rating_stats_score_idx" ON "writeup_rating_stats" USING btree ("score");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_score_check" CHECK ("ratings"."score" between 10 and 100 and "ratings"."score" % 10 = 0);--> statement-breakpoint
-- A writeup's rating sums follow its ratings in the transaction of each rating, so they stay right
-- under concurrent ratings (the sums' row is locked by its update) and when an account goes (its
-- ratings cascade, and each deletion counts down). The histogram counts scores 10..100 at 1..10.
CREATE FUNCTION writeup_rating_stats_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_histogram integer[] := array_fill(0, ARRAY[10]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    first_histogram[NEW.score / 10] := 1;
    INSERT INTO writeup_rating_stats (writeup_id, count, sum, histogram)
      VALUES (NEW.writeup_id, 1, NEW.score, first_histogram)
      ON CONFLICT (writeup_id) DO UPDATE SET
        count = writeup_rating_stats.count + 1,
        sum = writeup_rating_stats.sum + NEW.score,
        histogram[NEW.score / 10] = writeup_rating_stats.histogram[NEW.score / 10] + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.score <> OLD.score THEN
      UPDATE writeup_rating_stats SET histogram[OLD.score / 10] = histogram[OLD.score / 10] - 1
        WHERE writeup_id = OLD.writeup_id;
      UPDATE writeup_rating_stats SET
          sum = sum - OLD.score + NEW.score,
          histogram[NEW.score / 10] = histogram[NEW.score / 10] + 1
        WHERE writeup_id = NEW.writeup_id;
    END IF;
  ELSE
    UPDATE writeup_rating_stats SET
        count = count - 1,
        sum = sum - OLD.score,
        histogram[OLD.score / 10] = histogram[OLD.score / 10] - 1
      WHERE writeup_id = OLD.writeup_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ratings_stats" AFTER INSERT OR UPDATE OF score OR DELETE ON "ratings"
  FOR EACH ROW EXECUTE FUNCTION writeup_rating_stats_follow();
