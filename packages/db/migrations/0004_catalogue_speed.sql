CREATE TABLE "category_facet_count" (
	"category_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "category_facet_count_category_id_option_id_pk" PRIMARY KEY("category_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "category_listing" (
	"category_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"product_ids" integer[] NOT NULL,
	CONSTRAINT "category_listing_category_id_store_code_pk" PRIMARY KEY("category_id","store_code"),
	CONSTRAINT "category_listing_store_code_check" CHECK ("category_listing"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "category_price_count" (
	"category_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"regular_bucket" smallint NOT NULL,
	"special_bucket" smallint,
	"special_from_date" date,
	"special_to_date" date,
	"product_count" integer NOT NULL,
	CONSTRAINT "category_price_count_store_code_check" CHECK ("category_price_count"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
DROP INDEX "product_search_document_idx";--> statement-breakpoint
DROP INDEX "product_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "visibility" smallint;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "status" smallint;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tax_class_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "special_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "special_from_date" date;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "special_to_date" date;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "category_ids" integer[];--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "option_ids" integer[];--> statement-breakpoint
-- Existing search rows copy their listing row, as rebuildProductSearch() writes them.
DELETE FROM "product_search" ps WHERE NOT EXISTS (SELECT 1 FROM "product_listing" l WHERE l."product_id" = ps."product_id");--> statement-breakpoint
UPDATE "product_search" ps SET "visibility" = l."visibility", "status" = l."status", "created_at" = l."created_at", "position" = l."position", "tax_class_id" = l."tax_class_id", "price_cents" = l."price_cents", "special_price_cents" = l."special_price_cents", "special_from_date" = l."special_from_date", "special_to_date" = l."special_to_date", "category_ids" = l."category_ids", "option_ids" = l."option_ids", "name" = t."name"
  FROM "product_listing" l, "product_text" t
  WHERE l."product_id" = ps."product_id" AND t."product_id" = ps."product_id" AND t."store_code" = ps."store_code";--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "visibility" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "tax_class_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "option_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "category_facet_count" ADD CONSTRAINT "category_facet_count_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_listing" ADD CONSTRAINT "category_listing_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_price_count" ADD CONSTRAINT "category_price_count_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_price_count_category_idx" ON "category_price_count" USING btree ("category_id","store_code");--> statement-breakpoint
CREATE INDEX "product_sku_lower_idx" ON "product" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_search_document_ee_idx" ON "product_search" USING gin ("document") WHERE store_code = 'ee';--> statement-breakpoint
CREATE INDEX "product_search_trgm_ee_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE store_code = 'ee';--> statement-breakpoint
CREATE INDEX "product_search_document_fi_idx" ON "product_search" USING gin ("document") WHERE store_code = 'fi';--> statement-breakpoint
CREATE INDEX "product_search_trgm_fi_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE store_code = 'fi';--> statement-breakpoint
CREATE INDEX "product_search_document_en_idx" ON "product_search" USING gin ("document") WHERE store_code = 'en';--> statement-breakpoint
CREATE INDEX "product_search_trgm_en_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE store_code = 'en';--> statement-breakpoint
CREATE INDEX "product_search_document_ru_idx" ON "product_search" USING gin ("document") WHERE store_code = 'ru';--> statement-breakpoint
CREATE INDEX "product_search_trgm_ru_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WHERE store_code = 'ru';