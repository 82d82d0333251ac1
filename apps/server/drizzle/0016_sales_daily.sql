CREATE TABLE "sales_daily" (
	"pharmacy_id" uuid NOT NULL,
	"sold_on" date NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_kiotviet_id" bigint,
	"quantity" numeric NOT NULL,
	CONSTRAINT "sales_daily_key" UNIQUE NULLS NOT DISTINCT("pharmacy_id","sold_on","product_id","branch_kiotviet_id")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_product_idx" ON "sales_daily" USING btree ("pharmacy_id","product_id","sold_on");--> statement-breakpoint
-- Written by hand: the summary of the invoices already synced (the invoice sync keeps it in step from here on).
-- The same statement as rebuildSalesDaily in src/sync/sales-daily.ts.
INSERT INTO "sales_daily" ("pharmacy_id", "sold_on", "product_id", "branch_kiotviet_id", "quantity")
SELECT o."pharmacy_id", (o."purchase_date" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, l."product_id", o."branch_kiotviet_id",
  sum(l."quantity"::numeric)
FROM "sales_orders" o JOIN "sales_order_lines" l ON l."order_id" = o."id"
WHERE o."status" = 1 AND l."product_id" IS NOT NULL
GROUP BY 1, 2, 3, 4
HAVING sum(l."quantity"::numeric) <> 0;
