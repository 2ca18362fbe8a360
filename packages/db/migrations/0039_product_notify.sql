-- A product's rows changed NOTIFY 'catalogue_changed' with the products' ids ('products:1,2,3',
-- several notifications when the ids would not fit one payload), so every instance drops the kept
-- pages and page data of those products (and of the products showing them) and its lists, and
-- keeps every other product's page. One notification per statement, from its transition table,
-- delivered at commit. A truncate, and every other catalogue table (0024), still name the table:
-- the instances drop everything (or, for the category listings, every list).
CREATE OR REPLACE FUNCTION "apteek_notify_products"(ids text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  part text;
BEGIN
  WHILE ids IS NOT NULL AND ids <> '' LOOP
    IF length(ids) <= 7900 THEN
      part := ids;
      ids := NULL;
    ELSE
      part := left(ids, 7900);
      part := left(part, length(part) - position(',' in reverse(part)));
      ids := substr(ids, length(part) + 2);
    END IF;
    PERFORM pg_notify('catalogue_changed', 'products:' || part);
  END LOOP;
END;
$$;--> statement-breakpoint
-- The trigger's argument names the column holding the product's id; its transition table is 'changed'.
CREATE OR REPLACE FUNCTION "apteek_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM changed', TG_ARGV[0]) INTO ids;
  PERFORM "apteek_notify_products"(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Stock: only what pages show (0025): in stock or not, its status, units free to sell or none.
CREATE OR REPLACE FUNCTION "apteek_stock_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT n.product_id::text, ',') INTO ids
    FROM changed n JOIN before o ON o.product_id = n.product_id
    WHERE o.is_in_stock IS DISTINCT FROM n.is_in_stock
      OR o.stock_status IS DISTINCT FROM n.stock_status
      OR (o.qty - o.reserved_qty > 0) IS DISTINCT FROM (n.qty - n.reserved_qty > 0);
  PERFORM "apteek_notify_products"(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_catalogue_changed" ON "product";--> statement-breakpoint
CREATE TRIGGER "product_catalogue_changed" AFTER UPDATE ON "product" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('id');--> statement-breakpoint
CREATE TRIGGER "product_catalogue_added" AFTER INSERT ON "product" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('id');--> statement-breakpoint
CREATE TRIGGER "product_catalogue_removed" AFTER DELETE ON "product" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('id');--> statement-breakpoint
CREATE TRIGGER "product_catalogue_truncated" AFTER TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_text_catalogue_changed" ON "product_text";--> statement-breakpoint
CREATE TRIGGER "product_text_catalogue_changed" AFTER UPDATE ON "product_text" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_text_catalogue_added" AFTER INSERT ON "product_text" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_text_catalogue_removed" AFTER DELETE ON "product_text" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_text_catalogue_truncated" AFTER TRUNCATE ON "product_text" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_attribute_value_catalogue_changed" ON "product_attribute_value";--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_catalogue_changed" AFTER UPDATE ON "product_attribute_value" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_catalogue_added" AFTER INSERT ON "product_attribute_value" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_catalogue_removed" AFTER DELETE ON "product_attribute_value" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_attribute_value_catalogue_truncated" AFTER TRUNCATE ON "product_attribute_value" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_tier_price_catalogue_changed" ON "product_tier_price";--> statement-breakpoint
CREATE TRIGGER "product_tier_price_catalogue_changed" AFTER UPDATE ON "product_tier_price" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_tier_price_catalogue_added" AFTER INSERT ON "product_tier_price" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_tier_price_catalogue_removed" AFTER DELETE ON "product_tier_price" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_tier_price_catalogue_truncated" AFTER TRUNCATE ON "product_tier_price" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_media_catalogue_changed" ON "product_media";--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_changed" AFTER UPDATE ON "product_media" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_added" AFTER INSERT ON "product_media" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_removed" AFTER DELETE ON "product_media" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_truncated" AFTER TRUNCATE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "category_product_catalogue_changed" ON "category_product";--> statement-breakpoint
CREATE TRIGGER "category_product_catalogue_changed" AFTER UPDATE ON "category_product" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "category_product_catalogue_added" AFTER INSERT ON "category_product" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "category_product_catalogue_removed" AFTER DELETE ON "category_product" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "category_product_catalogue_truncated" AFTER TRUNCATE ON "category_product" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_listing_catalogue_changed" ON "product_listing";--> statement-breakpoint
CREATE TRIGGER "product_listing_catalogue_changed" AFTER UPDATE ON "product_listing" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_listing_catalogue_added" AFTER INSERT ON "product_listing" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_listing_catalogue_removed" AFTER DELETE ON "product_listing" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_listing_catalogue_truncated" AFTER TRUNCATE ON "product_listing" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_search_catalogue_changed" ON "product_search";--> statement-breakpoint
CREATE TRIGGER "product_search_catalogue_changed" AFTER UPDATE ON "product_search" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_search_catalogue_added" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_search_catalogue_removed" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_search_catalogue_truncated" AFTER TRUNCATE ON "product_search" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_link_catalogue_changed" ON "product_link";--> statement-breakpoint
CREATE TRIGGER "product_link_catalogue_changed" AFTER UPDATE ON "product_link" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_link_catalogue_added" AFTER INSERT ON "product_link" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_link_catalogue_removed" AFTER DELETE ON "product_link" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_link_catalogue_truncated" AFTER TRUNCATE ON "product_link" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_configurable_child_catalogue_changed" ON "product_configurable_child";--> statement-breakpoint
CREATE TRIGGER "product_configurable_child_catalogue_changed" AFTER UPDATE ON "product_configurable_child" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('parent_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_child_catalogue_added" AFTER INSERT ON "product_configurable_child" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('parent_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_child_catalogue_removed" AFTER DELETE ON "product_configurable_child" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('parent_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_child_catalogue_truncated" AFTER TRUNCATE ON "product_configurable_child" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_configurable_attribute_catalogue_changed" ON "product_configurable_attribute";--> statement-breakpoint
CREATE TRIGGER "product_configurable_attribute_catalogue_changed" AFTER UPDATE ON "product_configurable_attribute" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_attribute_catalogue_added" AFTER INSERT ON "product_configurable_attribute" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_attribute_catalogue_removed" AFTER DELETE ON "product_configurable_attribute" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "product_configurable_attribute_catalogue_truncated" AFTER TRUNCATE ON "product_configurable_attribute" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_item_catalogue_changed" ON "stock_item";--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_added" AFTER INSERT ON "stock_item" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_removed" AFTER DELETE ON "stock_item" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_products_changed"('product_id');--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_truncated" AFTER TRUNCATE ON "stock_item" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_item_shown_changed" ON "stock_item";--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_changed" AFTER UPDATE ON "stock_item" REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "apteek_stock_shown_changed"();
