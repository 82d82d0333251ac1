-- Written by hand (drizzle-kit cannot express triggers): which products each raise of a pharmacy's reorder version
-- touched (reorder_changes, migration 0019), so that a server process holding the pharmacy's reorder figures at an
-- older version re-reads those products only, instead of the chain's whole stock and purchase orders
-- (src/modules/reorder/service.ts).
--
-- Statement triggers with transition tables record the products of each statement's rows under the writing
-- transaction (one INSERT … SELECT DISTINCT per statement: a sync batch of thousands of lots adds one statement).
-- The deferred trigger of migration 0017 raises the version at the commit and stamps the transaction's rows with it.
-- A write that every product's figures depend on (a supplier, the pharmacy's defaults or KiotViet store, a product
-- link, a purchase order removed) records the nil UUID: the figures are then read whole. A raise always leaves at
-- least one row, so a reader can tell a complete log (one version per step) from a pruned one. The partners'
-- catalogue ('reorder:catalogue') records nothing: a change to it has every pharmacy read its figures whole.
--
-- The version is also no longer raised by writes that change nothing the figures read: the connection's test
-- results and schedule (only its store name counts) and the pharmacy's other settings (only its reorder defaults).
CREATE FUNCTION "record_reorder_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of text;
  source text;
BEGIN
  FOREACH rows_of IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END
  LOOP
    source := CASE TG_TABLE_NAME
      WHEN 'inventory_lots' THEN format('select r.pharmacy_id, r.product_id from %I r', rows_of)
      WHEN 'product_branch_stocks' THEN format('select r.pharmacy_id, r.product_id from %I r', rows_of)
      WHEN 'products' THEN format('select r.pharmacy_id, r.id as product_id from %I r', rows_of)
      WHEN 'product_units' THEN
        format('select p.pharmacy_id, r.product_id from %I r join products p on p.id = r.product_id', rows_of)
      WHEN 'purchase_order_items' THEN
        format('select o.pharmacy_id, r.product_id from %I r join purchase_orders o on o.id = r.order_id', rows_of)
      -- An order's status or supplier: its lines' products; an order delivered (before or after the write) moves its
      -- supplier's lead time too (the UUID ending in 1). An order removed takes its lines with it before this runs:
      -- everything is read again.
      WHEN 'purchase_orders' THEN CASE WHEN TG_OP = 'DELETE'
        THEN format('select r.pharmacy_id, ''00000000-0000-0000-0000-000000000000''::uuid as product_id from %I r', rows_of)
        ELSE format('select r.pharmacy_id, i.product_id from %I r join purchase_order_items i on i.order_id = r.id
          union all select r.pharmacy_id, ''00000000-0000-0000-0000-000000000001''::uuid from %I r
            where r.status = ''delivered''', rows_of, rows_of)
        END
    END;
    EXECUTE 'insert into reorder_changes (scope, tx, product_id)
      select distinct ''reorder:'' || s.pharmacy_id::text, txid_current(), s.product_id from (' || source || ') s
      where s.pharmacy_id is not null
      on conflict do nothing';
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Three triggers per table: PostgreSQL allows transition tables only on a trigger of one event.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['inventory_lots', 'product_branch_stocks', 'products', 'product_units',
    'purchase_order_items', 'purchase_orders']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION record_reorder_changes()', t || '_reorder_changes_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION record_reorder_changes()', t || '_reorder_changes_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION record_reorder_changes()', t || '_reorder_changes_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_reorder_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pharmacy uuid;
  raised text;
  marker text;
  done text;
  raised_version bigint;
BEGIN
  -- (Nested: PL/pgSQL resolves every field of a condition, so another table's row has no such field.)
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'pos_connections' THEN
      IF NEW.store_name IS NOT DISTINCT FROM OLD.store_name AND NEW.pharmacy_id = OLD.pharmacy_id THEN
        RETURN NULL;
      END IF;
    ELSIF TG_TABLE_NAME = 'pharmacies' THEN
      IF NEW.reorder_lead_days = OLD.reorder_lead_days AND NEW.reorder_cover_days = OLD.reorder_cover_days THEN
        RETURN NULL;
      END IF;
    END IF;
  END IF;
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
  done := current_setting(marker, true);
  IF done IS NULL OR done = '' THEN
    INSERT INTO list_versions (scope, version) VALUES (raised, 1)
      ON CONFLICT (scope) DO UPDATE SET version = list_versions.version + 1
      RETURNING list_versions.version INTO raised_version;
    PERFORM set_config(marker, raised_version::text, true);
    IF pharmacy IS NULL THEN
      RETURN NULL;
    END IF;
    UPDATE reorder_changes SET version = raised_version
      WHERE scope = raised AND tx = txid_current() AND reorder_changes.version IS NULL;
    IF NOT FOUND THEN
      -- Nothing recorded which products: every product's figures are read again.
      INSERT INTO reorder_changes (scope, tx, product_id, version)
        VALUES (raised, txid_current(), '00000000-0000-0000-0000-000000000000', raised_version)
        ON CONFLICT (scope, tx, product_id) DO NOTHING;
    END IF;
    -- The log keeps the last 500 raises of each pharmacy: a process further behind reads its figures whole.
    IF raised_version % 100 = 0 THEN
      DELETE FROM reorder_changes WHERE scope = raised AND reorder_changes.version < raised_version - 500;
    END IF;
  ELSIF pharmacy IS NULL THEN
    RETURN NULL;
  ELSE
    raised_version := done::bigint;
  END IF;
  IF TG_TABLE_NAME IN ('distributors', 'pharmacies', 'pos_connections', 'kiotviet_product_links') THEN
    INSERT INTO reorder_changes (scope, tx, product_id, version)
      VALUES (raised, txid_current(), '00000000-0000-0000-0000-000000000000', raised_version)
      ON CONFLICT (scope, tx, product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
