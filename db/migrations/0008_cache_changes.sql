CREATE TABLE "cache_changes" (
	"xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"tags" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_likes" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "cache_changes_xid_idx" ON "cache_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "cache_changes_at_idx" ON "cache_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "review_likes_address_idx" ON "review_likes" USING btree ("review_id","address_hash");