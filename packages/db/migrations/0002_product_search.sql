CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"document" "tsvector" NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "product_search_store_code_product_id_pk" PRIMARY KEY("store_code","product_id"),
	CONSTRAINT "product_search_store_code_check" CHECK ("product_search"."store_code" in ('ee', 'fi', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);