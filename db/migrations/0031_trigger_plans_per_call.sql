-- The statement triggers plan their queries for each call (ADR 0132). PL/pgSQL keeps a statement's
-- plan for the session and, after five calls, may switch to a generic plan made without knowing
-- how many rows the transition table holds: `search_stamp_attribute_goods` then read every good to
-- stamp the few of the batch (3,000 goods: 3 → 206 ms a call, the 1C goods batch's "fixed cost" of
-- ADR 0125, and growing with the catalogue). A custom plan per call costs a planning of well under
-- a millisecond. Hand-written: drizzle-kit does not emit functions.
ALTER FUNCTION "search_stamp_attribute_goods"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "catalog_counts_goods"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "catalog_counts_attributes"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "cache_goods_changed"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "cache_note_goods"(integer[], integer[], integer[], integer[], integer[]) SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "cache_stores_changed"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "cache_promotions_changed"() SET plan_cache_mode = force_custom_plan;
