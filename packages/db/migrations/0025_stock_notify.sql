-- An order's stock reservation changed stock_item on every order, and its statement trigger
-- (0024) emptied every instance's page cache each time. Pages show of stock only whether a
-- product is in stock (is_in_stock, stock_status) and nothing of the quantity, so an update
-- NOTIFYs only when one of those changes or the units free to sell (qty - reserved_qty) reach or
-- leave zero. The row trigger's WHEN is tested before anything is called; one transaction's
-- notifications with the same payload are delivered once.
DROP TRIGGER IF EXISTS "stock_item_catalogue_changed" ON "stock_item";--> statement-breakpoint
CREATE TRIGGER "stock_item_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "stock_item" FOR EACH STATEMENT EXECUTE FUNCTION "apteek_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_item_shown_changed" AFTER UPDATE ON "stock_item" FOR EACH ROW
  WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id"
    OR OLD."is_in_stock" IS DISTINCT FROM NEW."is_in_stock"
    OR OLD."stock_status" IS DISTINCT FROM NEW."stock_status"
    OR (OLD."qty" - OLD."reserved_qty" > 0) IS DISTINCT FROM (NEW."qty" - NEW."reserved_qty" > 0))
  EXECUTE FUNCTION "apteek_catalogue_changed"();
