CREATE TABLE "kiotviet_product_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"store" text NOT NULL,
	"product_id" uuid NOT NULL,
	"kiotviet_product_id" bigint NOT NULL,
	"kiotviet_code" text NOT NULL,
	"kiotviet_name" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiotviet_product_links" ADD CONSTRAINT "kiotviet_product_links_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiotviet_product_links" ADD CONSTRAINT "kiotviet_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiotviet_product_links_key" ON "kiotviet_product_links" USING btree ("pharmacy_id","store","product_id");