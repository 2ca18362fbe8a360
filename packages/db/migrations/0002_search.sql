CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visibility" smallint NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tax_class_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_from_date" date,
	"special_to_date" date,
	"names" text[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"option_ids" integer[] NOT NULL,
	"position" integer
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"document" "tsvector" NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "product_search_product_id_store_code_pk" PRIMARY KEY("product_id","store_code"),
	CONSTRAINT "product_search_store_code_check" CHECK ("product_search"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_category_ids_idx" ON "product_listing" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_listing_option_ids_idx" ON "product_listing" USING gin ("option_ids");--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);