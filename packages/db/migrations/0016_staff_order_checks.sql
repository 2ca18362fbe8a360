ALTER TABLE "sales_order" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "checked_by" integer;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_checked_by_staff_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_to_check_idx" ON "sales_order" USING btree ("created_at") WHERE "sales_order"."status" = 'ManualCheck' or ("sales_order"."checked_at" is null and "sales_order"."status" <> 'Cancelled');