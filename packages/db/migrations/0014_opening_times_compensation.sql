CREATE TABLE "pharmacy_opening_times" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"allowed_days" jsonb NOT NULL,
	"weekend_days" jsonb NOT NULL,
	"holiday_dates" jsonb NOT NULL,
	"workdays_start" varchar(5) NOT NULL,
	"workdays_end" varchar(5) NOT NULL,
	"weekends_start" varchar(5) NOT NULL,
	"weekends_end" varchar(5) NOT NULL,
	"block_new_customers_before_closing_minutes" integer NOT NULL,
	"pre_warn_before_closing_minutes" integer NOT NULL,
	"last_warn_before_closing_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_opening_times_one_row_check" CHECK ("pharmacy_opening_times"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "prescription_compensation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" varchar(64) NOT NULL,
	"patient_hash" varchar(64) NOT NULL,
	"items_hash" varchar(16) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "fund_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_compensation" ADD CONSTRAINT "prescription_compensation_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_compensation_cart_patient_idx" ON "prescription_compensation" USING btree ("cart_id","patient_hash");