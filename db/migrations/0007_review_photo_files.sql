ALTER TABLE "review_photos" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "review_photos" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id");