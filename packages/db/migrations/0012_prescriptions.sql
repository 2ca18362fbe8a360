CREATE TABLE "prescription_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"patient_hash" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"prescription_number" varchar(32),
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_offer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"prescription_number" varchar(32) NOT NULL,
	"patient_hash" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"is_suitable_for_age" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "is_controlled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "strength" varchar(32);--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "prescription_number" varchar(32);--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "prescription_number" varchar(32);--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "patient_code" varchar(16);--> statement-breakpoint
ALTER TABLE "prescription_offer" ADD CONSTRAINT "prescription_offer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_offer" ADD CONSTRAINT "prescription_offer_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_access_log_read_at_idx" ON "prescription_access_log" USING btree ("read_at");--> statement-breakpoint
CREATE INDEX "prescription_access_log_patient_idx" ON "prescription_access_log" USING btree ("patient_hash","read_at");--> statement-breakpoint
CREATE INDEX "prescription_offer_lookup_idx" ON "prescription_offer" USING btree ("customer_id","prescription_number","product_id");--> statement-breakpoint
CREATE INDEX "prescription_offer_expires_idx" ON "prescription_offer" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_prescription_idx" ON "cart_item" USING btree ("cart_id","prescription_number") WHERE "cart_item"."prescription_number" is not null;