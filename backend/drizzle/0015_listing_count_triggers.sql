-- A non-draft writeup counts once in its type's total (collection '') and once in each of its
-- collections within its type.
CREATE FUNCTION listing_counts_add(kind text, keywords text[], change integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_counts (type, collection, writeups)
  SELECT DISTINCT kind, keyword, change FROM unnest(array_prepend('', keywords)) AS keyword
  ON CONFLICT (type, collection) DO UPDATE SET writeups = listing_counts.writeups + EXCLUDED.writeups;
$$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_follow_writeup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.draft = NEW.draft AND OLD.type = NEW.type
     AND OLD.collections = NEW.collections THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.draft THEN
    PERFORM listing_counts_add(OLD.type, OLD.collections, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.draft THEN
    PERFORM listing_counts_add(NEW.type, NEW.collections, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "writeups_listing_counts" AFTER INSERT OR UPDATE OR DELETE ON "writeups"
  FOR EACH ROW EXECUTE FUNCTION listing_counts_follow_writeup();
--> statement-breakpoint
INSERT INTO listing_counts (type, collection, writeups)
  SELECT type, keyword, count(DISTINCT id)
  FROM writeups CROSS JOIN LATERAL unnest(array_prepend('', collections)) AS keyword
  WHERE NOT draft
  GROUP BY type, keyword;
