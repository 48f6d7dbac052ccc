ALTER TABLE "departments" ADD COLUMN "max_length_mm" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "max_width_mm" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "max_height_mm" integer;