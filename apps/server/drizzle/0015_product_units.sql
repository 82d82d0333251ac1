CREATE TABLE "product_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"code" text NOT NULL,
	"kiotviet_id" bigint,
	"conversion" integer NOT NULL,
	"base_price" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_units_conversion_check" CHECK ("product_units"."conversion" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "unit_code" text;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "unit_kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "conversion" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_code_key" ON "product_units" USING btree ("product_id","code");--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_conversion_check" CHECK ("purchase_order_items"."conversion" between 1 and 10000);--> statement-breakpoint
-- Hand-written: the lines ordered before units existed were in the product's base unit (conversion 1, the default
-- above); they keep that unit's name as the product names it now.
UPDATE "purchase_order_items" i SET "unit" = p."unit" FROM "products" p WHERE p."id" = i."product_id" AND i."unit" IS NULL;
