CREATE TABLE "reorder_changes" (
	"scope" text NOT NULL,
	"tx" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"version" bigint,
	CONSTRAINT "reorder_changes_scope_tx_product_id_pk" PRIMARY KEY("scope","tx","product_id")
);
--> statement-breakpoint
CREATE INDEX "reorder_changes_version_idx" ON "reorder_changes" USING btree ("scope","version");--> statement-breakpoint
CREATE INDEX "kiotviet_product_links_kiotviet_idx" ON "kiotviet_product_links" USING btree ("pharmacy_id","kiotviet_product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_product_idx" ON "purchase_order_items" USING btree ("product_id");