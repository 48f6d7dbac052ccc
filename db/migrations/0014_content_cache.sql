-- What changed in the shop's content, for the caches (issue 19, ADR 0095; the feed of ADR 0080).
-- Hand-written: drizzle-kit does not emit functions or triggers. Each writing statement on a content
-- table adds one cache_changes row with the tags of what it touched:
--   banners         `banners:top` / `banners:home` (the place, before and after)
--   tooltips        `tooltips`
--   pages           `page:{slug}` (before and after)
--   articles        `articles:{kind}` (the lists) and `article:{id}`; blog_categories `blog-categories`
--   stores          `stores` (store pages, product pages' stock lists) and, when a store is added,
--                   removed, moved to another town or (de)activated, `store-towns` (the town lists
--                   of the header and home)
--   promotions      as migration 0011 plus `promotions` (the lists: header count, /promotions, home)
-- Delivery and payment methods have no trigger: nothing caches them (checkout reads them fresh).
-- A statement over more than 1,000 rows, or a TRUNCATE, writes `*`: everything.
CREATE FUNCTION "cache_content_tags"(tbl text, r jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'banners' THEN ARRAY['banners:' || (r->>'place')]
    WHEN 'tooltips' THEN ARRAY['tooltips']
    WHEN 'pages' THEN ARRAY['page:' || (r->>'slug')]
    WHEN 'articles' THEN ARRAY['articles:' || (r->>'kind'), 'article:' || (r->>'id')]
    WHEN 'blog_categories' THEN ARRAY['blog-categories']
    WHEN 'stores' THEN ARRAY['stores']
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "cache_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_count bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO row_count FROM old_rows;
  ELSE
    SELECT count(*) INTO row_count FROM new_rows;
  END IF;
  IF row_count = 0 THEN
    RETURN NULL;
  END IF;
  IF row_count > 1000 THEN
    INSERT INTO cache_changes (tags) VALUES ('{*}');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM new_rows r, unnest(cache_content_tags(TG_TABLE_NAME, to_jsonb(r))) t HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM old_rows r, unnest(cache_content_tags(TG_TABLE_NAME, to_jsonb(r))) t HAVING count(*) > 0;
  ELSE
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM (
      SELECT to_jsonb(o) AS j FROM old_rows o UNION ALL SELECT to_jsonb(n) FROM new_rows n
    ) r, unnest(cache_content_tags(TG_TABLE_NAME, r.j)) t HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stores: `stores` always; `store-towns` too when the set of active stores per town changed.
CREATE FUNCTION "cache_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_count bigint;
  towns_changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO row_count FROM old_rows;
  ELSE
    SELECT count(*) INTO row_count FROM new_rows;
  END IF;
  IF row_count = 0 THEN
    RETURN NULL;
  END IF;
  IF row_count > 1000 THEN
    INSERT INTO cache_changes (tags) VALUES ('{*}');
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_active IS DISTINCT FROM o.is_active OR n.town_code IS DISTINCT FROM o.town_code
    ) OR EXISTS (SELECT 1 FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id))
    INTO towns_changed;
  ELSE
    towns_changed := true;
  END IF;
  IF towns_changed THEN
    INSERT INTO cache_changes (tags) VALUES ('{stores,store-towns}');
  ELSE
    INSERT INTO cache_changes (tags) VALUES ('{stores}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0011's promotion tags, and `promotions`: the lists that show promotions (the header's
-- count, /promotions, home's tiles) change with any promotion written.
CREATE OR REPLACE FUNCTION "cache_promotions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    UNION ALL SELECT 'promotions'
    UNION ALL SELECT 'promotion:' || p FROM unnest(ids) p
    UNION ALL SELECT 'good:' || pg.good_id FROM promotion_goods pg WHERE pg.promotion_id = ANY(ids)
  ) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "banners_cache_insert" AFTER INSERT ON "banners"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_cache_update" AFTER UPDATE ON "banners"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_cache_delete" AFTER DELETE ON "banners"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "tooltips_cache_insert" AFTER INSERT ON "tooltips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "tooltips_cache_update" AFTER UPDATE ON "tooltips"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "tooltips_cache_delete" AFTER DELETE ON "tooltips"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_cache_insert" AFTER INSERT ON "pages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_cache_update" AFTER UPDATE ON "pages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_cache_delete" AFTER DELETE ON "pages"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_cache_insert" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_cache_update" AFTER UPDATE ON "articles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_cache_delete" AFTER DELETE ON "articles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_cache_insert" AFTER INSERT ON "blog_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_cache_update" AFTER UPDATE ON "blog_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_cache_delete" AFTER DELETE ON "blog_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_cache_insert" AFTER INSERT ON "stores"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_stores_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_cache_update" AFTER UPDATE ON "stores"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_stores_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_cache_delete" AFTER DELETE ON "stores"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_stores_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_cache_truncated" AFTER TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "tooltips_cache_truncated" AFTER TRUNCATE ON "tooltips"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "pages_cache_truncated" AFTER TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "articles_cache_truncated" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_cache_truncated" AFTER TRUNCATE ON "blog_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "stores_cache_truncated" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
