ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_check" CHECK ("products"."barcode" ~ '^[0-9]{8,14}$');