-- Written by hand (drizzle-kit cannot express triggers): the version of what a pharmacy's reorder suggestions are
-- computed from, kept in list_versions as 'reorder:<pharmacy id>' ('reorder:catalogue' for the partners' products
-- and suppliers, shared by every pharmacy). Every write to the tables the suggestions read (its products, lots,
-- KiotViet levels, product links, purchase orders and their lines, suppliers, the pharmacy's defaults and its
-- KiotViet store) raises it in the writer's own transaction, so a server process may keep the figures it computed
-- while the version it read them under stays current (src/modules/reorder/service.ts). The triggers are deferred to
-- the commit and raise each scope once per transaction: the version row is locked only while the transaction
-- commits, after every other row it writes, so writers of one pharmacy never wait on each other for long nor
-- deadlock over it. Past days' sales have their own version (sales-daily:<pharmacy id>).
CREATE FUNCTION "raise_reorder_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pharmacy uuid;
  raised text;
  marker text;
BEGIN
  IF TG_TABLE_NAME = 'purchase_order_items' THEN
    -- A line removed with its order: the order's own trigger raises the version.
    SELECT o.pharmacy_id INTO pharmacy FROM purchase_orders o
      WHERE o.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
    IF pharmacy IS NULL THEN
      RETURN NULL;
    END IF;
  ELSIF TG_TABLE_NAME = 'pharmacies' THEN
    pharmacy := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSIF TG_OP = 'DELETE' THEN
    pharmacy := OLD.pharmacy_id;
  ELSE
    pharmacy := NEW.pharmacy_id;
  END IF;
  raised := 'reorder:' || coalesce(pharmacy::text, 'catalogue');
  marker := 'reorder_raised.p' || replace(coalesce(pharmacy::text, 'catalogue'), '-', '');
  IF current_setting(marker, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(marker, 'yes', true);
  INSERT INTO list_versions (scope, version) VALUES (raised, 1)
    ON CONFLICT (scope) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inventory_lots_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "inventory_lots"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_branch_stocks_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "product_branch_stocks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "kiotviet_product_links_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "kiotviet_product_links"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_orders_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "purchase_orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_order_items_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "purchase_order_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "distributors_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "distributors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pharmacies_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "pharmacies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pos_connections_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "pos_connections"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
