CREATE TABLE "wishlist_item" (
	"customer_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_customer_id_sku_pk" PRIMARY KEY("customer_id","sku")
);
--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_item_customer_idx" ON "wishlist_item" USING btree ("customer_id","added_at");
