CREATE INDEX "customers_search_prefix_idx" ON "customers" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_prefix_idx" ON "products" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode") WHERE "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_search_prefix_idx" ON "sales_orders" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
-- Written by hand (drizzle cannot express expression indexes). A search's prefix arms (src/db/search.ts): the
-- folded name follows the code and a space in search_text (foldForSearch("code name …")), so a name starting
-- with the text is a b-tree range of this expression, which the repositories write identically (afterCode).
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree ((substr("search_text", char_length("code") + 2)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree ((substr("search_text", char_length("code") + 2)) text_pattern_ops);--> statement-breakpoint
-- Written by hand: a phone number as search compares it, digits only with the country code (+84, or 84 before a
-- full number) as the leading 0, so '+84 912.345.678' and '0912 345 678' are one number. normalizePhone in
-- src/domain/text.ts applies the same rule to what is typed; the two must agree.
CREATE FUNCTION "phone_digits"(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select replace(
    regexp_replace(regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9+]', '', 'g'), '^\+84', '0'),
      '^84([0-9]{9,10})$', '0\1'),
    '+', '')
$$;--> statement-breakpoint
-- Written by hand: a phone typed from its start (a b-tree range) or its last digits (trigrams).
CREATE INDEX "customers_phone_prefix_idx" ON "customers" USING btree ((phone_digits("phone")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ((phone_digits("phone")) gin_trgm_ops);
