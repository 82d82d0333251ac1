CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"kiotviet_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"phone" text,
	"email" text,
	"address" text,
	"branch_name" text,
	"total_revenue" bigint DEFAULT 0 NOT NULL,
	"total_invoiced" bigint DEFAULT 0 NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"kiotviet_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiotviet_budgets" (
	"store" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at_ms" bigint NOT NULL,
	"blocked_until_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"store_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"connected_at" timestamp with time zone,
	"last_scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_kiotviet_id" bigint NOT NULL,
	"product_id" uuid,
	"category_id" uuid,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"discount_ratio" double precision,
	"sub_total" bigint NOT NULL,
	"batch_number" text,
	"expiry_date" date
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"kiotviet_id" bigint NOT NULL,
	"code" text NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"branch_kiotviet_id" bigint,
	"branch_name" text,
	"sold_by_name" text,
	"customer_kiotviet_id" bigint,
	"customer_code" text,
	"customer_name" text,
	"total" bigint NOT NULL,
	"total_payment" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"status_value" text,
	"description" text,
	"search_text" text NOT NULL,
	"kiotviet_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_cursors" (
	"pharmacy_id" uuid NOT NULL,
	"data_type" text NOT NULL,
	"modified_since" timestamp with time zone,
	"run_kind" text,
	"run_started_at" timestamp with time zone,
	"resume_after" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_cursors_pharmacy_id_data_type_pk" PRIMARY KEY("pharmacy_id","data_type")
);
--> statement-breakpoint
CREATE TABLE "sync_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"user_id" uuid,
	"data_type" text NOT NULL,
	"sync_type" text NOT NULL,
	"status" text NOT NULL,
	"record_count" integer NOT NULL,
	"raw_json" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_leases" (
	"pharmacy_id" uuid NOT NULL,
	"data_type" text NOT NULL,
	"holder" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sync_leases_pharmacy_id_data_type_pk" PRIMARY KEY("pharmacy_id","data_type")
);
--> statement-breakpoint
DROP INDEX "branches_pharmacy_idx";--> statement-breakpoint
DROP INDEX "inventory_lots_batch_key";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "sync_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "kiotviet_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "kiotviet_receipt_code" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "kiotviet_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "kiotviet_sync_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "kiotviet_receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_connections" ADD CONSTRAINT "pos_connections_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_cursors" ADD CONSTRAINT "sync_cursors_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_history" ADD CONSTRAINT "sync_history_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_history" ADD CONSTRAINT "sync_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_leases" ADD CONSTRAINT "sync_leases_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_kiotviet_key" ON "customers" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE INDEX "customers_pharmacy_idx" ON "customers" USING btree ("pharmacy_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_gender_idx" ON "customers" USING btree ("pharmacy_id","gender","name","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pos_connections_pharmacy_key" ON "pos_connections" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_order_idx" ON "sales_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_product_idx" ON "sales_order_lines" USING btree ("pharmacy_id","product_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_category_idx" ON "sales_order_lines" USING btree ("pharmacy_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_kiotviet_key" ON "sales_orders" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE INDEX "sales_orders_pharmacy_date_idx" ON "sales_orders" USING btree ("pharmacy_id","purchase_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_idx" ON "sales_orders" USING btree ("pharmacy_id","status","purchase_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("pharmacy_id","customer_kiotviet_id","purchase_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_search_trgm_idx" ON "sales_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_code_trgm_idx" ON "sales_orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sync_history_pharmacy_idx" ON "sync_history" USING btree ("pharmacy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sync_history_type_idx" ON "sync_history" USING btree ("pharmacy_id","data_type","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_kiotviet_key" ON "branches" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE INDEX "branches_search_trgm_idx" ON "branches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kiotviet_key" ON "categories" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_kiotviet_key" ON "distributors" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lots_kiotviet_key" ON "inventory_lots" USING btree ("pharmacy_id","kiotviet_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_kiotviet_key" ON "products" USING btree ("pharmacy_id","kiotviet_id");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("pharmacy_id","code");--> statement-breakpoint
CREATE INDEX "branches_pharmacy_idx" ON "branches" USING btree ("pharmacy_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lots_batch_key" ON "inventory_lots" USING btree ("pharmacy_id","product_id","batch_key") WHERE "inventory_lots"."batch_key" is not null and "inventory_lots"."kiotviet_key" is null;--> statement-breakpoint
-- Existing branches get their folded search text the way foldForSearch writes it (test/search-fold.test.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
UPDATE "branches" SET "search_text" = btrim(regexp_replace(lower(unaccent(concat_ws(' ', "name", "address", "contact_number"))), '\s+', ' ', 'g'));
