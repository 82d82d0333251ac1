CREATE TABLE "received_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date,
	"quantity_received" integer NOT NULL,
	CONSTRAINT "received_batches_quantity_check" CHECK ("received_batches"."quantity_received" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "quantity_received" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "shortfall_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_order_status_history" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "received_in_full" boolean;--> statement-breakpoint
ALTER TABLE "received_batches" ADD CONSTRAINT "received_batches_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_batches_item_idx" ON "received_batches" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_received_check" CHECK ("purchase_order_items"."quantity_received" >= 0);--> statement-breakpoint
-- Written by hand: an order delivered before receipts recorded what arrived received each shipped batch in full (an
-- order shipped without any batch, its ordered quantities): its lines, received lots and full flag are filled so.
INSERT INTO "received_batches" ("order_item_id", "batch_number", "expiry_date", "quantity_received")
  SELECT b."order_item_id", b."batch_number_snapshot", b."expiry_date_snapshot", b."quantity_shipped"
  FROM "shipped_batches" b
  JOIN "purchase_order_items" i ON i."id" = b."order_item_id"
  JOIN "purchase_orders" o ON o."id" = i."order_id"
  WHERE o."status" = 'delivered';--> statement-breakpoint
UPDATE "purchase_order_items" i SET "quantity_received" = CASE
    WHEN EXISTS (
      SELECT 1 FROM "shipped_batches" b JOIN "purchase_order_items" j ON j."id" = b."order_item_id"
      WHERE j."order_id" = i."order_id"
    ) THEN coalesce((SELECT sum(b."quantity_shipped") FROM "shipped_batches" b WHERE b."order_item_id" = i."id"), 0)::integer
    ELSE i."quantity_ordered"
  END
  FROM "purchase_orders" o
  WHERE o."id" = i."order_id" AND o."status" = 'delivered';--> statement-breakpoint
UPDATE "purchase_orders" o SET "received_in_full" = NOT EXISTS (
    SELECT 1 FROM "purchase_order_items" i WHERE i."order_id" = o."id" AND i."quantity_received" < i."quantity_ordered"
  )
  WHERE o."status" = 'delivered';
