ALTER TABLE "purchase_order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_on_hand_check" CHECK ("inventory_lots"."on_hand" >= 0);--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_quantity_check" CHECK ("purchase_order_items"."quantity_ordered" > 0);--> statement-breakpoint
ALTER TABLE "shipped_batches" ADD CONSTRAINT "shipped_batches_quantity_check" CHECK ("shipped_batches"."quantity_shipped" > 0);