CREATE TABLE "cart" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"customer_id" integer,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"coupon_code" varchar(64),
	"chat_id" varchar(128),
	"shipping_carrier_code" varchar(32),
	"shipping_method_code" varchar(32),
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"payment_method" varchar(32),
	"merged_cart_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_store_code_check" CHECK ("cart"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "cart_status_check" CHECK ("cart"."status" in ('active', 'merged', 'ordered'))
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"parent_sku" varchar(64),
	"line_key" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_qty_check" CHECK ("cart_item"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(8) NOT NULL,
	"scope" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"skus" text[],
	"from_date" date,
	"to_date" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sales_rule_code_unique" UNIQUE("code"),
	CONSTRAINT "sales_rule_type_check" CHECK ("sales_rule"."type" in ('percent', 'fixed')),
	CONSTRAINT "sales_rule_scope_check" CHECK ("sales_rule"."scope" in ('cart', 'line')),
	CONSTRAINT "sales_rule_amount_check" CHECK ("sales_rule"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_customer_idx" ON "cart" USING btree ("customer_id") WHERE "cart"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_line_idx" ON "cart_item" USING btree ("cart_id","line_key");