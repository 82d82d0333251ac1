-- Trigram indexes answer LIKE '%…%' on the folded search columns; pg_trgm ships with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_pharmacy_idx";--> statement-breakpoint
DROP INDEX "products_distributor_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_pharmacy_created_idx";--> statement-breakpoint
CREATE INDEX "categories_search_trgm_idx" ON "categories" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_search_trgm_idx" ON "distributors" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "distributors_code_trgm_idx" ON "distributors" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_pharmacy_status_idx" ON "purchase_orders" USING btree ("pharmacy_id","status","created_at","order_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_distributor_idx" ON "purchase_orders" USING btree ("distributor_id","pharmacy_id","created_at","order_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_pharmacy_delivered_idx" ON "purchase_orders" USING btree ("pharmacy_id","actual_delivery_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm_idx" ON "purchase_orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_pharmacy_idx" ON "products" USING btree ("pharmacy_id","name","id");--> statement-breakpoint
CREATE INDEX "products_distributor_idx" ON "products" USING btree ("distributor_id","name","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_pharmacy_created_idx" ON "purchase_orders" USING btree ("pharmacy_id","created_at","order_number");