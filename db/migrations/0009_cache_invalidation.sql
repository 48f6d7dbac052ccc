-- What changed, for the caches (ADR 0080). Hand-written: drizzle-kit does not emit functions or
-- triggers. Each writing statement on the catalogue's tables adds one cache_changes row (its
-- transaction's id, the cache tags it touches); every process reads the rows it has not seen at most
-- once a second and drops only what is tagged with them. A statement over more than 1,000 rows, a
-- TRUNCATE, or any edit of the dictionaries (categories, brands, attributes, options, tags, variant
-- groups) writes `*`: everything.
CREATE FUNCTION "cache_note_everything"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_changes (tags) VALUES ('{*}');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Goods written: the good, its categories and their ancestors, brand, variant group (before and
-- after), its tags and promotions, `goods` (search and pages that did not say what they show), and
-- `tag-list:N` for a tag whose members were added, removed, shown or hidden (the home sections).
CREATE FUNCTION "cache_note_goods"(ids integer[], category_ids integer[], brand_ids integer[], group_ids integer[], listed integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE up(id) AS (
    SELECT unnest(category_ids)
    UNION
    SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  INSERT INTO cache_changes (tags)
  SELECT array_agg(DISTINCT tag) FROM (
    SELECT 'goods' AS tag
    UNION ALL SELECT 'good:' || g FROM unnest(ids) g
    UNION ALL SELECT 'category:' || up.id FROM up WHERE up.id IS NOT NULL
    UNION ALL SELECT 'brand:' || b FROM unnest(brand_ids) b WHERE b IS NOT NULL
    UNION ALL SELECT 'group:' || v FROM unnest(group_ids) v WHERE v IS NOT NULL
    UNION ALL SELECT 'tag:' || gt.tag_id FROM good_tags gt WHERE gt.good_id = ANY(ids)
    UNION ALL SELECT 'promotion:' || pg.promotion_id FROM promotion_goods pg WHERE pg.good_id = ANY(ids)
    UNION ALL SELECT 'tag-list:' || gt.tag_id FROM good_tags gt WHERE gt.good_id = ANY(listed)
  ) t;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_goods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_count bigint;
  ids integer[];
  category_ids integer[];
  brand_ids integer[];
  group_ids integer[];
  listed integer[];
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
    SELECT array_agg(r.id), array_agg(DISTINCT r.category_id), array_agg(DISTINCT r.brand_id), array_agg(DISTINCT r.group_id), array_agg(r.id)
      INTO ids, category_ids, brand_ids, group_ids, listed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.id), array_agg(DISTINCT r.category_id), array_agg(DISTINCT r.brand_id), array_agg(DISTINCT r.group_id), array_agg(r.id)
      INTO ids, category_ids, brand_ids, group_ids, listed FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT r.id), array_agg(DISTINCT r.category_id), array_agg(DISTINCT r.brand_id), array_agg(DISTINCT r.group_id)
      INTO ids, category_ids, brand_ids, group_ids
      FROM (SELECT id, category_id, brand_id, group_id FROM old_rows
            UNION ALL SELECT id, category_id, brand_id, group_id FROM new_rows) r;
    SELECT coalesce(array_agg(n.id), '{}') INTO listed
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.is_active IS DISTINCT FROM o.is_active;
  END IF;
  PERFORM cache_note_goods(ids, category_ids, brand_ids, group_ids, listed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_cache_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_goods_changed"();
--> statement-breakpoint
CREATE TRIGGER "goods_cache_update" AFTER UPDATE ON "goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_goods_changed"();
--> statement-breakpoint
CREATE TRIGGER "goods_cache_delete" AFTER DELETE ON "goods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_goods_changed"();
--> statement-breakpoint
-- Rows that link a good to something (tag, promotion, related good, review, store stock): `tags`
-- maps each written row (old and new) to its tags.
CREATE FUNCTION "cache_links_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM new_rows r, unnest(cache_link_tags(TG_TABLE_NAME, to_jsonb(r))) t HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM old_rows r, unnest(cache_link_tags(TG_TABLE_NAME, to_jsonb(r))) t HAVING count(*) > 0;
  ELSE
    INSERT INTO cache_changes (tags) SELECT array_agg(DISTINCT t) FROM (
      SELECT to_jsonb(o) AS j FROM old_rows o UNION ALL SELECT to_jsonb(n) FROM new_rows n
    ) r, unnest(cache_link_tags(TG_TABLE_NAME, r.j)) t HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_link_tags"(tbl text, r jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'good_tags' THEN ARRAY['goods', 'good:' || (r->>'good_id'), 'tag:' || (r->>'tag_id'), 'tag-list:' || (r->>'tag_id')]
    WHEN 'promotion_goods' THEN ARRAY['goods', 'good:' || (r->>'good_id'), 'promotion:' || (r->>'promotion_id')]
    WHEN 'good_related' THEN ARRAY['goods', 'good:' || (r->>'good_id')]
    WHEN 'reviews' THEN ARRAY['reviews:' || (r->>'good_id')]
    WHEN 'store_stock' THEN ARRAY['stock:' || (r->>'good_id')]
  END
$$;
--> statement-breakpoint
CREATE TRIGGER "good_tags_cache_insert" AFTER INSERT ON "good_tags"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_tags_cache_update" AFTER UPDATE ON "good_tags"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_tags_cache_delete" AFTER DELETE ON "good_tags"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotion_goods_cache_insert" AFTER INSERT ON "promotion_goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotion_goods_cache_update" AFTER UPDATE ON "promotion_goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotion_goods_cache_delete" AFTER DELETE ON "promotion_goods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_related_cache_insert" AFTER INSERT ON "good_related"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_related_cache_update" AFTER UPDATE ON "good_related"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_related_cache_delete" AFTER DELETE ON "good_related"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_cache_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_cache_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_cache_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_stock_cache_insert" AFTER INSERT ON "store_stock"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_stock_cache_update" AFTER UPDATE ON "store_stock"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_stock_cache_delete" AFTER DELETE ON "store_stock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_links_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "brands_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "attributes_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "tags_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "good_groups_cache_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "good_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "goods_cache_truncated" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "links_cache_truncated" AFTER TRUNCATE ON "good_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "promotion_goods_cache_truncated" AFTER TRUNCATE ON "promotion_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "good_related_cache_truncated" AFTER TRUNCATE ON "good_related"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "reviews_cache_truncated" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
--> statement-breakpoint
CREATE TRIGGER "store_stock_cache_truncated" AFTER TRUNCATE ON "store_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_note_everything"();
