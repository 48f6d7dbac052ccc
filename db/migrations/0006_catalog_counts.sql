-- Listed goods per category, per brand and per characteristic value, split by availability
-- (category_facet_counts, ADR 0068). Hand-written: drizzle-kit does not emit functions or triggers.
-- Statement triggers read transition tables, so a bulk import costs one grouped upsert per
-- statement. A deleted good is subtracted by a row trigger BEFORE the delete, while its
-- characteristics still exist (their cascaded delete then finds no good and subtracts nothing).
-- TRUNCATE is not counted: the shop never truncates goods.
CREATE FUNCTION "catalog_counts_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, 0, coalesce(brand_id, 0), 0, sell_status = '4', count(*)::int
      FROM new_rows WHERE is_active GROUP BY 1, 3, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, attribute_id, key, num, is_available, sum(d)::int FROM (
        SELECT o.category_id, 0 AS attribute_id, coalesce(o.brand_id, 0) AS key, 0::float8 AS num,
               o.sell_status = '4' AS is_available, -1 AS d
          FROM old_rows o JOIN new_rows n USING (id) WHERE o.is_active
        UNION ALL
        SELECT n.category_id, 0, coalesce(n.brand_id, 0), 0, n.sell_status = '4', 1
          FROM old_rows o JOIN new_rows n USING (id) WHERE n.is_active
        UNION ALL
        SELECT o.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               o.sell_status = '4', -1
          FROM old_rows o JOIN new_rows n USING (id) JOIN good_attributes ga ON ga.good_id = o.id
          WHERE o.is_active AND (o.category_id, o.is_active, o.sell_status = '4')
                IS DISTINCT FROM (n.category_id, n.is_active, n.sell_status = '4')
        UNION ALL
        SELECT n.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
               n.sell_status = '4', 1
          FROM old_rows o JOIN new_rows n USING (id) JOIN good_attributes ga ON ga.good_id = n.id
          WHERE n.is_active AND (o.category_id, o.is_active, o.sell_status = '4')
                IS DISTINCT FROM (n.category_id, n.is_active, n.sell_status = '4')
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_catalog_counts_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_goods"();
--> statement-breakpoint
CREATE TRIGGER "goods_catalog_counts_update" AFTER UPDATE ON "goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_goods"();
--> statement-breakpoint
CREATE FUNCTION "catalog_counts_good_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_active THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT OLD.category_id, 0, coalesce(OLD.brand_id, 0), 0, OLD.sell_status = '4', -1
      UNION ALL
      SELECT OLD.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
             OLD.sell_status = '4', -1
        FROM good_attributes ga WHERE ga.good_id = OLD.id
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_catalog_counts_delete" BEFORE DELETE ON "goods"
  FOR EACH ROW EXECUTE FUNCTION "catalog_counts_good_deleted"();
--> statement-breakpoint
CREATE FUNCTION "catalog_counts_attributes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
             g.sell_status = '4', count(*)::int
      FROM new_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
             g.sell_status = '4', -count(*)::int
      FROM old_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO category_facet_counts AS c (category_id, attribute_id, key, num, is_available, n)
      SELECT category_id, attribute_id, key, num, is_available, sum(d)::int FROM (
        SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0) AS key,
               coalesce(r.value_num, 'NaN') AS num, g.sell_status = '4' AS is_available, -1 AS d
          FROM old_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active
        UNION ALL
        SELECT g.category_id, r.attribute_id, coalesce(r.option_id, 0), coalesce(r.value_num, 'NaN'),
               g.sell_status = '4', 1
          FROM new_rows r JOIN goods g ON g.id = r.good_id WHERE g.is_active
      ) d GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0
    ON CONFLICT (category_id, attribute_id, key, num, is_available) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "good_attributes_catalog_counts_insert" AFTER INSERT ON "good_attributes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_attributes"();
--> statement-breakpoint
CREATE TRIGGER "good_attributes_catalog_counts_update" AFTER UPDATE ON "good_attributes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_attributes"();
--> statement-breakpoint
CREATE TRIGGER "good_attributes_catalog_counts_delete" AFTER DELETE ON "good_attributes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_attributes"();
--> statement-breakpoint
INSERT INTO category_facet_counts (category_id, attribute_id, key, num, is_available, n)
  SELECT category_id, 0, coalesce(brand_id, 0), 0, sell_status = '4', count(*)::int
    FROM goods WHERE is_active GROUP BY 1, 3, 5
  UNION ALL
  SELECT g.category_id, ga.attribute_id, coalesce(ga.option_id, 0), coalesce(ga.value_num, 'NaN'),
         g.sell_status = '4', count(*)::int
    FROM good_attributes ga JOIN goods g ON g.id = ga.good_id WHERE g.is_active GROUP BY 1, 2, 3, 4, 5;
