CREATE TABLE "product_branch_stocks" (
	"pharmacy_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_kiotviet_id" bigint NOT NULL,
	"on_hand" double precision DEFAULT 0 NOT NULL,
	"reserved" double precision DEFAULT 0 NOT NULL,
	"on_order" double precision DEFAULT 0 NOT NULL,
	"min_quantity" double precision DEFAULT 0 NOT NULL,
	"max_quantity" double precision DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_branch_stocks_pharmacy_id_product_id_branch_kiotviet_id_pk" PRIMARY KEY("pharmacy_id","product_id","branch_kiotviet_id")
);
--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kiotviet_debt" bigint;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "kiotviet_total_invoiced" bigint;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "branch_kiotviet_id" bigint;--> statement-breakpoint
ALTER TABLE "product_branch_stocks" ADD CONSTRAINT "product_branch_stocks_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branch_stocks" ADD CONSTRAINT "product_branch_stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_branch_stocks_branch_idx" ON "product_branch_stocks" USING btree ("pharmacy_id","branch_kiotviet_id");--> statement-breakpoint
-- Written by hand: synced stock already kept names its branch inside its key (stock:<product>:<branch>, and
-- lot:<product>:<branch>:<lot number> for lots without an id): the branch is copied from there. Lots keyed
-- lot:<lot id> do not say it, and the figures per branch are new: the next product sync is made a full one (its
-- cursor goes), which writes every product's lots with their branch and its figures per branch.
UPDATE "inventory_lots" SET "branch_kiotviet_id" = split_part("kiotviet_key", ':', 3)::bigint
  WHERE "kiotviet_key" ~ '^(stock|lot):[0-9]+:[0-9]+(:|$)';--> statement-breakpoint
DELETE FROM "sync_cursors" WHERE "data_type" = 'PRODUCT';--> statement-breakpoint
-- Written by hand: the supplier totals are new, so the next supplier sync is made a full one (its cursor goes) and
-- writes every KiotViet supplier's totals.
DELETE FROM "sync_cursors" WHERE "data_type" = 'SUPPLIER';
