CREATE TABLE "product_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"nickname" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	CONSTRAINT "product_review_store_code_check" CHECK ("product_review"."store_code" in ('ee', 'fi', 'en', 'ru')),
	CONSTRAINT "product_review_rating_check" CHECK ("product_review"."rating" between 1 and 5),
	CONSTRAINT "product_review_status_check" CHECK ("product_review"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_moderated_by_staff_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_customer_idx" ON "product_review" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "product_review_shown_idx" ON "product_review" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_review_pending_idx" ON "product_review" USING btree ("created_at") WHERE "product_review"."status" = 'pending';