-- Search index freshness across app instances (ADR 0064). Hand-written: drizzle-kit does not emit
-- functions or triggers. Every write to a good or its characteristics stamps goods.search_xid with
-- the writing transaction's id; deletes leave tombstones; edits of the dictionaries a search
-- document is built from bump search_meta.catalog_rev (engines rebuild), edits of synonyms bump
-- search_meta.synonyms_rev.
INSERT INTO "search_meta" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "search_stamp_good"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_search_stamp" BEFORE INSERT OR UPDATE ON "goods"
  FOR EACH ROW EXECUTE FUNCTION "search_stamp_good"();
--> statement-breakpoint
CREATE FUNCTION "search_tombstone_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_tombstones (good_id, xid)
    SELECT id, pg_current_xact_id()::text::bigint FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_search_tombstone" AFTER DELETE ON "goods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_tombstone_goods"();
--> statement-breakpoint
-- A characteristic written: stamp its good (once per good and transaction).
CREATE FUNCTION "search_stamp_attribute_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_xid bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE goods SET search_xid = current_xid
      WHERE id IN (SELECT good_id FROM old_rows) AND search_xid <> current_xid;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE goods SET search_xid = current_xid
      WHERE id IN (SELECT good_id FROM old_rows UNION SELECT good_id FROM new_rows) AND search_xid <> current_xid;
  ELSE
    UPDATE goods SET search_xid = current_xid
      WHERE id IN (SELECT good_id FROM new_rows) AND search_xid <> current_xid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "good_attributes_search_insert" AFTER INSERT ON "good_attributes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_stamp_attribute_goods"();
--> statement-breakpoint
CREATE TRIGGER "good_attributes_search_update" AFTER UPDATE ON "good_attributes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_stamp_attribute_goods"();
--> statement-breakpoint
CREATE TRIGGER "good_attributes_search_delete" AFTER DELETE ON "good_attributes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_stamp_attribute_goods"();
--> statement-breakpoint
CREATE FUNCTION "search_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_meta SET catalog_rev = catalog_rev + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attributes_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "goods_search_truncated" AFTER TRUNCATE ON "goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "good_attributes_search_truncated" AFTER TRUNCATE ON "good_attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_catalog_changed"();
--> statement-breakpoint
CREATE FUNCTION "search_synonyms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_meta SET synonyms_rev = synonyms_rev + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_synonyms_changed"();
