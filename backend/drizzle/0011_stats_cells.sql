CREATE TABLE "stats_cells" (
	"month" date NOT NULL,
	"type" text NOT NULL,
	"bucket" integer NOT NULL,
	"writeups" integer DEFAULT 0 NOT NULL,
	"words" bigint DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_cells_month_type_bucket_pk" PRIMARY KEY("month","type","bucket")
);
--> statement-breakpoint
CREATE INDEX "writeups_public_review_rating_idx" ON "writeups" USING btree ("rating","card_date" desc) WHERE "writeups"."draft" = false and "writeups"."type" <> 'article';
--> statement-breakpoint
-- The cell of a non-draft writeup: its UTC month, its type and its rating tenth.
CREATE FUNCTION stats_cell_add(dated timestamptz, kind text, score integer, added_writeups integer, added_words bigint, added_comments bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_cells (month, type, bucket, writeups, words, rating_sum, comments)
  VALUES (date_trunc('month', dated AT TIME ZONE 'UTC')::date, kind, least(score / 10, 9),
          added_writeups, added_words, added_writeups * score, added_comments)
  ON CONFLICT (month, type, bucket) DO UPDATE SET
    writeups = stats_cells.writeups + EXCLUDED.writeups,
    words = stats_cells.words + EXCLUDED.words,
    rating_sum = stats_cells.rating_sum + EXCLUDED.rating_sum,
    comments = stats_cells.comments + EXCLUDED.comments;
$$;
--> statement-breakpoint
CREATE FUNCTION visible_comments_of(writeup uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT count(*) FROM comments WHERE writeup_id = writeup AND NOT hidden;
$$;
--> statement-breakpoint
-- A writeup leaves its cell before it is deleted (its comments are still there to count, and
-- their cascaded deletion then finds no writeup), and moves when a save changes its cell.
CREATE FUNCTION stats_cells_follow_writeup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.draft = NEW.draft AND OLD.card_date = NEW.card_date
     AND OLD.type = NEW.type AND OLD.rating = NEW.rating AND OLD.word_count = NEW.word_count THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.draft THEN
    PERFORM stats_cell_add(OLD.card_date, OLD.type, OLD.rating, -1, -OLD.word_count, -visible_comments_of(OLD.id));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.draft THEN
    PERFORM stats_cell_add(NEW.card_date, NEW.type, NEW.rating, 1, NEW.word_count, visible_comments_of(NEW.id));
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "writeups_stats_cells" AFTER INSERT OR UPDATE ON "writeups"
  FOR EACH ROW EXECUTE FUNCTION stats_cells_follow_writeup();
--> statement-breakpoint
CREATE TRIGGER "writeups_stats_cells_delete" BEFORE DELETE ON "writeups"
  FOR EACH ROW EXECUTE FUNCTION stats_cells_follow_writeup();
--> statement-breakpoint
-- A visible comment counts in its writeup's cell (none while the writeup is a draft).
CREATE FUNCTION stats_cells_follow_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
  target uuid;
  dated timestamptz;
  kind text;
  score integer;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.hidden THEN change := change + 1; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.hidden THEN change := change - 1; END IF;
  IF change = 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN target := OLD.writeup_id; ELSE target := NEW.writeup_id; END IF;
  SELECT card_date, type, rating INTO dated, kind, score FROM writeups WHERE id = target AND NOT draft;
  IF FOUND THEN
    PERFORM stats_cell_add(dated, kind, score, 0, 0, change);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_stats_cells" AFTER INSERT OR DELETE OR UPDATE OF hidden ON "comments"
  FOR EACH ROW EXECUTE FUNCTION stats_cells_follow_comment();
--> statement-breakpoint
INSERT INTO stats_cells (month, type, bucket, writeups, words, rating_sum, comments)
  SELECT date_trunc('month', w.card_date AT TIME ZONE 'UTC')::date, w.type, least(w.rating / 10, 9),
         count(*), sum(w.word_count), sum(w.rating), coalesce(sum(c.visible), 0)
  FROM writeups w
  LEFT JOIN (SELECT writeup_id, count(*) AS visible FROM comments WHERE NOT hidden GROUP BY writeup_id) c
    ON c.writeup_id = w.id
  WHERE NOT w.draft
  GROUP BY 1, 2, 3;
