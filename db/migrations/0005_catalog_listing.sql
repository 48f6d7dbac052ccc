CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"key" integer NOT NULL,
	"num" double precision NOT NULL,
	"is_available" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "category_facet_counts_category_id_attribute_id_key_num_is_available_pk" PRIMARY KEY("category_id","attribute_id","key","num","is_available")
);
--> statement-breakpoint
DROP INDEX "goods_category_popularity_idx";--> statement-breakpoint
DROP INDEX "goods_category_created_idx";--> statement-breakpoint
CREATE INDEX "goods_listing_popular_idx" ON "goods" USING btree ("category_id","popularity" DESC NULLS FIRST,"id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_cheap_idx" ON "goods" USING btree ("category_id","price","id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_expensive_idx" ON "goods" USING btree ("category_id","price" DESC NULLS FIRST,"id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_new_idx" ON "goods" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_discount_idx" ON "goods" USING btree ("category_id",((coalesce("old_price", "price") - "price")::float8 / greatest(coalesce("old_price", "price"), 1)) desc,"popularity" DESC NULLS FIRST,"id","price","old_price") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_all_popular_idx" ON "goods" USING btree ("popularity" DESC NULLS FIRST,"id","category_id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_all_cheap_idx" ON "goods" USING btree ("price","id","category_id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_all_expensive_idx" ON "goods" USING btree ("price" DESC NULLS FIRST,"id","category_id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_all_new_idx" ON "goods" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id") WHERE "goods"."is_active";--> statement-breakpoint
CREATE INDEX "goods_listing_all_discount_idx" ON "goods" USING btree (((coalesce("old_price", "price") - "price")::float8 / greatest(coalesce("old_price", "price"), 1)) desc,"popularity" DESC NULLS FIRST,"id","category_id","price","old_price") WHERE "goods"."is_active";