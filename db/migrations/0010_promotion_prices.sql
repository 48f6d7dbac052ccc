ALTER TABLE "goods" ADD COLUMN "regular_price" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "regular_old_price" integer;--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
CREATE INDEX "goods_promoted_idx" ON "goods" USING btree ("id") WHERE "goods"."regular_price" is not null;--> statement-breakpoint
CREATE INDEX "promotion_goods_good_idx" ON "promotion_goods" USING btree ("good_id");--> statement-breakpoint
ALTER TABLE "promotion_goods" ADD CONSTRAINT "promotion_goods_price_positive" CHECK ("promotion_goods"."price" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_discount_percent_range" CHECK ("promotions"."discount_percent" between 1 and 99);