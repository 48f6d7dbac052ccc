-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it (ADR 0128).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_names_trgm_idx" ON "users" USING gin (("last_name" || ' ' || "first_name" || ' ' || coalesce("patronymic", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_additional_phone_trgm_idx" ON "users" USING gin ("additional_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_titles_trgm_idx" ON "goods" USING gin (("title_ua" || ' ' || "title_ru") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_ext_id_trgm_idx" ON "goods" USING gin ("ext_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_hidden_idx" ON "goods" USING btree ("id") WHERE not "goods"."is_active";--> statement-breakpoint
CREATE INDEX "orders_names_trgm_idx" ON "orders" USING gin (("last_name" || ' ' || "first_name" || ' ' || coalesce("recipient_last_name", '') || ' ' || coalesce("recipient_first_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);