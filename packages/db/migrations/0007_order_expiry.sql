ALTER TABLE "sales_order" ADD COLUMN "reserved_stock" jsonb;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_order_pending_idx" ON "sales_order" USING btree ("created_at") WHERE "sales_order"."status" = 'PendingPayment';