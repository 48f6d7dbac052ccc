-- Bulk writes stay linear (issue 21, ADR 0101). Hand-written: drizzle-kit does not emit functions.
-- The statement triggers of migrations 0006, 0009 and 0014 joined their two transition tables
-- (`old_rows JOIN new_rows USING (id)`). PL/pgSQL plans a statement once per session and keeps the
-- plan; a transition table has no statistics, and the plan made for the first, small statement
-- (rows ≈ 1) is a nested loop whose inner side is a scan of the other tuplestore: rows² comparisons
-- (27 s for 5,526 goods, hours for 100,000). The same functions, with the same results, now never
-- join two transition tables: each side is aggregated on its own (+1 / -1 deltas summed with
-- GROUP BY), and "which goods changed" is a set difference (EXCEPT ALL, hashed or sorted), so every
-- statement costs O(rows) whatever plan was cached. A transition table may still drive an index
-- lookup into a real table (good_attributes by good_id): one probe per row.
CREATE OR REPLACE FUNCTION "catalog_counts_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, 0, coalesce(brand_id, 0), 0, sell_status = '4', count(*)::int
      FROM new_rows WHERE is_active GROUP BY 1, 3, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Brand rows: -1 for every old version, +1 for every new one; an unchanged good cancels out.
    -- Characteristic rows: only goods whose (category, listed, available) changed, found by set
    -- difference of the listed versions; their characteristics are looked up by good_id.
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, attribute_id, key, num, is_available, sum(d)::int FROM (
        SELECT category_id, 0 AS attribute_id, coalesce(brand_id, 0) AS key, 0::float8 AS num,
               sell_status = '4' AS is_available, -1 AS d
          FROM old_rows WHERE is_active
        UNION ALL
        SELECT category_id, 0, coalesce(brand_id, 0), 0, sell_status = '4', 1
          FROM new_rows WHERE is_active
        UNION ALL
        SELECT o.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               o.is_available, -1
          FROM (SELECT id, category_id, sell_status = '4' AS is_available FROM old_rows WHERE is_active
                EXCEPT ALL
                SELECT id, category_id, sell_status = '4' FROM new_rows WHERE is_active) o
          JOIN good_attributes ga ON ga.good_id = o.id
        UNION ALL
        SELECT n.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               n.is_available, 1
          FROM (SELECT id, category_id, sell_status = '4' AS is_available FROM new_rows WHERE is_active
                EXCEPT ALL
                SELECT id, category_id, sell_status = '4' FROM old_rows WHERE is_active) n
          JOIN good_attributes ga ON ga.good_id = n.id
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0009's cache notes; the goods whose `is_active` changed (for `tag-list:N`) are the new
-- versions that differ from the old ones, by set difference instead of a join.
CREATE OR REPLACE FUNCTION "cache_goods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT coalesce(array_agg(id), '{}') INTO listed
      FROM (SELECT id, is_active FROM new_rows EXCEPT ALL SELECT id, is_active FROM old_rows) n;
  END IF;
  PERFORM cache_note_goods(ids, category_ids, brand_ids, group_ids, listed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0014's store notes: `store-towns` when a store was added, (de)activated or moved to
-- another town, by set difference instead of a join.
CREATE OR REPLACE FUNCTION "cache_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SELECT id, is_active, town_code FROM new_rows
      EXCEPT ALL
      SELECT id, is_active, town_code FROM old_rows
    ) INTO towns_changed;
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
