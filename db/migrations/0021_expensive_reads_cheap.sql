DROP INDEX "goods_listing_expensive_idx";--> statement-breakpoint
DROP INDEX "goods_listing_all_expensive_idx";