CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"frontend_input" varchar(16) NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_label" (
	"attribute_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_label_attribute_id_store_code_pk" PRIMARY KEY("attribute_id","store_code"),
	CONSTRAINT "attribute_label_store_code_check" CHECK ("attribute_label"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "attribute_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_option_code_unique" UNIQUE("attribute_id","code")
);
--> statement-breakpoint
CREATE TABLE "attribute_option_label" (
	"option_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_option_label_option_id_store_code_pk" PRIMARY KEY("option_id","store_code"),
	CONSTRAINT "attribute_option_label_store_code_check" CHECK ("attribute_option_label"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"color" varchar(7) NOT NULL,
	CONSTRAINT "campaign_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "campaign_product" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_product_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_text" (
	"campaign_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"url_key" varchar(128) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "campaign_text_campaign_id_store_code_pk" PRIMARY KEY("campaign_id","store_code"),
	CONSTRAINT "campaign_text_url_key_unique" UNIQUE("store_code","url_key"),
	CONSTRAINT "campaign_text_store_code_check" CHECK ("campaign_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"parent_id" integer,
	"path" varchar(255) NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_product" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_product_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "category_text" (
	"category_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"url_key" varchar(128) NOT NULL,
	"url_path" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_text_category_id_store_code_pk" PRIMARY KEY("category_id","store_code"),
	CONSTRAINT "category_text_url_path_unique" UNIQUE("store_code","url_path"),
	CONSTRAINT "category_text_url_key_unique" UNIQUE("store_code","url_key"),
	CONSTRAINT "category_text_store_code_check" CHECK ("category_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" varchar(16) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"color" varchar(7) NOT NULL,
	"link_kind" varchar(16) NOT NULL,
	"link_target" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banner_slot_position_unique" UNIQUE("slot","position")
);
--> statement-breakpoint
CREATE TABLE "banner_text" (
	"banner_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta" text NOT NULL,
	CONSTRAINT "banner_text_banner_id_store_code_pk" PRIMARY KEY("banner_id","store_code"),
	CONSTRAINT "banner_text_store_code_check" CHECK ("banner_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "cms_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_block_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "cms_block_text" (
	"block_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "cms_block_text_block_id_store_code_pk" PRIMARY KEY("block_id","store_code"),
	CONSTRAINT "cms_block_text_store_code_check" CHECK ("cms_block_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"parent_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_page_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "cms_page_text" (
	"page_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "cms_page_text_page_id_store_code_pk" PRIMARY KEY("page_id","store_code"),
	CONSTRAINT "cms_page_text_store_code_check" CHECK ("cms_page_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "customer_group" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"tax_class_id" integer NOT NULL,
	CONSTRAINT "customer_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bundle_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_option_title" (
	"option_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "bundle_option_title_option_id_store_code_pk" PRIMARY KEY("option_id","store_code"),
	CONSTRAINT "bundle_option_title_store_code_check" CHECK ("bundle_option_title"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "bundle_selection" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	CONSTRAINT "custom_option_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "custom_option_title" (
	"option_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "custom_option_title_option_id_store_code_pk" PRIMARY KEY("option_id","store_code"),
	CONSTRAINT "custom_option_title_store_code_check" CHECK ("custom_option_title"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "custom_option_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"price" numeric(12, 4) DEFAULT '0' NOT NULL,
	"price_type" varchar(8) DEFAULT 'fixed' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_option_value_title" (
	"value_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "custom_option_value_title_value_id_store_code_pk" PRIMARY KEY("value_id","store_code"),
	CONSTRAINT "custom_option_value_title_store_code_check" CHECK ("custom_option_value_title"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_configurable_attribute" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_configurable_attribute_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_configurable_child" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_configurable_child_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "product_custom_option" (
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"is_require" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_custom_option_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_download" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_download_title" (
	"download_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_download_title_download_id_store_code_pk" PRIMARY KEY("download_id","store_code"),
	CONSTRAINT "product_download_title_store_code_check" CHECK ("product_download_title"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_link" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" varchar(16) NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_link_product_id_linked_product_id_link_type_pk" PRIMARY KEY("product_id","linked_product_id","link_type")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(64) NOT NULL,
	"type_id" varchar(16) NOT NULL,
	"type_code" smallint NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"tax_class_id" integer NOT NULL,
	"is_medicine" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_from_date" date,
	"special_to_date" date,
	"image" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_type_id_check" CHECK ("product"."type_id" in ('simple', 'virtual', 'configurable', 'grouped', 'bundle', 'downloadable')),
	CONSTRAINT "product_type_code_check" CHECK ("product"."type_code" in (100, 200, 300)),
	CONSTRAINT "product_visibility_check" CHECK ("product"."visibility" between 1 and 4),
	CONSTRAINT "product_price_check" CHECK ("product"."price_cents" >= 0 and coalesce("product"."special_price_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_attribute_value" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer,
	"store_code" varchar(2),
	"value_text" text,
	"value_number" numeric(14, 4)
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"media_type" varchar(8) DEFAULT 'image' NOT NULL,
	"file" varchar(255) NOT NULL,
	"video_id" varchar(64),
	"position" smallint DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_text" (
	"product_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"url_key" varchar(255) NOT NULL,
	"url_path" varchar(255) NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_text_product_id_store_code_pk" PRIMARY KEY("product_id","store_code"),
	CONSTRAINT "product_text_url_key_unique" UNIQUE("store_code","url_key"),
	CONSTRAINT "product_text_store_code_check" CHECK ("product_text"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_tier_price" (
	"product_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "product_tier_price_product_id_customer_group_id_qty_pk" PRIMARY KEY("product_id","customer_group_id","qty")
);
--> statement-breakpoint
CREATE TABLE "stock_item" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"stock_status" varchar(16) DEFAULT 'ok' NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"min_sale_qty" integer DEFAULT 1 NOT NULL,
	"max_sale_qty" integer DEFAULT 10000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_item_status_check" CHECK ("stock_item"."stock_status" in ('ok', 'volatile', 'out_of_stock')),
	CONSTRAINT "stock_item_reserved_check" CHECK ("stock_item"."reserved_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	CONSTRAINT "tax_class_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"tax_country_id" varchar(2) NOT NULL,
	"tax_region_id" integer DEFAULT 0 NOT NULL,
	"region_name" varchar(64) DEFAULT '*' NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	CONSTRAINT "tax_rate_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL,
	CONSTRAINT "tax_rule_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rule_rate" (
	"tax_rule_id" integer NOT NULL,
	"tax_rate_id" integer NOT NULL,
	CONSTRAINT "tax_rule_rate_tax_rule_id_tax_rate_id_pk" PRIMARY KEY("tax_rule_id","tax_rate_id")
);
--> statement-breakpoint
CREATE TABLE "url_rewrite" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"request_path" varchar(255) NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"redirect_type" smallint DEFAULT 0 NOT NULL,
	"target_path" varchar(255),
	CONSTRAINT "url_rewrite_path_unique" UNIQUE("store_code","request_path"),
	CONSTRAINT "url_rewrite_store_code_check" CHECK ("url_rewrite"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "url_rewrite_entity_type_check" CHECK ("url_rewrite"."entity_type" in ('product', 'category', 'cms_page', 'campaign'))
);
--> statement-breakpoint
ALTER TABLE "attribute_label" ADD CONSTRAINT "attribute_label_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_option" ADD CONSTRAINT "attribute_option_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_option_label" ADD CONSTRAINT "attribute_option_label_option_id_attribute_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_product" ADD CONSTRAINT "campaign_product_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_product" ADD CONSTRAINT "campaign_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_text" ADD CONSTRAINT "campaign_text_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_text" ADD CONSTRAINT "category_text_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_text" ADD CONSTRAINT "banner_text_banner_id_banner_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block_text" ADD CONSTRAINT "cms_block_text_block_id_cms_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_block"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page" ADD CONSTRAINT "cms_page_parent_id_cms_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_page"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_text" ADD CONSTRAINT "cms_page_text_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group" ADD CONSTRAINT "customer_group_tax_class_id_tax_class_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option" ADD CONSTRAINT "bundle_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option_title" ADD CONSTRAINT "bundle_option_title_option_id_bundle_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_option_id_bundle_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_title" ADD CONSTRAINT "custom_option_title_option_id_custom_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_value" ADD CONSTRAINT "custom_option_value_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_value" ADD CONSTRAINT "custom_option_value_option_id_custom_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_value_title" ADD CONSTRAINT "custom_option_value_title_value_id_custom_option_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."custom_option_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurable_attribute" ADD CONSTRAINT "product_configurable_attribute_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurable_attribute" ADD CONSTRAINT "product_configurable_attribute_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurable_child" ADD CONSTRAINT "product_configurable_child_parent_id_product_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurable_child" ADD CONSTRAINT "product_configurable_child_child_id_product_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_custom_option" ADD CONSTRAINT "product_custom_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_custom_option" ADD CONSTRAINT "product_custom_option_option_id_custom_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_download" ADD CONSTRAINT "product_download_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_download_title" ADD CONSTRAINT "product_download_title_download_id_product_download_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."product_download"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_linked_product_id_product_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_tax_class_id_tax_class_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_option_id_attribute_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_text" ADD CONSTRAINT "product_text_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_price" ADD CONSTRAINT "product_tier_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_price" ADD CONSTRAINT "product_tier_price_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item" ADD CONSTRAINT "stock_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_rate" ADD CONSTRAINT "tax_rule_rate_tax_rule_id_tax_rule_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_rate" ADD CONSTRAINT "tax_rule_rate_tax_rate_id_tax_rate_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "category_product_product_idx" ON "category_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_option_product_idx" ON "bundle_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selection_option_idx" ON "bundle_selection" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "custom_option_value_product_idx" ON "custom_option_value" USING btree ("product_id","option_id");--> statement-breakpoint
CREATE INDEX "product_configurable_child_child_idx" ON "product_configurable_child" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("status","visibility","created_at");--> statement-breakpoint
CREATE INDEX "product_attribute_value_product_idx" ON "product_attribute_value" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_value_facet_idx" ON "product_attribute_value" USING btree ("attribute_id","option_id","product_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "url_rewrite_entity_idx" ON "url_rewrite" USING btree ("entity_type","entity_id");