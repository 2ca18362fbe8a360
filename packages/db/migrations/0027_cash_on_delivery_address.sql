-- Issue 38: the client address an order was placed from, as the per-address limits count it (an
-- IPv4 address, or an IPv6 /64 network), so the unconfirmed cash-on-delivery orders of one address
-- can be capped by the units of one product they hold together.
ALTER TABLE "sales_order" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "sales_order_cod_address_idx" ON "sales_order" USING btree ("client_address") WHERE "sales_order"."status" = 'Processing' and "sales_order"."payment_method" = 'cashondelivery' and "sales_order"."confirmed_at" is null;
