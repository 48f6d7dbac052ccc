-- A promotion edited (title, period, place, discount; ADR 0081 / 0080): its own pages
-- (`promotion:N`), its goods' product pages, which show its line and countdown (`good:N`), and the
-- pages that did not say what they show (`goods`: the promotions list among them). Prices follow
-- through `goods` itself when the scheduler re-prices. More than 1,000 goods: everything.
CREATE FUNCTION "cache_promotions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  good_count bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (SELECT id FROM old_rows UNION ALL SELECT id FROM new_rows) r;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO good_count FROM promotion_goods WHERE promotion_id = ANY(ids);
  IF good_count > 1000 THEN
    INSERT INTO cache_changes (tags) VALUES ('{*}');
    RETURN NULL;
  END IF;
  INSERT INTO cache_changes (tags)
  SELECT array_agg(DISTINCT tag) FROM (
    SELECT 'goods' AS tag
    UNION ALL SELECT 'promotion:' || p FROM unnest(ids) p
    UNION ALL SELECT 'good:' || pg.good_id FROM promotion_goods pg WHERE pg.promotion_id = ANY(ids)
  ) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "promotions_cache_insert" AFTER INSERT ON "promotions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_promotions_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotions_cache_update" AFTER UPDATE ON "promotions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_promotions_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotions_cache_delete" AFTER DELETE ON "promotions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_promotions_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotions_cache_truncated" AFTER TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
