-- Written by hand (drizzle-kit cannot express triggers): the reorder suggestions round each line up to the unit it
-- is ordered in (a box, a blister), read from product_units, so a write to a product's units raises the version of
-- the reorder figures of the product's pharmacy ('reorder:catalogue' for a partner's catalogue product) like the
-- other tables of migration 0017_reorder_versions. product_units has no pharmacy of its own: it is its product's.
CREATE OR REPLACE FUNCTION "raise_reorder_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_TABLE_NAME = 'product_units' THEN
    -- A unit removed with its product: the product's own trigger raises the version.
    SELECT p.pharmacy_id INTO pharmacy FROM products p
      WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
    IF NOT FOUND THEN
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
CREATE CONSTRAINT TRIGGER "product_units_reorder_version" AFTER INSERT OR UPDATE OR DELETE ON "product_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_reorder_version"();
