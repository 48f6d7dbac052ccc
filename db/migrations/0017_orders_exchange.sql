CREATE TABLE "order_exports" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"exported_hash" text,
	"exported_at" timestamp with time zone,
	"pending_hash" text,
	"pending_session" text,
	"pending_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exports_pending_idx" ON "order_exports" USING btree ("pending_session");