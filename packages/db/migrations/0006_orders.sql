CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "parcel_machine" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"carrier_code" varchar(32) NOT NULL,
	"country" varchar(2) NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"provider" varchar(16) NOT NULL,
	"digest" varchar(64) NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" varchar(16) NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"cart_id" varchar(64) NOT NULL,
	"customer_id" integer,
	"store_code" varchar(2) NOT NULL,
	"status" varchar(16) NOT NULL,
	"payment_status" varchar(16) NOT NULL,
	"payment_method" varchar(32) NOT NULL,
	"payment_bank" varchar(32),
	"shipping_type" varchar(16) NOT NULL,
	"shipping_carrier_code" varchar(32),
	"shipping_method_code" varchar(32),
	"parcel_machine_id" varchar(64),
	"firstname" varchar(100) NOT NULL,
	"lastname" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(32) NOT NULL,
	"company" varchar(200),
	"tax_id" varchar(64),
	"coupon_code" varchar(64),
	"subtotal_incl_tax" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping_incl_tax" integer NOT NULL,
	"shipping_tax" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "sales_order_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sales_order_store_code_check" CHECK ("sales_order"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "sales_order_status_check" CHECK ("sales_order"."status" in ('PendingPayment', 'Paid', 'Processing', 'Cancelled', 'ManualCheck')),
	CONSTRAINT "sales_order_payment_status_check" CHECK ("sales_order"."payment_status" in ('pending', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sales_order_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"type" varchar(8) NOT NULL,
	"firstname" varchar(100) NOT NULL,
	"lastname" varchar(100) NOT NULL,
	"company" varchar(200),
	"country" varchar(2) NOT NULL,
	"street_address" varchar(100) NOT NULL,
	"apartment_number" varchar(10),
	"city" varchar(50),
	"state" varchar(100) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	CONSTRAINT "sales_order_address_type_check" CHECK ("sales_order_address"."type" in ('shipping', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer,
	"sku" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_total_incl_tax" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"tax_amount" integer NOT NULL,
	CONSTRAINT "sales_order_line_qty_check" CHECK ("sales_order_line"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"transaction_id" varchar(128) NOT NULL,
	"status" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_notification" ADD CONSTRAINT "payment_notification_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_address" ADD CONSTRAINT "sales_order_address_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_payment" ADD CONSTRAINT "sales_order_payment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_machine_carrier_idx" ON "parcel_machine" USING btree ("carrier_code","country");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notification_digest_idx" ON "payment_notification" USING btree ("provider","digest");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_address_type_idx" ON "sales_order_address" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_payment_transaction_idx" ON "sales_order_payment" USING btree ("provider","transaction_id");