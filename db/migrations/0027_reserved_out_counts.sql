-- ADR 0120: a good whose every piece open orders hold (`goods.reserved_out`, kept by core/stock
-- syncReservedOut) is not available to shoppers, so the listing's maintained counts split listed
-- goods by `sell_status = '4' AND NOT reserved_out` — the same test as core/catalog `onSaleSql`.
-- Hand-written: drizzle-kit does not emit functions. The bodies are those of migrations 0016
-- (goods, linear) and 0006 (a good deleted, characteristics) with only that test changed; the
-- goods trigger fires on every update, so a flip of `reserved_out` moves a good between the halves.
CREATE OR REPLACE FUNCTION "catalog_counts_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, 0, coalesce(brand_id, 0), 0, (sell_status = '4' AND NOT reserved_out), count(*)::int
      FROM new_rows WHERE is_active GROUP BY 1, 3, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Brand rows: -1 for every old version, +1 for every new one; an unchanged good cancels out.
    -- Characteristic rows: only goods whose (category, listed, available) changed, found by set
    -- difference of the listed versions; their characteristics are looked up by good_id.
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, attribute_id, key, num, is_available, sum(d)::int FROM (
        SELECT category_id, 0 AS attribute_id, coalesce(brand_id, 0) AS key, 0::float8 AS num,
               (sell_status = '4' AND NOT reserved_out) AS is_available, -1 AS d
          FROM old_rows WHERE is_active
        UNION ALL
        SELECT category_id, 0, coalesce(brand_id, 0), 0, (sell_status = '4' AND NOT reserved_out), 1
          FROM new_rows WHERE is_active
        UNION ALL
        SELECT o.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               o.is_available, -1
          FROM (SELECT id, category_id, (sell_status = '4' AND NOT reserved_out) AS is_available FROM old_rows WHERE is_active
                EXCEPT ALL
                SELECT id, category_id, (sell_status = '4' AND NOT reserved_out) FROM new_rows WHERE is_active) o
          JOIN good_attributes ga ON ga.good_id = o.id
        UNION ALL
        SELECT n.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               n.is_available, 1
          FROM (SELECT id, category_id, (sell_status = '4' AND NOT reserved_out) AS is_available FROM new_rows WHERE is_active
                EXCEPT ALL
                SELECT id, category_id, (sell_status = '4' AND NOT reserved_out) FROM old_rows WHERE is_active) n
          JOIN good_attributes ga ON ga.good_id = n.id
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_counts_good_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_active THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT OLD.category_id, 0, coalesce(OLD.brand_id, 0), 0, (OLD.sell_status = '4' AND NOT OLD.reserved_out), -1
      UNION ALL
      SELECT OLD.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
             (OLD.sell_status = '4' AND NOT OLD.reserved_out), -1
        FROM good_attributes ga WHERE ga.good_id = OLD.id
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_counts_attributes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
             (g.sell_status = '4' AND NOT g.reserved_out), count(*)::int
      FROM new_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
             (g.sell_status = '4' AND NOT g.reserved_out), -count(*)::int
      FROM old_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, attribute_id, key, num, is_available, sum(d)::int FROM (
        SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0) AS key,
               coalesce(r.value_num, 'NaN') AS num, (g.sell_status = '4' AND NOT g.reserved_out) AS is_available, -1 AS d
          FROM old_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active
        UNION ALL
        SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
               (g.sell_status = '4' AND NOT g.reserved_out), 1
          FROM new_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuild the counts under the new test (goods reserved out before this migration move over).
DELETE FROM category_facet_counts;
--> statement-breakpoint
INSERT INTO category_facet_counts (category_id, attribute_id, key, num, is_available, n)
  SELECT category_id, 0, coalesce(brand_id, 0), 0, (sell_status = '4' AND NOT reserved_out), count(*)::int
    FROM goods WHERE is_active GROUP BY 1, 3, 5
  UNION ALL
  SELECT g.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
         (g.sell_status = '4' AND NOT g.reserved_out), count(*)::int
    FROM good_attributes ga JOIN goods g ON g.id = ga.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5;
