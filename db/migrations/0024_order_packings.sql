CREATE TABLE "order_packings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"parcels" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "parcel_nos" integer[];--> statement-breakpoint
ALTER TABLE "order_packings" ADD CONSTRAINT "order_packings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packings" ADD CONSTRAINT "order_packings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;