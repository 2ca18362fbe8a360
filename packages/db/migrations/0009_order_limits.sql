ALTER TABLE "stock_item" ALTER COLUMN "max_sale_qty" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_item" ALTER COLUMN "max_sale_qty" DROP NOT NULL;--> statement-breakpoint
UPDATE "stock_item" SET "max_sale_qty" = NULL WHERE "max_sale_qty" = 10000;--> statement-breakpoint
ALTER TABLE "stock_item" ADD CONSTRAINT "stock_item_max_sale_qty_check" CHECK ("stock_item"."max_sale_qty" is null or "stock_item"."max_sale_qty" >= 1);--> statement-breakpoint
ALTER TABLE "sales_order" DROP CONSTRAINT "sales_order_idempotency_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_cart_key_idx" ON "sales_order" USING btree ("cart_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_order_cod_unconfirmed_idx" ON "sales_order" USING btree ("created_at") WHERE "sales_order"."status" = 'Processing' and "sales_order"."payment_method" = 'cashondelivery' and "sales_order"."confirmed_at" is null;
