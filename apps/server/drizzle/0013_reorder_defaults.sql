ALTER TABLE "pharmacies" ADD COLUMN "reorder_lead_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "reorder_cover_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_reorder_lead_days_check" CHECK ("pharmacies"."reorder_lead_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_reorder_cover_days_check" CHECK ("pharmacies"."reorder_cover_days" between 1 and 365);