ALTER TABLE "distributors" ADD COLUMN "kiotviet_debt" bigint;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kiotviet_total_invoiced" bigint;--> statement-breakpoint
-- Written by hand: the totals are new, so the next supplier sync is made a full one (its cursor goes) and writes
-- every KiotViet supplier's totals.
DELETE FROM "sync_cursors" WHERE "data_type" = 'SUPPLIER';
