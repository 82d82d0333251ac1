ALTER TABLE "customers" ADD COLUMN "groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "discount_ratio" double precision;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Written by hand: customer groups, invoice payments and invoice discount percentages are new, and KiotViet reports
-- no change of the records already synced: the next customer and sales-order syncs are made full ones (their
-- cursors go), which write every customer's groups and every order's payments once.
DELETE FROM "sync_cursors" WHERE "data_type" IN ('CUSTOMER', 'ORDER');